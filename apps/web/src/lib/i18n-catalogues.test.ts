import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_ERROR_CODES } from '@vocakey/shared/errors';
import { LANGUAGES } from '@vocakey/shared/roles';
import enErrors from '@/locales/en/errors.json';
import viErrors from '@/locales/vi/errors.json';
import { NAMESPACES, i18n } from './i18n';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' });

/** `{ vi: { common: {...}, ... }, en: {...} }` from every catalogue file on disk. */
const catalogues: Record<string, Record<string, Catalogue>> = {};
for (const [file, content] of Object.entries(files)) {
  const match = /\.\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) throw new Error(`unexpected catalogue path ${file}`);
  const [, language, namespace] = match as unknown as [string, string, string];
  (catalogues[language] ??= {})[namespace] = content;
}

const allNamespaces = [
  ...new Set([...NAMESPACES, ...Object.values(catalogues).flatMap((byNamespace) => Object.keys(byNamespace))]),
].sort();

/** Dotted key → leaf value. */
function flatten(obj: Catalogue, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flatten(v as Catalogue, key, out);
    else out[key] = v;
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

function lookup(catalogue: Catalogue, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

describe('error catalogues', () => {
  const errorCatalogues = { vi: viErrors as Catalogue, en: enErrors as Catalogue };

  describe.each(Object.entries(errorCatalogues))('%s/errors.json', (_language, catalogue) => {
    it.each(ERROR_CODES)('has a message for the API error code %s', (code) => {
      const message = catalogue[code];
      expect(typeof message).toBe('string');
      expect((message as string).trim()).not.toBe('');
    });

    it.each(FIELD_ERROR_CODES)('has a message for the field code field.%s', (code) => {
      const message = lookup(catalogue, `field.${code}`);
      expect(typeof message).toBe('string');
      expect((message as string).trim()).not.toBe('');
    });

    it.each(['network', 'timeout', 'aborted', 'requestFailed', 'badResponse'])(
      'has the client message client.%s',
      (key) => {
        const message = lookup(catalogue, `client.${key}`);
        expect(typeof message).toBe('string');
        expect((message as string).trim()).not.toBe('');
      },
    );

    it('names the milliseconds in the timeout message and the status in the request-failed message', () => {
      expect(placeholders(lookup(catalogue, 'client.timeout') as string)).toEqual(['ms']);
      expect(placeholders(lookup(catalogue, 'client.requestFailed') as string)).toEqual(['status']);
    });
  });

  it('has no top-level message for a code the API does not know (a typo would never be shown)', () => {
    const known = new Set<string>([...ERROR_CODES, 'field', 'client']);
    for (const catalogue of Object.values(errorCatalogues)) {
      expect(Object.keys(catalogue).filter((k) => !known.has(k))).toEqual([]);
      expect(
        Object.keys(catalogue.field as Catalogue).filter((k) => !(FIELD_ERROR_CODES as readonly string[]).includes(k)),
      ).toEqual([]);
    }
  });

  it('the Vietnamese messages are not copies of the English ones', () => {
    const same = ERROR_CODES.filter((code) => viErrors[code] === enErrors[code]);
    expect(same).toEqual([]);
  });

  it('i18n resolves a code to its catalogue text in both languages', async () => {
    expect(i18n.t('errors:NAME_CLASS_EXIST')).toBe(viErrors.NAME_CLASS_EXIST);
    expect(i18n.t('errors:field.INVALID_EMAIL')).toBe(viErrors.field.INVALID_EMAIL);
    expect(i18n.t('errors:client.timeout', { ms: 60000 })).toBe(viErrors.client.timeout.replace('{{ms}}', '60000'));
    await i18n.changeLanguage('en');
    expect(i18n.t('errors:NAME_CLASS_EXIST')).toBe(enErrors.NAME_CLASS_EXIST);
    expect(i18n.t('errors:field.INVALID_EMAIL')).toBe(enErrors.field.INVALID_EMAIL);
  });
});

describe('vi and en catalogues agree', () => {
  it('there is a catalogue folder for every supported language and no other', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it('vi and en have the same namespaces, including every namespace that i18n preloads', () => {
    expect(Object.keys(catalogues.en ?? {}).sort()).toEqual(Object.keys(catalogues.vi ?? {}).sort());
    for (const namespace of NAMESPACES) expect(Object.keys(catalogues.vi ?? {})).toContain(namespace);
  });

  describe.each(allNamespaces)('namespace %s', (namespace) => {
    const vi = flatten(catalogues.vi?.[namespace] ?? {});
    const en = flatten(catalogues.en?.[namespace] ?? {});

    it('has the same keys in vi and en', () => {
      expect(Object.keys(en).filter((k) => !(k in vi))).toEqual([]); // missing in vi
      expect(Object.keys(vi).filter((k) => !(k in en))).toEqual([]); // missing in en
      expect(Object.keys(vi).length).toBeGreaterThan(0);
    });

    it('has only non-empty strings as values', () => {
      for (const [language, flat] of [
        ['vi', vi],
        ['en', en],
      ] as const) {
        const bad = Object.entries(flat)
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => `${language}:${k}`);
        expect(bad).toEqual([]);
      }
    });

    it('uses the same {{placeholders}} in vi and en', () => {
      const differ = Object.keys(vi)
        .filter((k) => typeof vi[k] === 'string' && typeof en[k] === 'string')
        .filter((k) => placeholders(vi[k] as string).join() !== placeholders(en[k] as string).join());
      expect(differ).toEqual([]);
    });
  });
});
