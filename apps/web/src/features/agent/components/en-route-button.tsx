import { Alert, Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import {
  checkEnRoute,
  EN_ROUTE_MINUTES_MAX,
  EN_ROUTE_MINUTES_MIN,
  formatArrivalTime,
} from '@maisonnee/domain';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import type { Visite } from '../api/get-agent-journee.ts';
import { useSignalerEnRoute } from '../api/signaler-en-route.ts';
import { JOURNEE_TEXT } from '../journee-text.ts';

const T = JOURNEE_TEXT.enRoute;

/**
 * « En route »: from 3 hours before a planned visit until the check-in, the agent tells the family
 * when they will arrive (a delay given, or the API's estimate). Shows the arrival announced.
 */
export function EnRouteButton({ visite, now }: { visite: Visite; now: Date }) {
  const [opened, setOpened] = useState(false);
  const [minutes, setMinutes] = useState<string | number>('');
  const enRoute = useSignalerEnRoute();
  const allowed = checkEnRoute(
    {
      statut: visite.statut,
      date_debut: new Date(visite.date_debut),
      date_fin: new Date(visite.date_fin),
    },
    now,
  ).ok;
  // The answer first: the day's list is read again just after.
  const announcedAt =
    enRoute.data?.en_route_arrivee_estimee_at ?? visite.en_route_arrivee_estimee_at;
  const announced = announcedAt ? formatArrivalTime(new Date(announcedAt)) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = typeof minutes === 'number' ? minutes : undefined;
    enRoute.mutate(
      { interventionId: visite.id, ...(value === undefined ? {} : { minutes: value }) },
      { onSuccess: () => setOpened(false) },
    );
  };

  if (visite.statut !== 'planifiee') return null;
  return (
    <Stack gap={4}>
      {announced && (
        <Alert color="maisonnee" variant="light" role="status">
          {T.announced(announced)}
        </Alert>
      )}
      {allowed && (
        <Button variant={announced ? 'light' : 'filled'} onClick={() => setOpened(true)}>
          {announced ? T.again : T.button}
        </Button>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title={T.title} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NumberInput
              label={T.minutes}
              description={T.minutesHelp}
              min={EN_ROUTE_MINUTES_MIN}
              max={EN_ROUTE_MINUTES_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={minutes}
              onChange={setMinutes}
              suffix=" min"
            />
            <FormError message={enRoute.isError ? errorMessage(enRoute.error) : null} />
            <Group justify="flex-end">
              <Button variant="subtle" onClick={() => setOpened(false)}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={enRoute.isPending}>
                {T.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
