import { Stack, Title } from '@mantine/core';
import { AttestationsScreen } from '../../../features/admin/factures/components/attestations.tsx';
import { FacturesTabs } from '../../../features/admin/factures/components/impayes.tsx';
import { ATTESTATIONS_ADMIN_TEXT as T } from '../../../features/admin/factures/attestations-text.ts';

/** /admin/factures/attestations: the yearly tax certificates of every client (issue 28). */
export function AdminAttestationsPage() {
  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <FacturesTabs current="attestations" />
      <AttestationsScreen />
    </Stack>
  );
}
