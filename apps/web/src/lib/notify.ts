import { ApiError } from './api-client';
import { i18n } from './i18n';

/**
 * Shows an error as a toast. The toast's id is the error's code, so the same failure repeated does not stack
 * messages (spec §8: error dialogs are not stacked). The notifications code loads on first use.
 */
export function notifyError(error: unknown) {
  const message = error instanceof Error ? error.message : i18n.t('errors:INTERNAL_ERROR');
  const id = error instanceof ApiError ? (error.code ?? `${error.kind}-${error.status ?? ''}`) : 'error';
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ id, color: 'red', message, autoClose: 6_000 }),
  );
}

/** A short success toast (updated, created, deleted, ...), in the interface language. */
export function notifySuccess(message: string) {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color: 'brand', message, autoClose: 3_000 }),
  );
}
