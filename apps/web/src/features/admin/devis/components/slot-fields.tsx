import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { DAY_SHORT_NAMES, halfHourSlots } from '@maisonnee/domain';
import type { DatedSlot, WeeklySlot } from '../devis-form-state.ts';
import { DEVIS_ADMIN_TEXT } from '../text.ts';

const T = DEVIS_ADMIN_TEXT.builder;

/** Only times of the half-hour grid can be chosen (a select, never a free time field). */
export const GRID_TIMES = halfHourSlots();
const DAY_OPTIONS = Object.entries(DAY_SHORT_NAMES).map(([value, label]) => ({ value, label }));

/** The weekly slots of a recurring schedule: day, start and end on the half-hour grid. */
export function WeeklySlotsFields(props: {
  slots: readonly WeeklySlot[];
  onChange: (slots: WeeklySlot[]) => void;
  errors?: Record<string, string>;
  /** Prefix of the accessible names, so that several schedules on a page stay distinct. */
  name?: string;
}) {
  const { slots, onChange, errors = {} } = props;
  const set = (index: number, patch: Partial<WeeklySlot>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <Stack gap="xs">
      {slots.map((slot, index) => (
        <Group
          key={index}
          gap="xs"
          align="flex-end"
          wrap="wrap"
          role="group"
          aria-label={`${props.name ?? ''}${T.slotGroup(index + 1)}`}
        >
          <NativeSelect
            label={T.day}
            data={DAY_OPTIONS}
            value={String(slot.day)}
            onChange={(e) => set(index, { day: Number(e.currentTarget.value) })}
          />
          <NativeSelect
            label={T.timeDebut}
            data={GRID_TIMES}
            value={slot.time_debut}
            onChange={(e) => set(index, { time_debut: e.currentTarget.value })}
          />
          <NativeSelect
            label={T.timeFin}
            data={GRID_TIMES}
            value={slot.time_fin}
            onChange={(e) => set(index, { time_fin: e.currentTarget.value })}
            error={errors[`slot.${index}`]}
          />
          <Button
            variant="default"
            aria-label={`${props.name ?? ''}${T.removeSlot(index + 1)}`}
            onClick={() => onChange(slots.filter((_, i) => i !== index))}
          >
            {T.remove}
          </Button>
        </Group>
      ))}
      <Button
        variant="light"
        onClick={() =>
          onChange([...slots, slots.at(-1) ?? { day: 1, time_debut: '09:00', time_fin: '12:00' }])
        }
      >
        {T.addSlot}
      </Button>
    </Stack>
  );
}

/** The dated slots of a one-off schedule: a date, start and end on the half-hour grid. */
export function DatedSlotsFields(props: {
  slots: readonly DatedSlot[];
  onChange: (slots: DatedSlot[]) => void;
  errors?: Record<string, string>;
  name?: string;
  /** Date of a new slot when there is none yet. */
  defaultDate?: string;
}) {
  const { slots, onChange, errors = {} } = props;
  const set = (index: number, patch: Partial<DatedSlot>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <Stack gap="xs">
      {slots.map((slot, index) => (
        <Group
          key={index}
          gap="xs"
          align="flex-end"
          wrap="wrap"
          role="group"
          aria-label={`${props.name ?? ''}${T.slotGroup(index + 1)}`}
        >
          <TextInput
            type="date"
            label={T.date}
            value={slot.date}
            onChange={(e) => set(index, { date: e.currentTarget.value })}
          />
          <NativeSelect
            label={T.timeDebut}
            data={GRID_TIMES}
            value={slot.time_debut}
            onChange={(e) => set(index, { time_debut: e.currentTarget.value })}
          />
          <NativeSelect
            label={T.timeFin}
            data={GRID_TIMES}
            value={slot.time_fin}
            onChange={(e) => set(index, { time_fin: e.currentTarget.value })}
            error={errors[`slot.${index}`]}
          />
          <Button
            variant="default"
            aria-label={`${props.name ?? ''}${T.removeSlot(index + 1)}`}
            onClick={() => onChange(slots.filter((_, i) => i !== index))}
          >
            {T.remove}
          </Button>
        </Group>
      ))}
      <Button
        variant="light"
        onClick={() =>
          onChange([
            ...slots,
            {
              date: slots.at(-1)?.date ?? props.defaultDate ?? '',
              time_debut: slots.at(-1)?.time_debut ?? '09:00',
              time_fin: slots.at(-1)?.time_fin ?? '12:00',
            },
          ])
        }
      >
        {T.addSlot}
      </Button>
    </Stack>
  );
}

/** The grid's hint, shown once under the slots. */
export function GridHint() {
  return (
    <Text size="sm" c="dimmed">
      {T.gridHint}
    </Text>
  );
}
