import { Card, Stack, Text } from '@mantine/core';
import { FormSubmit } from '../../../components/form-error.tsx';
import { formatDate } from '../../../lib/format.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useAbsencesAgent, type AbsencesAgent } from '../api/get-absences-agent.ts';
import { useSaveAbsenceJustificatif } from '../api/save-absence-justificatif.ts';
import { AGENT_TEXT } from '../text.ts';
import { DeclaredList } from './declared-list.tsx';
import { FileField } from './file-field.tsx';
import { useChosenFile } from './use-chosen-file.ts';

const T = AGENT_TEXT.absence;
const E = AGENT_TEXT.errors;

type Absence = AbsencesAgent['absences'][number];

function period(absence: Absence): string {
  const from = formatDate(absence.debut);
  const to = formatDate(absence.fin);
  return from === to ? from : `${from} au ${to}`;
}

/** A declared absence; a justification can still be sent while none was received. */
function AbsenceItem({ absence }: { absence: Absence }) {
  const upload = useSaveAbsenceJustificatif();
  const { file, fileError, setFileError, choose } = useChosenFile();
  const label = T.addFile(period(absence));

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(E.required);
      return;
    }
    if (fileError) return;
    upload.mutate({ absence_id: absence.id, file }, { onSuccess: () => showSuccess(T.fileSent) });
  };

  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <Stack gap={6}>
        <Text fw={600}>
          {period(absence)} · {T.motifs[absence.motif]}
        </Text>
        {absence.justificatif_document_id !== null ? (
          <Text size="sm">{T.justified}</Text>
        ) : (
          <form onSubmit={send} noValidate>
            <Stack gap="xs">
              <FileField
                label={label}
                description={T.fileHint}
                error={fileError}
                onChange={choose}
              />
              <FormSubmit
                label={T.sendFile}
                pending={upload.isPending}
                error={upload.error}
                variant="outline"
                size="sm"
              />
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

export function AbsencesList({ candidatId }: { candidatId: number }) {
  const absences = useAbsencesAgent(candidatId);
  const list = absences.data?.absences ?? [];
  if (list.length === 0) return null;
  return (
    <DeclaredList title={T.list}>
      {list.map((absence) => (
        <AbsenceItem key={absence.id} absence={absence} />
      ))}
    </DeclaredList>
  );
}
