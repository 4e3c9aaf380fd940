import { Group, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { halfHourSlots } from '@maisonnee/domain';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormSubmit } from '../../../components/form-error.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useSaveAbsence } from '../api/save-absence.ts';
import { useSaveAbsenceJustificatif } from '../api/save-absence-justificatif.ts';
import { checkUpload } from '../lib/pointage.ts';
import { AGENT_TEXT } from '../text.ts';
import { FileField } from './file-field.tsx';

const T = AGENT_TEXT.absence;
const E = AGENT_TEXT.errors;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const TIMES = halfHourSlots();
const DEFAULT_TIME = '08:00';
type Motif = keyof typeof T.motifs;

/** An absence, then its justification (multipart) when a file is chosen. */
export function AbsenceForm({ candidatId }: { candidatId: number }) {
  const save = useSaveAbsence();
  const upload = useSaveAbsenceJustificatif();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const form = useForm({
    initialValues: {
      debut: '',
      fin: '',
      // Section 3: an unavailability period's hours default to 08:00.
      time_debut: DEFAULT_TIME,
      time_fin: DEFAULT_TIME,
      motif: 'maladie' as Motif,
      commentaire: '',
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

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? checkUpload(chosen) : null;
    setFileError(problem === 'type' ? E.fileType : problem === 'size' ? E.fileSize : null);
  };

  const submit = form.onSubmit(async (values) => {
    if (fileError) return;
    try {
      const absence = await save.mutateAsync({
        candidat_id: candidatId,
        debut: values.debut,
        fin: values.fin,
        time_debut: values.time_debut,
        time_fin: values.time_fin,
        motif: values.motif,
        commentaire: values.commentaire.trim() || null,
      });
      if (file) await upload.mutateAsync({ absence_id: absence.id, file });
      form.reset();
      setFile(null);
      setInputKey((key) => key + 1);
      showSuccess(file ? T.doneWithFile : T.done);
    } catch (error) {
      form.setErrors(fieldErrors(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label={T.motif}
          data={Object.entries(T.motifs).map(([value, label]) => ({ value, label }))}
          {...form.getInputProps('motif')}
        />
        <Group grow align="flex-start">
          <TextInput type="date" label={T.debut} withAsterisk {...form.getInputProps('debut')} />
          <NativeSelect label={T.timeDebut} data={TIMES} {...form.getInputProps('time_debut')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput type="date" label={T.fin} withAsterisk {...form.getInputProps('fin')} />
          <NativeSelect label={T.timeFin} data={TIMES} {...form.getInputProps('time_fin')} />
        </Group>
        <Textarea label={T.commentaire} maxLength={2000} {...form.getInputProps('commentaire')} />
        <FileField
          label={T.file}
          description={T.fileHint}
          error={fileError}
          onChange={choose}
          inputKey={inputKey}
        />
        <FormSubmit
          label={T.submit}
          pending={save.isPending || upload.isPending}
          error={save.error ?? upload.error}
          size="sm"
        />
      </Stack>
    </form>
  );
}
