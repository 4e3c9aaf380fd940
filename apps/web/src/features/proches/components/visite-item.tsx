import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatInstantTime, formatInterventionDate } from '@maisonnee/domain';
import type { SuiviVisite } from '../api/get-suivi.ts';
import { PROCHES_TEXT } from '../text.ts';

const T = PROCHES_TEXT.suivi;

const ETAT_COLOR: Record<SuiviVisite['etat'], string> = {
  planifiee: 'blue',
  en_route: 'orange',
  arrivee: 'green',
  terminee: 'gray',
  annulee: 'red',
};

/** One visit: when (planned times, read as written), what, who, and its state. */
export function VisiteItem({ visite }: { visite: SuiviVisite }) {
  const arrivee =
    visite.etat === 'en_route' && visite.arrivee_estimee_at
      ? T.arriveeVers(formatInstantTime(visite.arrivee_estimee_at))
      : null;
  return (
    <li>
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{formatInterventionDate(visite.date_debut, visite.date_fin)}</Text>
          <Badge
            color={ETAT_COLOR[visite.etat]}
            variant="light"
            c="dark.9"
            style={{ flexShrink: 0 }}
          >
            {T.etat[visite.etat]}
          </Badge>
        </Group>
        <Text size="sm">
          {visite.service} —{' '}
          {visite.intervenant ? T.intervenant(visite.intervenant) : T.sansIntervenant}
        </Text>
        {arrivee ? (
          <Text size="sm" c="orange.9">
            {arrivee}
          </Text>
        ) : null}
      </Stack>
    </li>
  );
}
