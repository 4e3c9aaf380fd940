import { Button, Group } from '@mantine/core';
import { CANDIDATURE_TEXT as T } from '../text.ts';

/** "Retour" and the step's submit button, at the bottom of each step. */
export function StepActions({
  onBack,
  loading,
  label = T.next,
}: {
  onBack?: (() => void) | undefined;
  loading?: boolean;
  label?: string;
}) {
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button type="button" variant="default" onClick={onBack}>
          {T.back}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={loading}>
        {label}
      </Button>
    </Group>
  );
}
