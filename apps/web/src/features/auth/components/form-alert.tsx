import { Alert } from '@mantine/core';

/** A failure of the whole form (or of a social sign-in), above the form; announced by screen readers. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
