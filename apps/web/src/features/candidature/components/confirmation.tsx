import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { skillLabel } from '@maisonnee/domain';
import { useState } from 'react';
import { PointsMap } from '../../../components/map/index.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useDeclareCandidatureInteret } from '../api/declare-candidature-interet.ts';
import { useAnnoncesPubliques, type AnnoncePublique } from '../api/list-annonces-publiques.ts';
import { CANDIDATURE_TEXT } from '../text.ts';

const T = CANDIDATURE_TEXT.confirmation;

function AnnonceCard({ annonce, token }: { annonce: AnnoncePublique; token: string | null }) {
  const interet = useDeclareCandidatureInteret();
  const [done, setDone] = useState(false);
  return (
    <Card withBorder component="li" data-testid="candidature-annonce">
      <Stack gap={4}>
        <Text fw={600}>{annonce.titre}</Text>
        <Text size="sm" c="dimmed">
          {skillLabel(annonce.client_besoin_skill_id)} · {annonce.ville} ·{' '}
          {T.kmAway(annonce.distance_km)}
        </Text>
        <Text size="sm">{annonce.description}</Text>
        {done ? (
          <Text size="sm" c="maisonnee.7" role="status">
            {T.interestSent}
          </Text>
        ) : token ? (
          <Button
            type="button"
            variant="light"
            loading={interet.isPending}
            onClick={async () => {
              try {
                await interet.mutateAsync({ application_token: token, annonce_id: annonce.id });
                setDone(true);
              } catch {
                // Shown below.
              }
            }}
          >
            {T.interested}
          </Button>
        ) : null}
        {interet.error ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(interet.error)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** After the send: the confirmation, then the job posts near the candidate's address. */
export function Confirmation({
  token,
  position,
  services,
}: {
  token: string | null;
  position: { lat: number; lng: number } | null;
  services: number[];
}) {
  const annonces = useAnnoncesPubliques(position, services);
  // Job posts are a bonus: an error (or no endpoint yet) shows nothing.
  const list = annonces.data ?? [];
  return (
    <Stack gap="md" data-testid="candidature-confirmation">
      <Alert color="maisonnee" title={T.title} role="status">
        {T.body}
      </Alert>
      {list.length > 0 ? (
        <Stack gap="xs">
          <Title order={3}>{T.annonces}</Title>
          <PointsMap
            label={T.annoncesMap}
            height={260}
            points={list.map((annonce) => ({
              id: annonce.id,
              lat: annonce.lat,
              lng: annonce.lng,
              label: annonce.titre,
            }))}
          />
          <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
            {list.map((annonce) => (
              <AnnonceCard key={annonce.id} annonce={annonce} token={token} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
