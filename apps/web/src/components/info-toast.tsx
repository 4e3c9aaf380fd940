import { Button, Stack, Text } from '@mantine/core';

export const INFO_TOAST_TEXT = { open: 'Ouvrir' } as const;

/** The body of an information toast: its message and, when it leads somewhere, « Ouvrir ». */
export function InfoToastBody({ message, onOpen }: { message: string; onOpen?: () => void }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text fz="sm" c="dark.9" style={{ whiteSpace: 'pre-line' }}>
        {message}
      </Text>
      {onOpen ? (
        <Button size="compact-sm" variant="outline" color="maisonnee.9" onClick={onOpen}>
          {INFO_TOAST_TEXT.open}
        </Button>
      ) : null}
    </Stack>
  );
}
