import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { halfHourSlots } from '@maisonnee/domain';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useSaveConge } from '../api/save-conge.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.conge;
const E = AGENT_TEXT.errors;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const TIMES = halfHourSlots();
/** Section 3: an unavailability period's hours default to 08:00. */
const DEFAULT_TIME = '08:00';

/** Leave from a first day and hour to a last day and hour, on the half-hour grid. */
export function CongeForm({ candidatId }: { candidatId: number }) {
  const save = useSaveConge();
  const form = useForm({
    initialValues: {
      debut: '',
      time_debut: DEFAULT_TIME,
      fin: '',
      time_fin: DEFAULT_TIME,
      motif: '',
    },
    validate: {
      debut: (value) => (isDate(value) ? null : E.required),
      fin: (value, values) =>
        !isDate(value)
          ? E.required
          : value < values.debut || (value === values.debut && values.time_fin <= values.time_debut)
            ? E.order
            : null,
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        candidat_id: candidatId,
        debut: values.debut,
        fin: values.fin,
        time_debut: values.time_debut,
        time_fin: values.time_fin,
        motif: values.motif.trim() || null,
      },
      {
        onSuccess: () => {
          form.reset();
          showSuccess(T.done);
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput type="date" label={T.debut} withAsterisk {...form.getInputProps('debut')} />
          <NativeSelect label={T.timeDebut} data={TIMES} {...form.getInputProps('time_debut')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput type="date" label={T.fin} withAsterisk {...form.getInputProps('fin')} />
          <NativeSelect label={T.timeFin} data={TIMES} {...form.getInputProps('time_fin')} />
        </Group>
        <TextInput label={T.motif} maxLength={500} {...form.getInputProps('motif')} />
        <FormError message={errorMessage(save.error)} />
        {save.isSuccess && (
          <div role="status" className="visually-hidden">
            {T.done}
          </div>
        )}
        <Button type="submit" loading={save.isPending}>
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}
