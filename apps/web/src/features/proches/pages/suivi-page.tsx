import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { ApiError } from '../../../lib/http.ts';
import { useSuivi } from '../api/get-suivi.ts';
import { FoyerSuivi } from '../components/foyer-suivi.tsx';
import { PROCHES_TEXT } from '../text.ts';

const T = PROCHES_TEXT.suivi;

/**
 * /suivi: the relative's own view (docs/proches.md): each household followed, its next visits and
 * their state, its notebooks; the notifications are the app's own page. A removed access answers
 * 403 with the API's French reason.
 */
export function SuiviPage() {
  const suivi = useSuivi();
  const refused = suivi.error instanceof ApiError && suivi.error.status === 403;
  return (
    <Stack gap="md">
      <Title order={1}>{T.title}</Title>
      <Text>{T.intro}</Text>
      {suivi.isPending ? <PageLoader /> : null}
      {suivi.isError ? (
        <FormError message={refused ? errorMessage(suivi.error) : T.loadError} />
      ) : null}
      {suivi.data?.map((foyer) => (
        <FoyerSuivi key={foyer.client_id} foyer={foyer} />
      ))}
      <Anchor component={Link} to="/notifications">
        {T.notifications}
      </Anchor>
    </Stack>
  );
}
