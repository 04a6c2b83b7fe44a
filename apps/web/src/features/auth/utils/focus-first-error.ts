/** Moves focus to the first field, in screen order, that has an error (so the keyboard user lands on it). */
export function focusFirstError<F extends string>(
  errors: Partial<Record<string, unknown>>,
  fields: readonly F[],
  getNode: (field: F) => HTMLElement | null,
) {
  const first = fields.find((field) => errors[field]);
  if (first) getNode(first)?.focus();
}
