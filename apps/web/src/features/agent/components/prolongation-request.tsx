import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatUtcTime } from '@maisonnee/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useAskProlongation } from '../api/ask-prolongation.ts';
import { prolongationKey, useProlongation } from '../api/get-prolongation.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.prolongation;
const MINUTES = [30, 60, 90, 120, 150, 180, 210, 240];

/** The agent asks the client for more time while the intervention is in progress. */
export function ProlongationRequest({ interventionId }: { interventionId: number }) {
  const queryClient = useQueryClient();
  const prolongation = useProlongation(interventionId);
  const ask = useAskProlongation();
  const [minutes, setMinutes] = useState('30');
  const current = prolongation.data ?? null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    ask.mutate(
      { intervention_id: interventionId, minutes: Number(minutes) },
      {
        onSuccess: (asked) => {
          queryClient.setQueryData(prolongationKey(interventionId), asked);
          showSuccess(T.asked);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
        {T.title}
      </Title>
      {current?.statut === 'demandee' && (
        <Text size="sm" role="status">
          {T.waiting(AGENT_TEXT.minutes(current.minutes))}
        </Text>
      )}
      {current?.statut === 'acceptee' && (
        <Text size="sm" role="status">
          {T.accepted(
            AGENT_TEXT.minutes(current.minutes),
            formatUtcTime(current.nouvelle_date_fin),
          )}
        </Text>
      )}
      {current?.statut === 'refusee' && (
        <Text size="sm" role="status">
          {T.refused(AGENT_TEXT.minutes(current.minutes))}
        </Text>
      )}
      {prolongation.isSuccess && (current === null || current.statut === 'refusee') && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs">
            <NativeSelect
              label={T.minutes}
              value={minutes}
              onChange={(event) => setMinutes(event.currentTarget.value)}
              data={MINUTES.map((value) => ({
                value: String(value),
                label: AGENT_TEXT.minutes(value),
              }))}
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
