import { describe, expect, it } from 'vitest';
import { foldForSearch } from './text.ts';

describe('foldForSearch', () => {
  it('removes Vietnamese diacritics and lowers the case', () => {
    expect(foldForSearch('Hà Nội')).toBe('ha noi');
    expect(foldForSearch('Thành phố Hồ Chí Minh')).toBe('thanh pho ho chi minh');
    expect(foldForSearch('Huế')).toBe('hue');
    expect(foldForSearch('NGỮ PHÁP TIẾNG ANH')).toBe('ngu phap tieng anh');
  });

  it('folds đ and Đ, which have no decomposition, to d', () => {
    expect(foldForSearch('Đà Nẵng')).toBe('da nang');
    expect(foldForSearch('đường ĐI')).toBe('duong di');
  });

  it('handles every vowel with every tone and the hook, horn and breve', () => {
    expect(foldForSearch('àáảãạ ăằắẳẵặ âầấẩẫậ')).toBe('aaaaa aaaaaa aaaaaa');
    expect(foldForSearch('ơờớởỡợ ưừứửữự ôồốổỗộ')).toBe('oooooo uuuuuu oooooo');
    expect(foldForSearch('ÈÉẺẼẸ ÌÍỈĨỊ ỲÝỶỸỴ')).toBe('eeeee iiiii yyyyy');
  });

  it('gives the same result for precomposed (NFC) and decomposed (NFD) input', () => {
    const nfc = 'Tiếng Việt'.normalize('NFC');
    const nfd = 'Tiếng Việt'.normalize('NFD');
    expect(nfc).not.toBe(nfd);
    expect(foldForSearch(nfc)).toBe('tieng viet');
    expect(foldForSearch(nfd)).toBe('tieng viet');
  });

  it('collapses runs of whitespace (tabs, new lines, non-breaking spaces) and trims', () => {
    expect(foldForSearch('  Hà   Nội \t\n ')).toBe('ha noi');
    expect(foldForSearch('a\u00a0\u00a0b')).toBe('a b');
    expect(foldForSearch('   ')).toBe('');
    expect(foldForSearch('')).toBe('');
  });

  it('leaves plain English, digits and punctuation as they are (lower-cased)', () => {
    expect(foldForSearch('Hello, World! 123')).toBe('hello, world! 123');
  });

  it('an accented and an unaccented query fold to the same text', () => {
    expect(foldForSearch('Da Nang')).toBe(foldForSearch('Đà Nẵng'));
    expect(foldForSearch('ha noi')).toBe(foldForSearch('HÀ NỘI'));
  });
});
