import { Group, Text } from '@mantine/core';
import { INTERVENANTS_TEXT } from '../text.ts';

const T = INTERVENANTS_TEXT.note;

/**
 * An average rating: five stars drawn for the eye (hidden from screen readers) and the same
 * figure written out, so the rating never rests on the drawing alone.
 */
export function NoteEtoiles({
  note,
  nb,
  single = false,
}: {
  note: number | null;
  nb: number;
  /** One review's rating, not an average. */
  single?: boolean;
}) {
  if (note === null || nb === 0) {
    return (
      <Text size="sm" c="dimmed">
        {T.none}
      </Text>
    );
  }
  const full = Math.round(note);
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="span" c="yellow.8" fz="lg" aria-hidden="true" lh={1}>
        {'★'.repeat(full)}
        <Text component="span" c="gray.5" inherit>
          {'★'.repeat(5 - full)}
        </Text>
      </Text>
      <Text component="span" size="sm">
        {single ? T.single(note) : T.label(note, nb)}
      </Text>
    </Group>
  );
}
