import { Button, Group, type MantineSpacing } from '@mantine/core';

/** A form's submit button (spinning while it saves) and, beside it, the one that gives up. */
export function SaveCancelButtons({
  saveLabel,
  cancelLabel,
  saving,
  onCancel,
  gap,
}: {
  saveLabel: string;
  cancelLabel: string;
  saving: boolean;
  onCancel: () => void;
  gap?: MantineSpacing;
}) {
  return (
    <Group gap={gap}>
      <Button type="submit" loading={saving}>
        {saveLabel}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Group>
  );
}
