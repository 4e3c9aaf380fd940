import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { halfHourSlots } from '@maisonnee/domain';
import { Fragment, type ReactNode } from 'react';
import type { BesoinFrequence } from '@maisonnee/domain';
import {
  DEFAULT_WEEKLY_SLOT,
  type DatedSlot,
  type NeedSlots,
  type WeeklySlot,
} from './schedule.ts';
import { NEED_SCHEDULE_TEXT as T } from './text.ts';
import { WeeklySlotRow } from '../../weekly-slot-row.tsx';

/** Only times of the half-hour grid can be chosen (a select, never a free time field). */
export const GRID_TIMES = halfHourSlots();

interface SlotFieldsProps<S> {
  slots: readonly S[];
  onChange: (slots: S[]) => void;
  errors?: Record<string, string>;
  /** Prefix of the accessible names, so that several schedules on a page stay distinct. */
  name?: string;
}

/** What a row needs: its slot, its number, the change of its fields and its removal. */
interface SlotRowProps<S> {
  slot: S;
  index: number;
  set: (patch: Partial<S>) => void;
  remove: () => void;
}

/** Rows of slots, each as `row` draws it, then a button to add a slot like the last one. */
function SlotRows<S>({
  slots,
  onChange,
  row,
  newSlot,
}: Pick<SlotFieldsProps<S>, 'slots' | 'onChange'> & {
  row: (props: SlotRowProps<S>) => ReactNode;
  newSlot: () => S;
}) {
  const set = (index: number, patch: Partial<S>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <Stack gap="xs">
      {slots.map((slot, index) => (
        <Fragment key={index}>
          {row({
            slot,
            index,
            set: (patch) => set(index, patch),
            remove: () => onChange(slots.filter((_, i) => i !== index)),
          })}
        </Fragment>
      ))}
      <Button variant="light" onClick={() => onChange([...slots, newSlot()])}>
        {T.addSlot}
      </Button>
    </Stack>
  );
}

/** The weekly slots of a recurring schedule: day, start and end on the half-hour grid. */
function WeeklySlotsFields({
  slots,
  onChange,
  errors = {},
  name = '',
}: SlotFieldsProps<WeeklySlot>) {
  return (
    <SlotRows
      slots={slots}
      onChange={onChange}
      row={({ slot, index, set, remove }) => (
        <WeeklySlotRow
          slot={slot}
          onChange={set}
          onRemove={remove}
          label={`${name}${T.slotGroup(index + 1)}`}
          text={T}
          removeLabel={`${name}${T.removeSlot(index + 1)}`}
          removeText={T.remove}
          error={errors[`slot.${index}`]}
        />
      )}
      newSlot={() => slots.at(-1) ?? DEFAULT_WEEKLY_SLOT}
    />
  );
}

/** The dated slots of a one-off schedule: a date, start and end on the half-hour grid. */
function DatedSlotsFields({
  slots,
  onChange,
  errors = {},
  name = '',
  defaultDate,
}: SlotFieldsProps<DatedSlot> & {
  /** Date of a new slot when there is none yet. */
  defaultDate?: string;
}) {
  return (
    <SlotRows
      slots={slots}
      onChange={onChange}
      row={({ slot, index, set, remove }) => (
        <Group
          gap="xs"
          align="flex-end"
          wrap="wrap"
          role="group"
          aria-label={`${name}${T.slotGroup(index + 1)}`}
        >
          <TextInput
            type="date"
            label={T.date}
            value={slot.date}
            onChange={(e) => set({ date: e.currentTarget.value })}
          />
          <NativeSelect
            label={T.timeDebut}
            data={GRID_TIMES}
            value={slot.time_debut}
            onChange={(e) => set({ time_debut: e.currentTarget.value })}
          />
          <NativeSelect
            label={T.timeFin}
            data={GRID_TIMES}
            value={slot.time_fin}
            onChange={(e) => set({ time_fin: e.currentTarget.value })}
            error={errors[`slot.${index}`]}
          />
          <Button
            variant="default"
            aria-label={`${name}${T.removeSlot(index + 1)}`}
            onClick={remove}
          >
            {T.remove}
          </Button>
        </Group>
      )}
      newSlot={() => {
        const last = slots.at(-1);
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
