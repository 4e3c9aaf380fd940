import { Alert, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import { StepActions } from './step-actions.tsx';

/** The frame of a saved step: the call's error on top, the fields, "Retour" and submit below. */
export function StepForm({
  testId,
  onSubmit,
  error,
  loading,
  onBack,
  children,
}: {
  testId: string;
  onSubmit: (event: FormEvent) => void;
  /** The failed call, shown as its French message. */
  error: unknown;
  loading: boolean;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {children}
        <StepActions onBack={onBack} loading={loading} />
      </Stack>
    </form>
  );
}
