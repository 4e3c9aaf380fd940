import {
  Button,
  Input,
  NativeSelect,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DOCUMENT_TYPES } from '@maisonnee/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { ApiError } from '../../../lib/http.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useUploadClientDocument } from '../api/client-documents.ts';
import { checkUpload, CLIENT_UPLOAD_TYPES, UPLOAD_ACCEPT } from '../lib/upload.ts';
import { DOCUMENTS_TEXT } from '../text.ts';

const T = DOCUMENTS_TEXT.upload;

function uploadMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 413) return T.tooLarge;
  if (error instanceof ApiError && error.status === 415) return T.unsupported;
  return errorMessage(error);
}

/**
 * A client files one of its papers: its kind, an optional label and date, the file (PDF, JPEG,
 * PNG, 10 MB at most, checked before it is sent).
 */
export function UploadDocumentForm({ clientId }: { clientId: number }) {
  const upload = useUploadClientDocument(clientId);
  const id = useId();
  const [type, setType] = useState('');
  const [libelle, setLibelle] = useState('');
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
    const problem = chosen ? checkUpload(chosen) : null;
    setFileError(problem === 'type' ? T.fileType : problem === 'size' ? T.fileSize : null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missingType = type ? null : T.typeRequired;
    const problem = file ? checkUpload(file) : null;
    const badFile = !file
      ? T.fileRequired
      : problem === 'type'
        ? T.fileType
        : problem === 'size'
          ? T.fileSize
          : null;
    setTypeError(missingType);
    setFileError(badFile);
    if (missingType || badFile || !file) return;
    upload.mutate(
      {
        client_id: clientId,
        document_type_id: Number(type),
        libelle: libelle || undefined,
        date_document: date || undefined,
        file,
      },
      {
        onSuccess: () => {
          showSuccess(T.done);
          setType('');
          setLibelle('');
          setDate('');
          setFile(null);
          setInputKey((key) => key + 1);
        },
      },
    );
  };

  const fileId = `${id}-file`;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`${id}-title`}>
          {T.title}
        </Title>
        <NativeSelect
          label={T.type}
          withAsterisk
          value={type}
          error={typeError}
          onChange={(event) => {
            setType(event.currentTarget.value);
            setTypeError(null);
          }}
          data={[
            { value: '', label: T.typePlaceholder },
            ...CLIENT_UPLOAD_TYPES.map((typeId) => ({
              value: String(typeId),
              label: DOCUMENT_TYPES[typeId],
            })),
          ]}
        />
        <TextInput
          label={T.libelle}
          maxLength={200}
          value={libelle}
          onChange={(event) => setLibelle(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={T.date}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <Input.Wrapper
          id={fileId}
          label={T.file}
          withAsterisk
          description={<span id={`${fileId}-hint`}>{T.fileHint}</span>}
          error={fileError ? <span id={`${fileId}-error`}>{fileError}</span> : undefined}
        >
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept={UPLOAD_ACCEPT}
            required
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[`${fileId}-hint`, fileError ? `${fileId}-error` : null]
              .filter(Boolean)
              .join(' ')}
            style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          />
        </Input.Wrapper>
        {upload.isPending && (
          <Stack gap={4} role="status">
            <Text size="sm">{T.sending}</Text>
            <Progress value={100} animated striped aria-label={T.sending} />
          </Stack>
        )}
        <FormError message={uploadMessage(upload.error)} />
        <Button type="submit" loading={upload.isPending}>
          {T.submit}
        </Button>
      </Stack>
    </form>
  );
}
