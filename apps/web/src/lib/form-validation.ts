import type { z } from 'zod';
import { fieldErrorsOf } from '@vocakey/shared/validation';
import { fieldMessage } from './form';

/**
 * A Mantine form `validate` function from a shared Zod schema: the form checks exactly what the API checks and
 * shows the same field codes, translated. Imports Zod: screens on the first-load budget use `lazyZodValidate`.
 */
export function zodValidate<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return Object.fromEntries(
      Object.entries(fieldErrorsOf(result.error.issues)).map(([k, code]) => [k, fieldMessage(code)]),
    );
  };
}
