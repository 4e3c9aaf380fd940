import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useSaveDemission } from '../api/save-demission.ts';
import { AGENT_TEXT } from '../text.ts';
import { FileField } from './file-field.tsx';
import { useChosenFile } from './use-chosen-file.ts';

const T = AGENT_TEXT.demission;
const E = AGENT_TEXT.errors;

/** The resignation: the letter is required (multipart `file` part). */
export function DemissionForm({ candidatId }: { candidatId: number }) {
  const save = useSaveDemission();
  const { file, fileError, setFileError, choose, inputKey, clear } = useChosenFile();
  const form = useForm({
    initialValues: { date_effet: '', motif: '' },
    validate: {
      date_effet: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : E.required),
    },
  });

  const send = form.onSubmit((values) => {
    if (!file || fileError) return;
    save.mutate(
      { candidat_id: candidatId, date_effet: values.date_effet, motif: values.motif, file },
      {
        onSuccess: () => {
          form.reset();
          clear();
          showSuccess(T.done);
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          form.setErrors(fields);
          if (fields.file) setFileError(fields.file);
        },
      },
    );
  });

  // The missing letter is reported with the other fields, not after them.
  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    if (!file) setFileError(E.fileRequired);
    send(event);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="date"
          label={T.dateEffet}
          withAsterisk
          {...form.getInputProps('date_effet')}
        />
        <Textarea label={T.motif} maxLength={2000} {...form.getInputProps('motif')} />
        <FileField
          label={T.file}
          description={T.fileHint}
          error={fileError}
          required
          onChange={choose}
          inputKey={inputKey}
        />
        <FormError message={errorMessage(save.error)} />
        {save.isSuccess && <div role="status">{T.done}</div>}
        <Button type="submit" color="red.9" loading={save.isPending}>
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}
