import { Button, Group, NativeSelect } from '@mantine/core';
import { DAY_SHORT_NAMES, halfHourSlots } from '@maisonnee/domain';
import type { ReactNode } from 'react';

/** A slot of a weekly schedule: ISO day (Monday = 1), start and end on the half-hour grid. */
export interface WeeklySlotValue {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** Only times of the half-hour grid can be chosen (a select, never a free time field). */
const GRID_TIMES = halfHourSlots();
const DAY_OPTIONS = Object.entries(DAY_SHORT_NAMES).map(([value, label]) => ({ value, label }));

/**
 * One row of a weekly schedule, a group named `label`: the day, the start, the end (with the
 * slot's error) and the button removing the row.
 */
export function WeeklySlotRow({
  slot,
  onChange,
  onRemove,
  label,
  text,
  removeLabel,
  removeText,
  error,
}: {
  slot: WeeklySlotValue;
  onChange: (patch: Partial<WeeklySlotValue>) => void;
  onRemove: () => void;
  label: string;
  text: { day: string; timeDebut: string; timeFin: string };
  /** The remove button's accessible name (it names the row). */
  removeLabel: string;
  removeText: ReactNode;
  error?: string | undefined;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={label}>
      <NativeSelect
        label={text.day}
        data={DAY_OPTIONS}
        value={String(slot.day)}
        onChange={(e) => onChange({ day: Number(e.currentTarget.value) })}
      />
      <NativeSelect
        label={text.timeDebut}
        data={GRID_TIMES}
        value={slot.time_debut}
        onChange={(e) => onChange({ time_debut: e.currentTarget.value })}
      />
      <NativeSelect
        label={text.timeFin}
        data={GRID_TIMES}
        value={slot.time_fin}
        onChange={(e) => onChange({ time_fin: e.currentTarget.value })}
        error={error}
      />
      <Button variant="default" aria-label={removeLabel} onClick={onRemove}>
        {removeText}
      </Button>
    </Group>
  );
}
