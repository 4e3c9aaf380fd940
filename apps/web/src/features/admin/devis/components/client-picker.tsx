import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { useSearchClients, type ClientSearch } from '../../../../lib/search-clients.ts';
import { DEVIS_ADMIN_TEXT } from '../text.ts';

const T = DEVIS_ADMIN_TEXT.picker;

/**
 * Choosing the client a quote or proposals are for, when the screen was opened without one:
 * a search by name, e-mail, phone or postal code, sent only when asked.
 */
export function ClientPicker({ linkTo }: { linkTo: (clientId: number) => string }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<ClientSearch | null>(null);
  const clients = useSearchClients(search);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <form
          role="search"
          aria-label={T.region}
          onSubmit={(event) => {
            event.preventDefault();
            const q = text.trim();
            if (q) setSearch({ q, statut_ids: [] });
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={T.label}
              description={T.hint}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={100}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" disabled={!text.trim()}>
              {T.search}
            </Button>
          </Group>
        </form>
        {search === null ? null : clients.isPending ? (
          <Loader size="sm" aria-label={T.loading} />
        ) : clients.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(clients.error)}
          </Alert>
        ) : clients.data.items.length === 0 ? (
          <Text>{T.none}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {clients.data.items.map((client) => {
              const name = [client.civilite, client.prenom, client.nom].filter(Boolean).join(' ');
              return (
                <li key={client.id}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">
                      {name}
                      {client.ville ? ` · ${client.codep ?? ''} ${client.ville}` : ''}
                    </Text>
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={linkTo(client.id)}
                      aria-label={T.choose(name)}
                    >
                      {T.chooseShort}
                    </Button>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
