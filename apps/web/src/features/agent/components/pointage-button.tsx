import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatDistance } from '@maisonnee/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
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

const T = AGENT_TEXT.pointage;

type Outcome = { message: string; distance: number | null } | null;

/**
 * Check-in or check-out with the device's position: the distance to the client's home is shown,
 * and a refusal beyond 50 m says how far the agent stands.
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
  const [locating, setLocating] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async () => {
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
      await mutation.mutateAsync({ intervention_id: intervention.id, ...position });
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
      <Button size="md" loading={locating || mutation.isPending} onClick={() => void run()}>
        {kind === 'arrivee' ? T.arrive : T.leave}
      </Button>
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
