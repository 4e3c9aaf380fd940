import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { halfHourSlots } from '@maisonnee/domain';
import { AGENT_TEXT } from '../text.ts';

const E = AGENT_TEXT.errors;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const TIMES = halfHourSlots();
/** Section 3: an unavailability period's hours default to 08:00. */
const DEFAULT_TIME = '08:00';

/** An unavailability (leave, absence) from a first day and hour to a last day and hour. */
export interface PeriodValues {
  debut: string;
  time_debut: string;
  fin: string;
  time_fin: string;
}

export const EMPTY_PERIOD: PeriodValues = {
  debut: '',
  time_debut: DEFAULT_TIME,
  fin: '',
  time_fin: DEFAULT_TIME,
};

/** Both days required; the last one after the first (on the same day, a later hour). */
export const PERIOD_VALIDATION = {
  debut: (value: string) => (isDate(value) ? null : E.required),
  fin: (value: string, values: PeriodValues) =>
    !isDate(value)
      ? E.required
      : value < values.debut || (value === values.debut && values.time_fin <= values.time_debut)
        ? E.order
        : null,
};

/** The first day and hour, then the last ones, on the half-hour grid. */
export function PeriodFields<Values extends PeriodValues>({
  form,
  text,
}: {
  form: UseFormReturnType<Values>;
  text: { debut: string; timeDebut: string; fin: string; timeFin: string };
}) {
  // Mantine's form is generic over the whole values object; these paths exist on every Values.
  const period = form as unknown as UseFormReturnType<PeriodValues>;
  return (
    <>
      <Group grow align="flex-start">
        <TextInput type="date" label={text.debut} withAsterisk {...period.getInputProps('debut')} />
        <NativeSelect label={text.timeDebut} data={TIMES} {...period.getInputProps('time_debut')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput type="date" label={text.fin} withAsterisk {...period.getInputProps('fin')} />
        <NativeSelect label={text.timeFin} data={TIMES} {...period.getInputProps('time_fin')} />
      </Group>
    </>
  );
}
