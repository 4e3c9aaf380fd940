import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useSaveConge } from '../api/save-conge.ts';
import { AGENT_TEXT } from '../text.ts';
import { EMPTY_PERIOD, PERIOD_VALIDATION, PeriodFields } from './period-fields.tsx';

const T = AGENT_TEXT.conge;

/** Leave from a first day and hour to a last day and hour, on the half-hour grid. */
export function CongeForm({ candidatId }: { candidatId: number }) {
  const save = useSaveConge();
  const form = useForm({
    initialValues: { ...EMPTY_PERIOD, motif: '' },
    validate: PERIOD_VALIDATION,
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
        <PeriodFields form={form} text={T} />
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
