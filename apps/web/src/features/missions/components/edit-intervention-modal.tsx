import { Group, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatUtcTime, toIsoDateString } from '@maisonnee/domain';
import { ModalForm, confirmAndClose, type ModalProps } from '../../../components/modal-form.tsx';
import { fieldErrors } from '../../../lib/api-errors.ts';
import { useEditIntervention } from '../api/edit-intervention.ts';
import { HALF_HOUR_TIMES } from '../lib/missions-view.ts';
import { MISSIONS_TEXT } from '../text.ts';

const T = MISSIONS_TEXT.edit;

export function EditInterventionModal({
  intervention,
  ...modal
}: ModalProps & {
  intervention: { id: number; date_debut: string; date_fin: string; commentaire: string | null };
}) {
  const edit = useEditIntervention();
  const form = useForm({
    initialValues: {
      date: toIsoDateString(intervention.date_debut),
      time_debut: formatUtcTime(intervention.date_debut),
      time_fin: formatUtcTime(intervention.date_fin),
      commentaire: intervention.commentaire ?? '',
    },
    validate: {
      date: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : T.required),
      time_fin: (value, values) => (value > values.time_debut ? null : T.order),
    },
  });
  const submit = form.onSubmit((values) =>
    edit.mutate(
      {
        intervention_id: intervention.id,
        date: values.date,
        time_debut: values.time_debut,
        time_fin: values.time_fin,
        commentaire: values.commentaire.trim() || null,
      },
      {
        ...confirmAndClose(T.done, modal.onClose),
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    ),
  );

  return (
    <ModalForm
      {...modal}
      title={T.title}
      submitLabel={T.submit}
      mutation={edit}
      onSubmit={() => submit()}
    >
      <Text size="sm">{MISSIONS_TEXT.cancel.notice}</Text>
      <TextInput type="date" label={T.date} withAsterisk {...form.getInputProps('date')} />
      <Group grow>
        <NativeSelect
          label={T.start}
          data={HALF_HOUR_TIMES.slice(0, -1)}
          {...form.getInputProps('time_debut')}
        />
        <NativeSelect
          label={T.end}
          data={HALF_HOUR_TIMES.slice(1)}
          {...form.getInputProps('time_fin')}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {T.notice}
      </Text>
      <Textarea label={T.commentaire} maxLength={1000} {...form.getInputProps('commentaire')} />
    </ModalForm>
  );
}
