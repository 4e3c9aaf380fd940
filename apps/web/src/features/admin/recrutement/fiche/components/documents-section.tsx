import { Button, Input, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  AGENT_DOCUMENT_TYPES_BY_AGENCY,
  DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  formatInstantDate,
  formatInstantParis,
} from '@maisonnee/domain';
import { useId, useState, type FormEvent } from 'react';
import { DocumentRows } from '../../../../../components/back-office/document-rows.tsx';
import { FormError } from '../../../../../components/form-error.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { formatDate } from '../../../../../lib/format.ts';
import { showSuccess } from '../../../../../lib/toast.ts';
import {
  useCandidatDocuments,
  useDeleteCandidatDocument,
  useUploadCandidatDocument,
  type CandidatDocument,
} from '../api/candidat-documents.ts';
import type { Candidat } from '../api/get-candidat.ts';
import { useSaveCandidat } from '../api/save-candidat.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { PartStatus } from './fact.tsx';

const UPLOAD_ACCEPT = 'application/pdf,image/jpeg,image/png';

const UPLOAD_TYPE_OPTIONS = AGENT_DOCUMENT_TYPES_BY_AGENCY.map((id) => ({
  value: String(id),
  label: DOCUMENT_TYPES[id],
}));

/** What a document is called on the file: its label, else its type and file name. */
export function documentName(document: CandidatDocument): string {
  return document.libelle || `${document.document_type} (${document.original_name})`;
}

/** The candidate's documents: open, delete, file one for them, and mark them checked. */
export function DocumentsSection({ candidat, canEdit }: { candidat: Candidat; canEdit: boolean }) {
  const documents = useCandidatDocuments(candidat.id);
  return (
    <Stack gap="md">
      <PartStatus query={documents} />
      {documents.data ? (
        <DocumentList documents={documents.data} candidatId={candidat.id} canEdit={canEdit} />
      ) : null}
      <VerificationLine candidat={candidat} canEdit={canEdit} />
      {canEdit ? <UploadForm candidatId={candidat.id} /> : null}
    </Stack>
  );
}

/** A candidate's document: its type and date, and when it was signed (a contract). */
function documentDetail(document: CandidatDocument): string {
  const date = document.date_document
    ? formatDate(document.date_document)
    : formatInstantDate(document.created_at);
  const signed = document.signe_at ? ` · ${T.signedOn(formatInstantDate(document.signe_at))}` : '';
  return `${document.document_type} · ${date}${signed}`;
}

function DocumentList({
  documents,
  candidatId,
  canEdit,
}: {
  documents: CandidatDocument[];
  candidatId: number;
  canEdit: boolean;
}) {
  const remove = useDeleteCandidatDocument(candidatId);
  return (
    <DocumentRows
      documents={documents}
      nameOf={documentName}
      detailOf={documentDetail}
      remove={canEdit ? remove : undefined}
    />
  );
}

/** When the recruiter last checked the documents, and the button that says they did. */
function VerificationLine({ candidat, canEdit }: { candidat: Candidat; canEdit: boolean }) {
  const save = useSaveCandidat(candidat);
  return (
    <Stack gap="xs">
      <Text fz="sm">
        {candidat.documents_verifies_at
          ? T.documentsVerifiesOn(formatInstantParis(candidat.documents_verifies_at))
          : T.documentsNotVerified}
      </Text>
      {canEdit ? (
        <Button
          variant="light"
          w="fit-content"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { documents_verifies: true },
              { onSuccess: () => showSuccess(T.documentsVerifiesSaved) },
            )
          }
        >
          {T.documentsVerifies}
        </Button>
      ) : null}
      <FormError message={save.isError ? errorMessage(save.error) : null} />
    </Stack>
  );
}

function UploadForm({ candidatId }: { candidatId: number }) {
  const upload = useUploadCandidatDocument(candidatId);
  const fileId = useId();
  const [typeId, setTypeId] = useState(String(DOCUMENT_TYPE.FICHE_PAIE));
  const [libelle, setLibelle] = useState('');
  const [month, setMonth] = useState('');
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [errors, setErrors] = useState<{ file?: string; month?: string }>({});
  const isFichePaie = Number(typeId) === DOCUMENT_TYPE.FICHE_PAIE;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: { file?: string; month?: string } = {};
    if (!file) found.file = T.uploadFileRequired;
    if (isFichePaie && !/^\d{4}-\d{2}$/.test(month)) found.month = T.uploadMonthRequired;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    upload.mutate(
      {
        candidat_id: candidatId,
        document_type_id: Number(typeId),
        libelle: libelle.trim() || undefined,
        date_document: isFichePaie ? `${month}-01` : date || undefined,
        file,
      },
      {
        onSuccess: () => {
          showSuccess(T.uploaded);
          setLibelle('');
          setMonth('');
          setDate('');
          setFile(null);
          setInputKey((key) => key + 1);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={T.uploadTitle}>
      <Stack gap="sm">
        <Title order={4} fz="md">
          {T.uploadTitle}
        </Title>
        <Select
          label={T.uploadType}
          data={UPLOAD_TYPE_OPTIONS}
          value={typeId}
          onChange={(value) => value && setTypeId(value)}
          allowDeselect={false}
        />
        {isFichePaie ? (
          <TextInput
            type="month"
            label={T.uploadMonth}
            withAsterisk
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
            error={errors.month}
          />
        ) : (
          <TextInput
            type="date"
            label={T.uploadDate}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
        )}
        <TextInput
          label={T.uploadLibelle}
          value={libelle}
          maxLength={200}
          onChange={(event) => setLibelle(event.currentTarget.value)}
        />
        <Input.Wrapper
          id={fileId}
          label={T.uploadFile}
          withAsterisk
          description={T.uploadFileHint}
          error={errors.file}
        >
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-invalid={errors.file ? true : undefined}
            style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </Input.Wrapper>
        <FormError message={upload.isError ? errorMessage(upload.error) : null} />
        <Button type="submit" loading={upload.isPending} w="fit-content">
          {T.uploadSubmit}
        </Button>
      </Stack>
    </form>
  );
}
