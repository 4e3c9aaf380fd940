import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { checkAskProlongation, formatUtcTime, type InterventionStatut } from '@maisonnee/domain';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatMinutes } from '../../../lib/format.ts';
import { PROLONGATION_CHOICES } from '../../../lib/prolongation.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useAskProlongation } from '../api/ask-prolongation.ts';
import { useProlongation } from '../api/get-prolongation.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.prolongation;

/** The agent asks the client for more time while the intervention is in progress. */
export function ProlongationRequest({
  intervention,
}: {
  intervention: { id: number; statut: InterventionStatut };
}) {
  const interventionId = intervention.id;
  const prolongation = useProlongation(interventionId);
  const ask = useAskProlongation();
  const [minutes, setMinutes] = useState('30');
  const current = prolongation.data ?? null;
  // One extension per intervention: asked again only after a refusal (the domain's rule).
  const canAsk =
    prolongation.isSuccess &&
    checkAskProlongation({
      statut: intervention.statut,
      prolongation_statut: current?.statut ?? null,
    }).ok;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    ask.mutate(
      { intervention_id: interventionId, minutes: Number(minutes) },
      { onSuccess: () => showSuccess(T.asked) },
    );
  };

  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
        {T.title}
      </Title>
      {current?.statut === 'demandee' && (
        <Text size="sm" role="status">
          {T.waiting(formatMinutes(current.minutes))}
        </Text>
      )}
      {current?.statut === 'acceptee' && (
        <Text size="sm" role="status">
          {T.accepted(formatMinutes(current.minutes), formatUtcTime(current.nouvelle_date_fin))}
        </Text>
      )}
      {current?.statut === 'refusee' && (
        <Text size="sm" role="status">
          {T.refused(formatMinutes(current.minutes))}
        </Text>
      )}
      {canAsk && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs">
            <NativeSelect
              label={T.minutes}
              value={minutes}
              onChange={(event) => setMinutes(event.currentTarget.value)}
              data={PROLONGATION_CHOICES}
            />
            <Button type="submit" variant="outline" loading={ask.isPending}>
              {T.ask}
            </Button>
          </Group>
        </form>
      )}
      <FormError message={errorMessage(ask.error)} />
    </Stack>
  );
}
