import { Stack, Tabs, Title } from '@mantine/core';
import { canCall } from '../../../lib/can-call.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ClientsAroundPanel } from '../../../features/admin/clients/components/clients-around.tsx';
import { ClientSearchPanel } from '../../../features/admin/clients/components/client-search.tsx';
import { CLIENTS_TEXT as T } from '../../../features/admin/clients/text.ts';

/** /admin/clients: search the clients, or find them around a point on a map. */
export function AdminClientsPage() {
  const user = useCurrentUser();
  const canSearchAround = canCall(user, 'listClientsAround');
  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      {canSearchAround ? (
        <Tabs defaultValue="search" keepMounted={false}>
          <Tabs.List aria-label={T.tabs}>
            <Tabs.Tab value="search">{T.tabSearch}</Tabs.Tab>
            <Tabs.Tab value="around">{T.tabAround}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="search" pt="md">
            <ClientSearchPanel />
          </Tabs.Panel>
          <Tabs.Panel value="around" pt="md">
            <ClientsAroundPanel />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <ClientSearchPanel />
      )}
    </Stack>
  );
}
