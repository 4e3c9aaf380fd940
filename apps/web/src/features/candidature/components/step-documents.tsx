import { Alert, Button, FileInput, Group, List, Loader, Select, Stack, Text } from '@mantine/core';
import { CANDIDATURE_DOCUMENT_TYPES, DOCUMENT_TYPES } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import type { Candidature } from '../api/get-candidature.ts';
import { useUploadCandidatureDocument } from '../api/upload-candidature-document.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import { StepActions } from './step-actions.tsx';

const T = CANDIDATURE_TEXT.documents;
const TYPES = CANDIDATURE_DOCUMENT_TYPES.map((id) => ({
  value: String(id),
  label: DOCUMENT_TYPES[id],
}));

/** Step 5: documents sent one by one (checked by the API), and the list of those sent. */
export function StepDocuments({
  token,
  documents,
  onNext,
  onBack,
}: {
  token: string | null;
  documents: Candidature['documents'];
  onNext: () => void;
  onBack: () => void;
}) {
  const upload = useUploadCandidatureDocument();
  const [typeId, setTypeId] = useState<string | null>(String(CANDIDATURE_DOCUMENT_TYPES[0]));
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(false);

  async function send() {
    if (!token || !file || !typeId) return;
    setSent(false);
    try {
      await upload.mutateAsync({
        application_token: token,
        document_type_id: Number(typeId),
        file,
      });
      setFile(null);
      setSent(true);
    } catch {
      // The API's French message is shown below.
    }
  }

  function next(event: FormEvent) {
    event.preventDefault();
    onNext();
  }

  return (
    <form onSubmit={next} noValidate data-testid="candidature-step-documents">
      <Stack gap="sm">
        <Text size="sm">{T.help}</Text>
        <Select
          label={T.type}
          data={TYPES}
          value={typeId}
          allowDeselect={false}
          onChange={setTypeId}
        />
        <FileInput
          label={T.file}
          accept="application/pdf,image/jpeg,image/png"
          value={file}
          onChange={(value) => {
            setFile(value);
            setSent(false);
          }}
          clearable
        />
        <Group>
          <Button
            type="button"
            variant="light"
            onClick={send}
            disabled={!file}
            loading={upload.isPending}
          >
            {T.send}
          </Button>
          {upload.isPending ? (
            <Group gap={6} role="status">
              <Loader size="xs" />
              <Text size="sm">{T.sending}</Text>
            </Group>
          ) : null}
        </Group>
        {upload.error ? (
          <Alert color="red" role="alert">
            {errorMessage(upload.error)}
          </Alert>
        ) : null}
        {sent ? (
          <Text size="sm" c="maisonnee.7" role="status">
            {T.sent}
          </Text>
        ) : null}
        <Text fw={600}>{T.list}</Text>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.none}
          </Text>
        ) : (
          <List data-testid="candidature-documents">
            {documents.map((document) => (
              <List.Item key={document.id}>
                {document.document_type} : {document.original_name}
              </List.Item>
            ))}
          </List>
        )}
        <StepActions onBack={onBack} label={T.continue} />
      </Stack>
    </form>
  );
}
