import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/http.ts';
import { useIntervenantProfil } from '../api/get-intervenant-profil.ts';
import { IntervenantProfilView } from '../components/intervenant-profil-view.tsx';
import { MesIntervenants } from '../components/mes-intervenants.tsx';
import { PreferenceActions } from '../components/preference-actions.tsx';
import { INTERVENANTS_TEXT } from '../text.ts';

const T = INTERVENANTS_TEXT.profil;

/** A whole positive number from the route, null otherwise. */
function readId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The profile of an agent planned or proposed for the family (issue 25, point 3): who they are,
 * what other families say, and the family's choice about them; then the family's other agents.
 */
export function IntervenantProfilPage() {
  const candidatId = readId(useParams().candidatId);
  const query = useIntervenantProfil(candidatId);
  const back = (
    <Anchor component={Link} to="/missions" size="sm">
      ← {T.back}
    </Anchor>
  );

  if (candidatId === null || query.isError) {
    const notFound =
      candidatId === null ||
      (query.error instanceof ApiError && [403, 404].includes(query.error.status));
    return (
      <Stack gap="md">
        {back}
        <Alert color={notFound ? 'orange' : 'red'} role="alert">
          {notFound ? T.notFound : T.error}
        </Alert>
        <MesIntervenants />
      </Stack>
    );
  }
  if (!query.data) return <PageLoader active={query.isPending} />;

  const profil = query.data;
  return (
    <Stack gap="lg" maw={640}>
      {back}
      <IntervenantProfilView profil={profil} actions={<PreferenceActions profil={profil} />} />
      <MesIntervenants exceptId={profil.id} />
    </Stack>
  );
}
