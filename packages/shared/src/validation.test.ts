import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldCodeOf, fieldErrorsOf } from './validation.ts';

/** The field codes a schema gives for an input (empty when it is valid). */
function errorsFor(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

const profile = z.object({
  name: z.string().min(2).max(10),
  age: z.number().int().min(13).max(120),
  email: z.email(),
  phone: z
    .string()
    .regex(/^0\d{9}$/, { error: 'INVALID_PHONE' })
    .optional(),
});
const valid = { name: 'Lan', age: 20, email: 'lan@example.com' };

describe('fieldErrorsOf', () => {
  it('gives nothing for a valid input (guard for the cases below)', () => {
    expect(errorsFor(profile, valid)).toEqual({});
    expect(errorsFor(profile, { ...valid, phone: '0912345678' })).toEqual({});
  });

  it('a missing field is REQUIRED', () => {
    const { name: _name, ...withoutName } = valid;
    expect(errorsFor(profile, withoutName)).toEqual({ name: 'REQUIRED' });
  });

  it('null is REQUIRED too, for a string and for a number', () => {
    expect(errorsFor(profile, { ...valid, name: null })).toEqual({ name: 'REQUIRED' });
    expect(errorsFor(profile, { ...valid, age: null })).toEqual({ age: 'REQUIRED' });
  });

  it('every missing field is reported, each under its own key', () => {
    expect(errorsFor(profile, {})).toEqual({ name: 'REQUIRED', age: 'REQUIRED', email: 'REQUIRED' });
  });

  it('a value of the wrong type is INVALID_TYPE', () => {
    expect(errorsFor(profile, { ...valid, age: '20' })).toEqual({ age: 'INVALID_TYPE' });
    expect(errorsFor(profile, { ...valid, name: 42 })).toEqual({ name: 'INVALID_TYPE' });
    expect(errorsFor(profile, { ...valid, age: Number.NaN })).toEqual({ age: 'INVALID_TYPE' });
  });

  it('a string that is too short is TOO_SHORT; too long is TOO_LONG', () => {
    expect(errorsFor(profile, { ...valid, name: 'L' })).toEqual({ name: 'TOO_SHORT' });
    expect(errorsFor(profile, { ...valid, name: 'L'.repeat(11) })).toEqual({ name: 'TOO_LONG' });
  });

  it('an empty string is TOO_SHORT for a min(1) string, not REQUIRED (it is present)', () => {
    expect(errorsFor(z.object({ q: z.string().min(1) }), { q: '' })).toEqual({ q: 'TOO_SHORT' });
  });

  it('a number that is too small is TOO_SMALL; too big is TOO_BIG', () => {
    expect(errorsFor(profile, { ...valid, age: 12 })).toEqual({ age: 'TOO_SMALL' });
    expect(errorsFor(profile, { ...valid, age: 121 })).toEqual({ age: 'TOO_BIG' });
    expect(errorsFor(z.object({ n: z.number().positive() }), { n: 0 })).toEqual({ n: 'TOO_SMALL' });
  });

  it('arrays count like strings: too few items is TOO_SHORT, too many TOO_LONG', () => {
    const schema = z.object({ ids: z.array(z.number()).min(2).max(3) });
    expect(errorsFor(schema, { ids: [1] })).toEqual({ ids: 'TOO_SHORT' });
    expect(errorsFor(schema, { ids: [1, 2, 3, 4] })).toEqual({ ids: 'TOO_LONG' });
  });

  it('a bad email is INVALID_EMAIL; another bad format is INVALID_FORMAT', () => {
    expect(errorsFor(profile, { ...valid, email: 'lan@' })).toEqual({ email: 'INVALID_EMAIL' });
    expect(errorsFor(z.object({ url: z.url() }), { url: 'not a url' })).toEqual({ url: 'INVALID_FORMAT' });
    expect(errorsFor(z.object({ code: z.string().regex(/^\d+$/) }), { code: 'abc' })).toEqual({
      code: 'INVALID_FORMAT',
    });
  });

  it('keeps a field code given as the message of a check', () => {
    expect(errorsFor(profile, { ...valid, phone: '123' })).toEqual({ phone: 'INVALID_PHONE' });
    expect(errorsFor(z.object({ p: z.string().regex(/x/, { error: 'INVALID_PHONE' }) }), { p: 'y' })).toEqual({
      p: 'INVALID_PHONE',
    });
  });

  it('a message that is not a field code is mapped by the kind of issue instead', () => {
    const schema = z.object({ name: z.string().min(2, { error: 'Too short, friend' }) });
    expect(errorsFor(schema, { name: 'a' })).toEqual({ name: 'TOO_SHORT' });
  });

  it('a value outside an enum or literal is INVALID_VALUE', () => {
    expect(errorsFor(z.object({ lang: z.enum(['vi', 'en']) }), { lang: 'fr' })).toEqual({ lang: 'INVALID_VALUE' });
    expect(errorsFor(z.object({ ok: z.literal(true) }), { ok: false })).toEqual({ ok: 'INVALID_VALUE' });
  });

  it('a refinement keeps its field code and its path', () => {
    const schema = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'PASSWORDS_DO_NOT_MATCH' });
    expect(errorsFor(schema, { password: 'abc12345', confirm: 'abc12346' })).toEqual({
      confirm: 'PASSWORDS_DO_NOT_MATCH',
    });
  });

  it('a refinement without a field code is INVALID', () => {
    const schema = z.object({ n: z.number().refine((n) => n % 2 === 0) });
    expect(errorsFor(schema, { n: 3 })).toEqual({ n: 'INVALID' });
  });

  it('nested fields are keyed by their dotted path, array indexes included', () => {
    const schema = z.object({
      a: z.object({ b: z.string() }),
      items: z.array(z.object({ qty: z.number().min(1) })),
    });
    expect(errorsFor(schema, { a: { b: 1 }, items: [{ qty: 1 }, { qty: 0 }] })).toEqual({
      'a.b': 'INVALID_TYPE',
      'items.1.qty': 'TOO_SMALL',
    });
    expect(errorsFor(schema, { a: {}, items: [] })).toEqual({ 'a.b': 'REQUIRED' });
  });

  it('unknown keys of a strict object are UNKNOWN_FIELD, one entry per key, nested too', () => {
    const schema = z.strictObject({ name: z.string(), inner: z.strictObject({ x: z.number() }) });
    expect(errorsFor(schema, { name: 'a', inner: { x: 1 }, role: 'admin', isAdmin: true })).toEqual({
      role: 'UNKNOWN_FIELD',
      isAdmin: 'UNKNOWN_FIELD',
    });
    expect(errorsFor(schema, { name: 'a', inner: { x: 1, y: 2 } })).toEqual({ 'inner.y': 'UNKNOWN_FIELD' });
  });

  it('an issue of the whole input (empty path) is keyed "_"', () => {
    expect(errorsFor(z.object({ a: z.string() }), 'not an object')).toEqual({ _: 'INVALID_TYPE' });
    expect(errorsFor(z.object({ a: z.string() }), undefined)).toEqual({ _: 'REQUIRED' });
  });

  it('keeps the first issue of a field when it has several', () => {
    const schema = z.object({ code: z.string().min(5).regex(/^\d+$/) });
    expect(z.object({ code: schema.shape.code }).safeParse({ code: 'ab' }).error?.issues).toHaveLength(2);
    expect(errorsFor(schema, { code: 'ab' })).toEqual({ code: 'TOO_SHORT' });
  });

  it('gives an empty object for no issues', () => {
    expect(fieldErrorsOf([])).toEqual({});
  });
});

describe('fieldCodeOf', () => {
  it('maps one issue, preferring a field code given as its message', () => {
    const [tooShort] = z.string().min(3).safeParse('a').error?.issues ?? [];
    const [phone] = z.string().min(3, { error: 'INVALID_PHONE' }).safeParse('a').error?.issues ?? [];
    expect(tooShort && fieldCodeOf(tooShort)).toBe('TOO_SHORT');
    expect(phone && fieldCodeOf(phone)).toBe('INVALID_PHONE');
  });
});

describe('a missing enum value', () => {
  it('is REQUIRED, like any missing value', () => {
    const schema = z.object({ level: z.enum(['A1', 'B1']) });
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({ level: 'REQUIRED' });
  });
});
