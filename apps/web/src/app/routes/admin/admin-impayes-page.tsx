import { Stack, Title } from '@mantine/core';
import {
  FacturesTabs,
  ImpayesScreen,
} from '../../../features/admin/factures/components/impayes.tsx';
import { IMPAYES_TEXT as T } from '../../../features/admin/factures/impayes-text.ts';

/** /admin/factures/impayes: the aged list of what is owed, by bucket of days late (issue 27). */
export function AdminImpayesPage() {
  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <FacturesTabs current="impayes" />
      <ImpayesScreen />
    </Stack>
  );
}
