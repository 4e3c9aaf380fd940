import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { decryptPathId, encryptPathId } from '../../../lib/path-id.ts';
import { FactureAvance } from '../../../features/avance/components/facture-avance.tsx';
import { EmettreMois } from '../../../features/admin/factures/components/emettre-mois.tsx';
import { FactureDetail } from '../../../features/admin/factures/components/facture-detail.tsx';
import { FacturesTabs } from '../../../features/admin/factures/components/impayes.tsx';
import {
  FacturesList,
  PrepareMonth,
} from '../../../features/admin/factures/components/factures-list.tsx';
import { FACTURES_TEXT as T } from '../../../features/admin/factures/text.ts';

/** /admin/factures: prepare a month's invoices, issue and send its drafts at once, the list, and
 * the invoice opened (?facture=), filtered by a client's name when a cockpit task links here
 * (?client=). */
export function AdminFacturesPage() {
  const [params, setParams] = useSearchParams();
  const openedId = decryptPathId(params.get('facture'));
  const open = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('facture', encryptPathId(id));
      return next;
    });
  const clientName = params.get('client') ?? undefined;
  const close = () => setParams(clientName ? { client: clientName } : {});
  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <FacturesTabs current="factures" />
      <PrepareMonth />
      <EmettreMois />
      {openedId !== null ? <FactureDetail id={openedId} onClose={close} onOpen={open} /> : null}
      {openedId !== null ? <FactureAvance factureId={openedId} backOffice /> : null}
      <FacturesList onOpen={open} initialName={clientName} />
    </Stack>
  );
}
