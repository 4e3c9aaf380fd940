import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useSaveConge } from '../api/save-conge.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.conge;
const E = AGENT_TEXT.errors;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Leave is asked for whole days (the API keeps days only). */
export function CongeForm({ candidatId }: { candidatId: number }) {
  const save = useSaveConge();
  const form = useForm({
    initialValues: { debut: '', fin: '', motif: '' },
    validate: {
      debut: (value) => (isDate(value) ? null : E.required),
      fin: (value, values) => (!isDate(value) ? E.required : value < values.debut ? E.order : null),
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        candidat_id: candidatId,
        debut: values.debut,
        fin: values.fin,
        time_debut: '00:00',
        time_fin: '24:00',
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
        <TextInput type="date" label={T.debut} withAsterisk {...form.getInputProps('debut')} />
        <TextInput type="date" label={T.fin} withAsterisk {...form.getInputProps('fin')} />
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
