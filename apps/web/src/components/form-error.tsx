import { Alert, Button, type ButtonProps } from '@mantine/core';
import { errorMessage } from '../lib/api-errors.ts';

/** The API's French message for a failed submission, announced at once. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

/**
 * The end of a form: the French message of the failed call (`error`, none when null), then the
 * submit button, busy while the call is pending.
 */
export function FormSubmit({
  label,
  pending,
  error,
  size = 'md',
  ...button
}: ButtonProps & { label: string; pending: boolean; error: unknown }) {
  return (
    <>
      <FormError message={errorMessage(error)} />
      <Button type="submit" size={size} loading={pending} {...button}>
        {label}
      </Button>
    </>
  );
}
