import { NativeSelect, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormSubmit } from '../../../components/form-error.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useSaveAbsence } from '../api/save-absence.ts';
import { useSaveAbsenceJustificatif } from '../api/save-absence-justificatif.ts';
import { AGENT_TEXT } from '../text.ts';
import { FileField } from './file-field.tsx';
import { EMPTY_PERIOD, PERIOD_VALIDATION, PeriodFields } from './period-fields.tsx';
import { useChosenFile } from './use-chosen-file.ts';

const T = AGENT_TEXT.absence;
type Motif = keyof typeof T.motifs;

/** An absence, then its justification (multipart) when a file is chosen. */
export function AbsenceForm({ candidatId }: { candidatId: number }) {
  const save = useSaveAbsence();
  const upload = useSaveAbsenceJustificatif();
  const { file, fileError, choose, inputKey, clear } = useChosenFile();
  const form = useForm({
    initialValues: { ...EMPTY_PERIOD, motif: 'maladie' as Motif, commentaire: '' },
    validate: PERIOD_VALIDATION,
  });

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
      clear();
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
        <PeriodFields form={form} text={T} />
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
