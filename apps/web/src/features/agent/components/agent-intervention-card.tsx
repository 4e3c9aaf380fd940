import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import {
  checkPointageDebut,
  checkPointageFin,
  checkPointageWindow,
  formatInstantTime,
  formatInterventionDate,
  type InterventionStatut,
} from '@maisonnee/domain';
import { useEffect, useState } from 'react';
import { useReglesAgence } from '../../../hooks/use-regles-agence.ts';
import type { Visite } from '../api/get-agent-journee.ts';
import type { AgentIntervention } from '../api/list-candidat-interventions.ts';
import { AGENT_TEXT as T } from '../text.ts';
import { PointageButton } from './pointage-button.tsx';
import { ProlongationRequest } from './prolongation-request.tsx';
import { RetardModal } from './retard-modal.tsx';
import { VisiteDetails } from './visite-details.tsx';

/** The status badge's colour (filled: its white text keeps a 4.5:1 contrast). */
export const STATUT_COLORS: Record<InterventionStatut, string> = {
  planifiee: 'blue.9',
  en_cours: 'maisonnee.7',
  terminee: 'gray.8',
  annulee: 'red.9',
};

function clientName(client: AgentIntervention['client']): string {
  return [client.civilite, client.prenom, client.nom].filter(Boolean).join(' ');
}

function clientAddress(client: AgentIntervention['client']): string {
  return [client.adresse, [client.codep, client.ville].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** The time now, renewed every minute: a check-in window opens while the card stays on screen. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Whether the arrival can be checked in now: the domain's window, opening the agency's
 * `earlyMinutes` before the start (the API applies the same rule and has the last word).
 */
function pointageWindow(intervention: AgentIntervention, now: Date, earlyMinutes: number) {
  return checkPointageWindow(
    {
      date_debut: new Date(intervention.date_debut),
      date_fin: new Date(intervention.date_fin),
      // The agent's list carries no extension: an arrival is checked against the planned end
      // here, the API (which knows an accepted extension) having the last word.
      prolongation_minutes: null,
      prolongation_statut: null,
    },
    now,
    earlyMinutes,
  );
}

/**
 * One intervention of the agent. `actions`: a planned one today can be checked in (or a delay
 * declared), the one in progress checked out or extended; the domain's check-in and check-out
 * rules, which the API applies too, decide which. `visite`: what the agent's day adds (directions,
 * access instructions, tasks, « En route », visit report), when the day's view shows the card.
 */
export function AgentInterventionCard({
  intervention,
  candidatId,
  actions,
  visite,
}: {
  intervention: AgentIntervention;
  candidatId: number;
  actions: boolean;
  visite?: Visite | undefined;
}) {
  const [retard, setRetard] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const when = formatInterventionDate(intervention.date_debut, intervention.date_fin);
  const address = clientAddress(intervention.client);
  const now = useMinuteClock();
  const { fenetre_pointage_minutes } = useReglesAgence();
  const checkInWindow = pointageWindow(intervention, now, fenetre_pointage_minutes);

  return (
    <Card component="li" withBorder padding="md" radius="md" aria-label={when}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{when}</Text>
          <Badge
            color={STATUT_COLORS[intervention.statut]}
            variant="filled"
            radius="sm"
            style={{ flex: 'none' }}
          >
            {T.statut[intervention.statut]}
          </Badge>
        </Group>
        <Text size="sm">{T.client(clientName(intervention.client))}</Text>
        {address && <Text size="sm">{T.address(address)}</Text>}
        {visite && <VisiteDetails visite={visite} now={now} />}
        {intervention.client.informations_acces && (
          <Text size="sm">{T.access(intervention.client.informations_acces)}</Text>
        )}
        {intervention.client.mobile && (
          <Anchor size="sm" href={`tel:${intervention.client.mobile.replace(/\s+/g, '')}`}>
            {T.phone} ({intervention.client.mobile})
          </Anchor>
        )}
        {intervention.pointage_debut_at && (
          <Text size="sm">{T.arrived(formatInstantTime(intervention.pointage_debut_at))}</Text>
        )}
        {intervention.pointage_fin_at && (
          <Text size="sm">{T.left(formatInstantTime(intervention.pointage_fin_at))}</Text>
        )}
        {notice && (
          <Alert color="maisonnee" variant="light" role="status">
            {notice}
          </Alert>
        )}
        {actions && checkPointageDebut(intervention.statut).ok && (
          <>
            {checkInWindow.ok && (
              <Text size="sm" c="dimmed">
                {T.pointage.help}
              </Text>
            )}
            {checkInWindow.ok ? (
              <PointageButton intervention={intervention} kind="arrivee" onSuccess={setNotice} />
            ) : (
              <Text size="sm" role="note">
                {checkInWindow.reason}
              </Text>
            )}
            <Button variant="subtle" size="sm" onClick={() => setRetard(true)}>
              {T.retard.open}
            </Button>
          </>
        )}
        {actions && checkPointageFin(intervention.statut).ok && (
          <>
            <PointageButton intervention={intervention} kind="depart" onSuccess={setNotice} />
            <ProlongationRequest intervention={intervention} />
          </>
        )}
      </Stack>
      {retard && (
        <RetardModal
          candidatId={candidatId}
          interventionId={intervention.id}
          opened
          onClose={() => setRetard(false)}
        />
      )}
    </Card>
  );
}
