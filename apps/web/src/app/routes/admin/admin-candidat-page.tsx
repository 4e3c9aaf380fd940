import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CandidatFiche } from '../../../features/admin/recrutement/fiche/components/candidat-fiche.tsx';
import { FICHE_TEXT as T } from '../../../features/admin/recrutement/fiche/text.ts';

/** A plain positive integer from the URL, else null. */
function readId(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /admin/recrutement/candidats/:id (plain id): the candidate's file. */
export function AdminCandidatPage() {
  const { id } = useParams();
  const candidatId = readId(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/recrutement/candidats" fz="sm">
        {T.back}
      </Anchor>
      {candidatId === null ? (
        <Alert color="red" role="alert">
          {T.badId}
        </Alert>
      ) : (
        <CandidatFiche key={candidatId} candidatId={candidatId} />
      )}
    </Stack>
  );
}
