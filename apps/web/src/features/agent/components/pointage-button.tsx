import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  effectiveEnd,
  formatDistance,
  formatInstantTime,
  formatPlannedTime,
  formatSynchroRetard,
  isEarlyCheckOut,
  isShortVisit,
  minutesWorkedAt,
} from '@maisonnee/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import { getUser } from '../../../lib/session.ts';
import { prolongationQuery, type Prolongation } from '../../../lib/prolongation.ts';
import type { AgentIntervention } from '../api/list-candidat-interventions.ts';
import { usePointageDebut } from '../api/pointage-debut.ts';
import { usePointageFin } from '../api/pointage-fin.ts';
import { agentKeys } from '../api/keys.ts';
import {
  currentPosition,
  distanceLine,
  distanceToClient,
  refusedDistance,
  type DevicePosition,
} from '../lib/pointage.ts';
import {
  dismissPointage,
  isOffline,
  recordPointageHorsLigne,
  syncPointages,
  usePointagesHorsLigne,
} from '../lib/pointage-offline.ts';
import { isNetworkFailure, newEventId, type QueuedPointage } from '../lib/pointage-queue.ts';
import { AGENT_TEXT } from '../text.ts';
import { DepartConfirmModal, type DepartCheck } from './depart-confirm-modal.tsx';

const T = AGENT_TEXT.pointage;
const H = T.horsLigne;

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
 *
 * Without the network (the browser offline, or the call unanswered) the check-in is kept on the
 * phone with its time, position and accuracy, and sent when the network returns
 * (docs/pointage-hors-ligne.md): the visit reads as started here, and its check-out is kept the
 * same way until the arrival is sent. A refusal of a check-in sent late stays shown until read.
 */
export function PointageButton({
  intervention: served,
  kind: asked,
  onSuccess,
  onQueued,
}: {
  intervention: AgentIntervention;
  kind: 'arrivee' | 'depart';
  /** The success message outlives the button, which goes once the status changes. */
  onSuccess: (message: string) => void;
  /** Told when the check-in or check-out is kept on the phone, to be sent later. */
  onQueued?: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const kept = usePointagesHorsLigne().filter((item) => item.intervention_id === served.id);
  const waiting = kept.filter((item) => item.state === 'en_attente');
  const refused = kept.filter((item) => item.state === 'refuse');
  const keptArrivee = waiting.find((item) => item.kind === 'arrivee');
  const keptDepart = waiting.find((item) => item.kind === 'depart');
  // An arrival kept on the phone: the visit is started here, what comes next is the departure.
  const kind = asked === 'arrivee' && keptArrivee ? 'depart' : asked;
  const intervention = keptArrivee
    ? { ...served, pointage_debut_at: keptArrivee.recorded_at }
    : served;
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
    const event_id = newEventId();
    const recorded_at = new Date().toISOString();
    const keep = async () => {
      const userId = getUser()?.id;
      if (!userId) return false;
      const item: QueuedPointage = {
        event_id,
        kind,
        intervention_id: intervention.id,
        user_id: userId,
        ...position,
        recorded_at,
        state: 'en_attente',
        ...(motif ? { motif_depart: motif } : {}),
      };
      await recordPointageHorsLigne(item);
      onQueued?.(H.queued);
      // Online again already (a departure after an arrival kept here): send both, in order.
      if (!isOffline()) {
        void syncPointages(userId).then((result) => {
          if (result && (result.sent > 0 || result.refused.length > 0))
            void queryClient.invalidateQueries({ queryKey: agentKeys.all });
        });
      }
      return true;
    };
    // Offline, or an arrival still on the phone: this one waits behind it.
    if (isOffline() || waiting.length > 0) {
      if (await keep()) return;
    }
    try {
      const body = { intervention_id: intervention.id, ...position, event_id };
      if (kind === 'arrivee') await debut.mutateAsync(body);
      else await fin.mutateAsync(motif ? { ...body, motif_depart: motif } : body);
      const distance = formatDistance(measured ?? 0);
      onSuccess(kind === 'arrivee' ? T.arrivedOk(distance) : T.leftOk(distance));
    } catch (error) {
      // No answer (a cellar, a lift): kept with the same id, the API records it once at most.
      if (isNetworkFailure(error) && (await keep())) return;
      setOutcome({
        message: errorMessage(error) ?? '',
        distance: refusedDistance(error) ?? null,
      });
    }
  };

  const synchro =
    formatSynchroRetard('arrivee', served.pointage_debut_at, served.pointage_debut_recu_at) || null;

  return (
    <Stack gap="xs">
      {refused.map((item) => (
        <Alert key={item.event_id} color="red" variant="light" role="alert" title={H.refusedTitle}>
          <Text size="sm">{H.refused(item.kind, formatInstantTime(item.recorded_at))}</Text>
          <Text size="sm">{item.refus?.message}</Text>
          <Button
            mt="xs"
            size="xs"
            variant="light"
            color="red"
            onClick={() => void dismissPointage(item.event_id)}
          >
            {H.dismiss}
          </Button>
        </Alert>
      ))}
      {waiting.length > 0 && (
        <Alert color="orange" variant="light" role="status" title={H.queued}>
          {keptArrivee && (
            <Text size="sm">{H.arrivee(formatInstantTime(keptArrivee.recorded_at))}</Text>
          )}
          {keptDepart && (
            <Text size="sm">{H.depart(formatInstantTime(keptDepart.recorded_at))}</Text>
          )}
        </Alert>
      )}
      {synchro && asked === 'depart' && (
        <Text size="sm" c="dimmed">
          {synchro}
        </Text>
      )}
      {!keptDepart && (
        <Button size="md" loading={locating || mutation.isPending} onClick={start}>
          {kind === 'arrivee' ? T.arrive : T.leave}
        </Button>
      )}
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
