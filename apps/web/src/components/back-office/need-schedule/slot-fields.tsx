import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { DAY_SHORT_NAMES, halfHourSlots } from '@maisonnee/domain';
import type { ReactNode } from 'react';
import type { BesoinFrequence } from '@maisonnee/domain';
import {
  DEFAULT_WEEKLY_SLOT,
  type DatedSlot,
  type NeedSlots,
  type WeeklySlot,
} from './schedule.ts';
import { NEED_SCHEDULE_TEXT as T } from './text.ts';

/** Only times of the half-hour grid can be chosen (a select, never a free time field). */
export const GRID_TIMES = halfHourSlots();
const DAY_OPTIONS = Object.entries(DAY_SHORT_NAMES).map(([value, label]) => ({ value, label }));

interface SlotFieldsProps<S> {
  slots: readonly S[];
  onChange: (slots: S[]) => void;
  errors?: Record<string, string>;
  /** Prefix of the accessible names, so that several schedules on a page stay distinct. */
  name?: string;
}

type TimedSlot = { time_debut: string; time_fin: string };

/**
 * Rows of slots: the field that places each one (its day or its date), then its start and end on
 * the half-hour grid, a button to remove it, and one to add a slot like the last one.
 */
function SlotRows<S extends TimedSlot>({
  slots,
  onChange,
  errors = {},
  name = '',
  placeField,
  newSlot,
}: SlotFieldsProps<S> & {
  placeField: (slot: S, set: (patch: Partial<S>) => void) => ReactNode;
  newSlot: () => S;
}) {
  const set = (index: number, patch: Partial<S>) =>
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
          aria-label={`${name}${T.slotGroup(index + 1)}`}
        >
          {placeField(slot, (patch) => set(index, patch))}
          <NativeSelect
            label={T.timeDebut}
            data={GRID_TIMES}
            value={slot.time_debut}
            onChange={(e) => set(index, { time_debut: e.currentTarget.value } as Partial<S>)}
          />
          <NativeSelect
            label={T.timeFin}
            data={GRID_TIMES}
            value={slot.time_fin}
            onChange={(e) => set(index, { time_fin: e.currentTarget.value } as Partial<S>)}
            error={errors[`slot.${index}`]}
          />
          <Button
            variant="default"
            aria-label={`${name}${T.removeSlot(index + 1)}`}
            onClick={() => onChange(slots.filter((_, i) => i !== index))}
          >
            {T.remove}
          </Button>
        </Group>
      ))}
      <Button variant="light" onClick={() => onChange([...slots, newSlot()])}>
        {T.addSlot}
      </Button>
    </Stack>
  );
}

/** The weekly slots of a recurring schedule: day, start and end on the half-hour grid. */
function WeeklySlotsFields(props: SlotFieldsProps<WeeklySlot>) {
  return (
    <SlotRows
      {...props}
      placeField={(slot, set) => (
        <NativeSelect
          label={T.day}
          data={DAY_OPTIONS}
          value={String(slot.day)}
          onChange={(e) => set({ day: Number(e.currentTarget.value) })}
        />
      )}
      newSlot={() => props.slots.at(-1) ?? DEFAULT_WEEKLY_SLOT}
    />
  );
}

/** The dated slots of a one-off schedule: a date, start and end on the half-hour grid. */
function DatedSlotsFields({
  defaultDate,
  ...props
}: SlotFieldsProps<DatedSlot> & {
  /** Date of a new slot when there is none yet. */
  defaultDate?: string;
}) {
  return (
    <SlotRows
      {...props}
      placeField={(slot, set) => (
        <TextInput
          type="date"
          label={T.date}
          value={slot.date}
          onChange={(e) => set({ date: e.currentTarget.value })}
        />
      )}
      newSlot={() => {
        const last = props.slots.at(-1);
        return {
          date: last?.date ?? defaultDate ?? '',
          time_debut: last?.time_debut ?? '09:00',
          time_fin: last?.time_fin ?? '12:00',
        };
      }}
    />
  );
}

/**
 * The slots of the need's kind under their heading (weekly when it recurs, dated when it is
 * one-off), the grid's hint, and the error of the schedule as a whole (`errors.slots`).
 */
export function ScheduleFields({
  frequence,
  slots,
  onChange,
  errors = {},
  name,
}: {
  frequence: BesoinFrequence;
  slots: NeedSlots;
  onChange: (patch: Partial<NeedSlots>) => void;
  errors?: Record<string, string>;
  name?: string;
}) {
  const recurring = frequence === 'recurrent';
  return (
    <>
      <Text fw={600} component="h4" size="md">
        {recurring ? T.slotsRecurrent : T.slotsPonctuel}
      </Text>
      {recurring ? (
        <WeeklySlotsFields
          name={name}
          slots={slots.horaires}
          onChange={(horaires) => onChange({ horaires })}
          errors={errors}
        />
      ) : (
        <DatedSlotsFields
          name={name}
          slots={slots.creneaux}
          onChange={(creneaux) => onChange({ creneaux })}
          errors={errors}
        />
      )}
      <Text size="sm" c="dimmed">
        {T.gridHint}
      </Text>
      {errors.slots ? (
        <Text c="red.9" size="sm" role="alert">
          {errors.slots}
        </Text>
      ) : null}
    </>
  );
}
