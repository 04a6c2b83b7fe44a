import { describe, expect, it } from 'vitest';
import { PAGING } from './limits.ts';
import { pageQuerySchema, pagedSchema } from './paging.ts';
import { z } from 'zod';

describe('pageQuerySchema', () => {
  it('defaults to page 1 and a limit of 20', () => {
    expect(PAGING.defaultLimit).toBe(20);
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('reads numbers from query strings', () => {
    expect(pageQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(pageQuerySchema.parse({ page: 2, limit: 1 })).toEqual({ page: 2, limit: 1 });
  });

  it('clamps a limit above the maximum to 100 rather than rejecting it', () => {
    expect(PAGING.maxLimit).toBe(100);
    expect(pageQuerySchema.parse({ limit: '1000' })).toEqual({ page: 1, limit: 100 });
    expect(pageQuerySchema.parse({ limit: 101 })).toEqual({ page: 1, limit: 100 });
    expect(pageQuerySchema.parse({ limit: 100 })).toEqual({ page: 1, limit: 100 });
  });

  it.each([
    ['0', '0'],
    ['-1', '-1'],
    ['abc', 'abc'],
    ['a fraction', '2.5'],
    ['a number 0', 0],
    ['an empty string', ''],
  ])('rejects the limit %s', (_label, limit) => {
    const result = pageQuerySchema.safeParse({ limit });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['limit']);
  });

  it.each([
    ['0', '0'],
    ['-1', '-1'],
    ['abc', 'abc'],
  ])('rejects the page %s', (_label, page) => {
    const result = pageQuerySchema.safeParse({ page });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['page']);
  });
});

describe('pagedSchema', () => {
  const schema = pagedSchema(z.object({ id: z.number() }));

  it('accepts { data, total }', () => {
    expect(schema.parse({ data: [{ id: 1 }], total: 7 })).toEqual({ data: [{ id: 1 }], total: 7 });
    expect(schema.parse({ data: [], total: 0 })).toEqual({ data: [], total: 0 });
  });

  it('rejects a negative or fractional total and items of the wrong shape', () => {
    expect(schema.safeParse({ data: [], total: -1 }).success).toBe(false);
    expect(schema.safeParse({ data: [], total: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ data: [{ id: '1' }], total: 1 }).success).toBe(false);
  });
});
