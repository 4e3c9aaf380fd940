import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatUtcTime } from '@maisonnee/domain';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatMinutes } from '../../../lib/format.ts';
import { showSuccess } from '../../../lib/toast.ts';
import type { Prolongation } from '../../../lib/prolongation.ts';
import { useSendReponseProlongation } from '../api/send-reponse-prolongation.ts';
import { MISSIONS_TEXT } from '../text.ts';

const T = MISSIONS_TEXT.prolongation;

/** The extension's state, and the client's answer while the agent waits for it. */
export function ProlongationAnswer({ prolongation }: { prolongation: Prolongation }) {
  const answer = useSendReponseProlongation();
  const minutes = formatMinutes(prolongation.minutes);
  if (prolongation.statut === 'acceptee') {
    return (
      <Text size="sm">{T.accepted(minutes, formatUtcTime(prolongation.nouvelle_date_fin))}</Text>
    );
  }
  if (prolongation.statut === 'refusee') return <Text size="sm">{T.refused}</Text>;

  const send = (accepte: boolean) =>
    answer.mutate(
      { intervention_id: prolongation.intervention_id, accepte },
      { onSuccess: () => showSuccess(accepte ? T.answeredAccept : T.answeredRefuse) },
    );
  return (
    <Alert color="blue" variant="light" title={T.asked(minutes)}>
      <Stack gap="xs">
        <Group gap="xs">
          <Button size="sm" loading={answer.isPending} onClick={() => send(true)}>
            {T.accept}
          </Button>
          <Button
            size="sm"
            variant="default"
            disabled={answer.isPending}
            onClick={() => send(false)}
          >
            {T.refuse}
          </Button>
        </Group>
        <FormError message={errorMessage(answer.error)} />
      </Stack>
    </Alert>
  );
}
