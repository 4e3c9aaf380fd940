import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { DAY_SHORT_NAMES, isIsoDay, skillLabel } from '@maisonnee/domain';
import { useState } from 'react';
import { PointsMap } from '../../../components/map/index.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useReglesAgence } from '../../../hooks/use-regles-agence.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { useDeclareAnnonceInteret } from '../api/declare-annonce-interet.ts';
import { useJobArround, type AnnonceProche } from '../api/get-job-arround.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.annonces;
const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The radii the agent may choose (km), with the agency's default radius (`rayon_recherche_km`). */
export const RAYONS_KM = [5, 10, 20, 50] as const;

/** The radii offered: RAYONS_KM and the agency's default radius, in order. */
const rayonsOf = (defaultKm: number) =>
  [...new Set<number>([...RAYONS_KM, defaultKm])].sort((a, b) => a - b);

const decimal = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');

/** The weekly hours of a post, as "Lun. 09:00-12:00, Jeu. 14:00-16:00". */
function horairesText(annonce: AnnonceProche): string {
  return annonce.horaires
    .map((h) => `${isIsoDay(h.day) ? DAY_SHORT_NAMES[h.day] : ''} ${h.time_debut}-${h.time_fin}`)
    .join(', ');
}

/** "Je suis intéressé(e)": once sent (or already sent before: 409), it says so instead. */
function InteretButton({ annonce }: { annonce: AnnonceProche }) {
  const interet = useDeclareAnnonceInteret();
  const [state, setState] = useState<'sent' | 'already' | null>(null);
  if (state)
    return (
      <Text size="sm" role="status" c={state === 'sent' ? 'green.8' : undefined}>
        {state === 'sent' ? T.sent : T.already}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Group>
        <Button
          size="sm"
          loading={interet.isPending}
          aria-label={T.interestLabel(annonce.titre)}
          onClick={() =>
            interet.mutate(
              { annonce_id: annonce.id },
              {
                onSuccess: () => setState('sent'),
                onError: (error) => {
                  if (error instanceof ApiError && error.code === 'ALREADY_INTERESTED')
                    setState('already');
                },
              },
            )
          }
        >
          {T.interest}
        </Button>
      </Group>
      {interet.isError &&
      !(interet.error instanceof ApiError && interet.error.code === 'ALREADY_INTERESTED') ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(interet.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function AnnonceCard({ annonce }: { annonce: AnnonceProche }) {
  const horaires = horairesText(annonce);
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="md">
            {annonce.titre}
          </Title>
          <Badge variant="light">{T.distance(decimal(annonce.distance_km))}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            skillLabel(annonce.client_besoin_skill_id),
            `${annonce.codep} ${annonce.ville}`,
            annonce.is_ponctuel ? T.ponctuel : T.regulier,
            T.from(formatDate(annonce.date_debut)),
            annonce.nb_heures_semaine ? T.heures(decimal(annonce.nb_heures_semaine)) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {horaires ? <Text size="sm">{horaires}</Text> : null}
        {annonce.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {annonce.description}
          </Text>
        ) : null}
        <InteretButton annonce={annonce} />
      </Stack>
    </Card>
  );
}

/** Active job posts around the agent, as a list and on a map, within a chosen radius. */
export function AnnoncesProches() {
  // The agency's default radius until the agent chooses another.
  const defaultRayon = useReglesAgence().rayon_recherche_km;
  const [chosenRayon, setRayon] = useState<number | null>(null);
  const rayon = chosenRayon ?? defaultRayon;
  const annonces = useJobArround(rayon);
  return (
    <Stack gap="sm">
      <Text c="dimmed">{T.intro}</Text>
      <NativeSelect
        label={T.radius}
        value={String(rayon)}
        onChange={(event) => setRayon(Number(event.currentTarget.value))}
        data={rayonsOf(defaultRayon).map((km) => ({
          value: String(km),
          label: T.radiusOption(km),
        }))}
        maw={220}
      />
      {annonces.isPending ? (
        <PageLoader active />
      ) : annonces.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(annonces.error) ?? T.loadError}
        </Alert>
      ) : annonces.data.length === 0 ? (
        <Text>{T.empty(rayon)}</Text>
      ) : (
        <>
          <PointsMap
            label={T.mapLabel}
            height={280}
            points={annonces.data.map((annonce) => ({
              id: annonce.id,
              lat: annonce.lat,
              lng: annonce.lng,
              label: annonce.titre,
            }))}
          />
          <Stack component="ul" gap="sm" style={listStyle}>
            {annonces.data.map((annonce) => (
              <AnnonceCard key={annonce.id} annonce={annonce} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
