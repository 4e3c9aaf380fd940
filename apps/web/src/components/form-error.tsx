import { Alert } from '@mantine/core';

/** The API's French message for a failed submission, announced at once. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
