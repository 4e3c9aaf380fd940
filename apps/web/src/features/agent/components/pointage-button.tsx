import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  effectiveEnd,
  formatDistance,
  formatPlannedTime,
  isEarlyCheckOut,
  isShortVisit,
  minutesWorkedAt,
} from '@maisonnee/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import { prolongationQuery, type Prolongation } from '../../../lib/prolongation.ts';
import type { AgentIntervention } from '../api/list-candidat-interventions.ts';
import { usePointageDebut } from '../api/pointage-debut.ts';
import { usePointageFin } from '../api/pointage-fin.ts';
import {
  currentPosition,
  distanceLine,
  distanceToClient,
  refusedDistance,
  type DevicePosition,
} from '../lib/pointage.ts';
import { AGENT_TEXT } from '../text.ts';
import { DepartConfirmModal, type DepartCheck } from './depart-confirm-modal.tsx';

const T = AGENT_TEXT.pointage;

type Outcome = { message: string; distance: number | null } | null;

/**
 * What to confirm before a check-out at `now`: leaving before the planned end (an accepted
 * extension included) or after fewer than SHORT_VISIT_MINUTES; null when nothing is to confirm.
 */
export function departCheck(
  intervention: Pick<AgentIntervention, 'date_fin' | 'pointage_debut_at'>,
  prolongation: Pick<Prolongation, 'minutes' | 'statut'> | null | undefined,
  now: Date,
): DepartCheck | null {
  const accepted = prolongation?.statut === 'acceptee';
  const planned = {
    date_fin: new Date(intervention.date_fin),
    prolongation_minutes: accepted ? prolongation.minutes : null,
    prolongation_statut: accepted ? ('acceptee' as const) : null,
  };
  const worked = minutesWorkedAt(intervention, now);
  const isEarly = isEarlyCheckOut(planned, now);
  const needsMotif = isShortVisit(worked);
  if (!isEarly && !needsMotif) return null;
  return {
    isEarly,
    needsMotif,
    plannedEnd: formatPlannedTime(effectiveEnd(planned)),
    minutesWorked: worked ?? 0,
  };
}

/**
 * Check-in or check-out with the device's position: the distance to the client's home is shown,
 * and a refusal beyond 50 m says how far the agent stands. Leaving before the planned end asks
 * for a confirmation showing the time worked, and a very short visit asks the reason.
 */
export function PointageButton({
  intervention,
  kind,
  onSuccess,
}: {
  intervention: AgentIntervention;
  kind: 'arrivee' | 'depart';
  /** The success message outlives the button, which goes once the status changes. */
  onSuccess: (message: string) => void;
}) {
  const debut = usePointageDebut();
  const fin = usePointageFin();
  const mutation = kind === 'arrivee' ? debut : fin;
  // The accepted extension moves the planned end (one cache entry with the extension request).
  const prolongation = useQuery({
    ...prolongationQuery(intervention.id),
    enabled: kind === 'depart',
  });
  const [locating, setLocating] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<DepartCheck | null>(null);

  const start = () => {
    const check =
      kind === 'depart' ? departCheck(intervention, prolongation.data, new Date()) : null;
    if (check) setConfirming(check);
    else void run(null);
  };

  const run = async (motif: string | null) => {
    setOutcome(null);
    let position: DevicePosition;
    setLocating(true);
    try {
      position = await currentPosition();
    } catch (error) {
      setOutcome({ message: (error as Error).message, distance: null });
      return;
    } finally {
      setLocating(false);
    }
    const measured = distanceToClient(position, intervention.client);
    try {
      const body = { intervention_id: intervention.id, ...position };
      if (kind === 'arrivee') await debut.mutateAsync(body);
      else await fin.mutateAsync(motif ? { ...body, motif_depart: motif } : body);
      const distance = formatDistance(measured ?? 0);
      onSuccess(kind === 'arrivee' ? T.arrivedOk(distance) : T.leftOk(distance));
    } catch (error) {
      setOutcome({
        message: errorMessage(error) ?? '',
        distance: refusedDistance(error) ?? null,
      });
    }
  };

  return (
    <Stack gap="xs">
      <Button size="md" loading={locating || mutation.isPending} onClick={start}>
        {kind === 'arrivee' ? T.arrive : T.leave}
      </Button>
      {kind === 'depart' && (
        <DepartConfirmModal
          check={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={(motif) => void run(motif)}
        />
      )}
      {locating && (
        <Text size="sm" role="status">
          {T.locating}
        </Text>
      )}
      {outcome && (
        <Alert color="red" variant="light" role="alert" title={T.refusedTitle}>
          <Text size="sm">{outcome.message}</Text>
          {outcome.distance !== null && <Text size="sm">{distanceLine(outcome.distance)}</Text>}
        </Alert>
      )}
    </Stack>
  );
}
