import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminClientPath } from '../../../../lib/admin-links.ts';
import type { ClientListItem } from '../../../../lib/search-clients.ts';
import { CLIENTS_TEXT as T } from '../text.ts';

/** "Mme Lou Martin": how a client is named on a line. */
export function clientName(client: {
  civilite: string | null;
  prenom: string | null;
  nom: string;
}): string {
  return [client.civilite, client.prenom, client.nom].filter(Boolean).join(' ');
}

/** Clients found, one card each, linking to the client's file. */
export function ClientLines({
  clients,
  label,
  distanceOf,
}: {
  clients: readonly ClientListItem[];
  label: string;
  /** Distance to show beside a client (around searches). */
  distanceOf?: (clientId: number) => number | undefined;
}) {
  return (
    <Stack gap="xs" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0 }}>
      {clients.map((client) => {
        const name = clientName(client);
        const distance = distanceOf?.(client.id);
        return (
          <Card key={client.id} withBorder padding="sm" component="li">
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor
                  component={Link}
                  to={adminClientPath(client.id)}
                  fw={700}
                  aria-label={T.openFile(name)}
                >
                  {name}
                </Anchor>
                <Group gap={6}>
                  <Badge variant="light">{client.statut}</Badge>
                  {client.is_active ? null : (
                    <Badge variant="light" color="gray">
                      {T.inactiveBadge}
                    </Badge>
                  )}
                </Group>
              </Group>
              <Text fz="sm">
                {[client.email ?? T.noEmail, client.mobile].filter(Boolean).join(' · ')}
              </Text>
              <Text fz="sm" c="dimmed">
                {[client.codep, client.ville].filter(Boolean).join(' ')}
                {distance !== undefined ? ` · ${T.distance(distance)}` : ''}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
