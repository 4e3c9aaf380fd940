import { Alert, Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { formatPlannedTime, skillLabel } from '@maisonnee/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Visite } from '../api/get-agent-journee.ts';
import { JOURNEE_TEXT as T } from '../journee-text.ts';
import { addressLine, directionsUrl } from '../lib/directions.ts';
import { EnRouteButton } from './en-route-button.tsx';
import { RapportVisite } from './rapport-visite.tsx';

/** '08:30' → '8 h 30', as the day reads a time. */
const hourText = (time: string) => {
  const [hour, minute] = time.split(':');
  return `${Number(hour)} h ${minute}`;
};

/** The access instructions and door code, or from when they show. */
function Acces({ visite }: { visite: Visite }) {
  if (visite.acces) {
    const { instructions, code_porte } = visite.acces;
    return (
      <Card withBorder padding="sm" radius="md" bg="var(--mantine-color-gray-0)">
        <Title order={3} size="sm">
          {T.acces.title}
        </Title>
        {!instructions && !code_porte && <Text size="sm">{T.acces.none}</Text>}
        {instructions && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {instructions}
          </Text>
        )}
        {code_porte && (
          <Text size="sm">
            {T.acces.code} : <strong>{code_porte}</strong>
          </Text>
        )}
      </Card>
    );
  }
  if (!visite.acces_disponible_a) return null;
  return (
    <Text size="sm" c="dimmed">
      {T.acces.later(hourText(formatPlannedTime(visite.acces_disponible_a)))}
    </Text>
  );
}

/**
 * What the agent's day adds to a visit's card (issue 25, point 4): the service, the directions
 * link, the access instructions in their window, the tasks, « En route », the visit report once
 * the visit is over, and the mission's liaison notebook.
 */
export function VisiteDetails({ visite, now }: { visite: Visite; now: Date }) {
  const queryClient = useQueryClient();
  const address = addressLine(visite.client);
  const directions = directionsUrl(visite.client);
  const needsRapport = visite.statut === 'terminee' && !visite.rapport_envoye;
  return (
    <Stack gap={6}>
      {visite.skill_id !== null && <Text size="sm">{T.service(skillLabel(visite.skill_id))}</Text>}
      {directions && (
        <Anchor
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          aria-label={T.directionsLabel(address || T.directions)}
        >
          {T.directions}
        </Anchor>
      )}
      <Acces visite={visite} />
      {visite.taches.length > 0 && (
        <Stack gap={2}>
          <Title order={3} size="sm">
            {T.taches}
          </Title>
          <List size="sm">
            {visite.taches.map((tache) => (
              <List.Item key={tache.id}>{tache.libelle}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <EnRouteButton visite={visite} now={now} />
      {needsRapport && (
        <RapportVisite
          interventionId={visite.id}
          taches={visite.taches}
          onSent={() => void queryClient.invalidateQueries({ queryKey: ['agent', 'journee'] })}
        />
      )}
      {visite.statut === 'terminee' && visite.rapport_envoye && (
        <Alert color="gray" variant="light" p="xs">
          {T.rapportEnvoye}
        </Alert>
      )}
      {visite.mission_id !== null && (
        <Anchor component={Link} to={`/cahier/${visite.mission_id}`} size="sm">
          {T.cahier}
        </Anchor>
      )}
    </Stack>
  );
}
