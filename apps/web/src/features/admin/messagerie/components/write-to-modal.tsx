import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { ConversationKind } from '@maisonnee/domain';
import { useState } from 'react';
import { NewConversationModal } from '../../../../components/conversation/new-conversation-modal.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useRecipients } from '../api/search-recipients.ts';
import { ADMIN_MESSAGERIE_TEXT as T } from '../text.ts';

/**
 * « Écrire à un client / un agent »: the operator chooses the kind (when it handles both),
 * searches the person by name with the search its role may call, picks one, then writes.
 */
export function WriteToModal({
  opened,
  onClose,
  kinds,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  kinds: readonly ConversationKind[];
  onCreated: (conversationId: number) => void;
}) {
  const [kind, setKind] = useState<ConversationKind>(kinds[0] ?? 'client');
  const [name, setName] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const recipients = useRecipients(kind, asked);

  function reset() {
    setName('');
    setAsked(null);
    setChosen('');
    setNameError(null);
  }

  function search() {
    const wanted = name.trim();
    if (wanted.length < 2) {
      setNameError(T.searchTooShort);
      return;
    }
    setNameError(null);
    setChosen('');
    setAsked(wanted);
  }

  return (
    <NewConversationModal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title={T.writeTitle}
      build={({ subject, body }) => {
        const id = Number(chosen);
        if (!chosen || !Number.isInteger(id)) return T.recipientRequired;
        return {
          subject: subject || undefined,
          body,
          ...(kind === 'client' ? { client_id: id } : { candidat_id: id }),
        };
      }}
      onCreated={(id) => {
        reset();
        onCreated(id);
      }}
    >
      {kinds.length > 1 ? (
        <Radio.Group
          label={T.recipientKind}
          value={kind}
          onChange={(value) => {
            setKind(value as ConversationKind);
            setAsked(null);
            setChosen('');
          }}
        >
          <Group gap="md" mt={4}>
            {kinds.map((value) => (
              <Radio key={value} value={value} label={T.recipientKinds[value]} />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={T.recipientSearch}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
          error={nameError}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={search}>
          {T.recipientSearchButton}
        </Button>
      </Group>
      {asked === null ? (
        <Text size="sm" c="dimmed">
          {T.searchFirst}
        </Text>
      ) : recipients.isPending ? (
        <PageLoader />
      ) : recipients.isError ? (
        <Alert color="red" variant="light" role="alert">
          {T.searchError}
        </Alert>
      ) : recipients.data.length === 0 ? (
        <Text size="sm">{T.noRecipient}</Text>
      ) : (
        <Radio.Group label={T.recipients} value={chosen} onChange={setChosen} required>
          <Stack gap={6} mt={4} style={{ maxHeight: 240, overflowY: 'auto' }}>
            {recipients.data.map((recipient) => (
              <Radio
                key={recipient.id}
                value={String(recipient.id)}
                label={recipient.name}
                description={recipient.place || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </NewConversationModal>
  );
}
