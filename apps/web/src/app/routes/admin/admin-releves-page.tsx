import { Stack, Title } from '@mantine/core';
import { RELEVE_STATUTS, type ReleveStatut } from '@maisonnee/domain';
import { useSearchParams } from 'react-router';
import { RelevesList } from '../../../features/admin/releves/components/releves-list.tsx';
import { RELEVES_TEXT as T } from '../../../features/admin/releves/text.ts';

/** /admin/releves: every client's timesheet lines; contested ones first, ruled here. */
export function AdminRelevesPage() {
  const [params] = useSearchParams();
  const statut = params.get('statut');
  const initial = (RELEVE_STATUTS as readonly string[]).includes(statut ?? '')
    ? (statut as ReleveStatut)
    : undefined;
  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <RelevesList initialStatut={initial} />
    </Stack>
  );
}
