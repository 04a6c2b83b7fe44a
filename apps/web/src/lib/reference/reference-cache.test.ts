import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedReference } from './reference-cache';

const careers = [{ id: 'student', nameVi: 'Học sinh', nameEn: 'Student' }];

function stubApi(data: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('reference data cached in localStorage by version', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('downloads once per version and answers later calls from storage', async () => {
    const fetchMock = stubApi(careers);
    expect(await cachedReference('v1', 'careers', '/Careers')).toEqual(careers);
    expect(await cachedReference('v1', 'careers', '/Careers')).toEqual(careers);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('vocakey.ref.v1:careers')).toBe(JSON.stringify(careers));
  });

  it('downloads again when the version changes and forgets the old version', async () => {
    window.localStorage.setItem('vocakey.ref.v1:careers', JSON.stringify([{ id: 'old' }]));
    window.localStorage.setItem('vocakey.ref.v1:nations', '[]');
    window.localStorage.setItem('vocakey.language', 'en');
    const fetchMock = stubApi(careers);
    expect(await cachedReference('v2', 'careers', '/Careers')).toEqual(careers);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('vocakey.ref.v1:careers')).toBeNull();
    expect(window.localStorage.getItem('vocakey.ref.v1:nations')).toBeNull();
    expect(window.localStorage.getItem('vocakey.language')).toBe('en');
  });

  it('never stores under the initial version "0", which names no data', async () => {
    const fetchMock = stubApi(careers);
    await cachedReference('0', 'careers', '/Careers');
    await cachedReference('0', 'careers', '/Careers');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('vocakey.ref.0:careers')).toBeNull();
  });

  it('ignores a corrupted entry and downloads again', async () => {
    window.localStorage.setItem('vocakey.ref.v1:careers', '{not json');
    const fetchMock = stubApi(careers);
    expect(await cachedReference('v1', 'careers', '/Careers')).toEqual(careers);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
