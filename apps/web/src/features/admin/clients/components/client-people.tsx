import { Badge, Group, Stack, Text } from '@mantine/core';
import { useClientContacts } from '../api/list-client-contacts.ts';
import { useClientInterlocuteurs } from '../api/list-client-interlocuteurs.ts';
import { CLIENT_FILE_TEXT as T } from '../text.ts';
import { clientName } from './client-lines.tsx';
import { FileSection } from './file-section.tsx';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** People to reach for the client (family, neighbours), the emergency ones marked. */
export function ClientContacts({ clientId }: { clientId: number }) {
  const contacts = useClientContacts(clientId);
  return (
    <FileSection title={T.contacts} pending={contacts.isPending} error={contacts.error}>
      {contacts.data?.length === 0 ? <Text fz="sm">{T.noContacts}</Text> : null}
      <Stack gap="xs" component="ul" style={listStyle}>
        {contacts.data?.map((contact) => (
          <li key={contact.id}>
            <Group gap="xs">
              <Text fw={600} fz="sm">
                {clientName(contact)}
              </Text>
              {contact.lien ? <Text fz="sm">({contact.lien})</Text> : null}
              {contact.is_contact_urgence ? (
                <Badge color="red.9" variant="light">
                  {T.emergency}
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dimmed">
              {[contact.mobile, contact.email].filter(Boolean).join(' · ') || T.none}
            </Text>
          </li>
        ))}
      </Stack>
    </FileSection>
  );
}

/** People who act for the client with the agency (guardian, social worker…). */
export function ClientInterlocuteurs({ clientId }: { clientId: number }) {
  const interlocuteurs = useClientInterlocuteurs(clientId);
  return (
    <FileSection
      title={T.interlocuteurs}
      pending={interlocuteurs.isPending}
      error={interlocuteurs.error}
    >
      {interlocuteurs.data?.length === 0 ? <Text fz="sm">{T.noInterlocuteurs}</Text> : null}
      <Stack gap="xs" component="ul" style={listStyle}>
        {interlocuteurs.data?.map((person) => (
          <li key={person.id}>
            <Group gap="xs">
              <Text fw={600} fz="sm">
                {clientName(person)}
              </Text>
              {person.fonction || person.organisme ? (
                <Text fz="sm">
                  ({[person.fonction, person.organisme].filter(Boolean).join(', ')})
                </Text>
              ) : null}
              {person.is_destinataire_factures ? <Badge variant="light">{T.invoices}</Badge> : null}
            </Group>
            <Text fz="sm" c="dimmed">
              {[person.mobile, person.email].filter(Boolean).join(' · ') || T.none}
            </Text>
          </li>
        ))}
      </Stack>
    </FileSection>
  );
}
