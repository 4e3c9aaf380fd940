import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ResponseOf } from '../../../../lib/api-client.ts';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../../components/form-error.tsx';
import { email as checkEmail } from '../../../../components/form-checks.ts';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useCreateClientUserAccount } from '../api/create-client-user-account.ts';
import { CLIENT_FILE_TEXT as T } from '../text.ts';
import { FileSection } from './file-section.tsx';

export type ClientDetail = ResponseOf<'getClient'>;

/** One fact of the file: its label, then its value ("—" when unknown). */
function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Text fz="sm">
      <Text span fw={600}>
        {label} :
      </Text>{' '}
      {value || T.none}
    </Text>
  );
}

/** Identity, contact means, address (and whether it is placed on the map), insurer. */
export function ClientIdentity({ client }: { client: ClientDetail }) {
  const address = [client.adresse, [client.codep, client.ville].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const located = client.lat !== null && client.lng !== null;
  return (
    <FileSection title={T.identity}>
      <Group gap="xs">
        <Badge variant="light">{T.statut(client.statut)}</Badge>
        <Badge variant="light" color={client.is_active ? 'maisonnee' : 'gray'}>
          {client.is_active ? T.active : T.inactive}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Fact label={T.email} value={client.email} />
        <Fact label={T.mobile} value={client.mobile} />
        <Fact label={T.fixe} value={client.fixe} />
        <Fact label={T.birthDate} value={formatDate(client.date_naissance)} />
        <Fact label={T.address} value={address} />
        <Text fz="sm" c={located ? undefined : 'red.9'}>
          {located ? T.located : T.notLocated}
        </Text>
        <Fact label={T.access} value={client.informations_acces} />
        <Fact label={T.mutuelle} value={client.mutuelle?.nom} />
      </Stack>
    </FileSection>
  );
}

/**
 * The client's access account: said when it exists; otherwise, for an operator who may, a form
 * that creates it and mails the invitation (to the record's e-mail unless another is given).
 */
export function ClientAccount({ client, canCreate }: { client: ClientDetail; canCreate: boolean }) {
  const create = useCreateClientUserAccount(client.id);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    const error = typed ? checkEmail(typed) : null;
    setEmailError(error);
    if (error) return;
    create.mutate(typed || undefined);
  }

  return (
    <FileSection title={T.account}>
      {create.data ? (
        <Alert color="maisonnee" role="status">
          {T.accountCreated(create.data.email)}
        </Alert>
      ) : client.user_id !== null ? (
        <Text fz="sm">{T.hasAccount}</Text>
      ) : (
        <Stack gap="sm">
          <Text fz="sm">{T.noAccount}</Text>
          {canCreate ? (
            <form onSubmit={submit} noValidate aria-label={T.createAccount}>
              <Stack gap="sm">
                <TextInput
                  label={T.accountEmail}
                  description={T.accountEmailHelp}
                  placeholder={client.email ?? undefined}
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                  error={emailError}
                />
                <FormError message={create.isError ? errorMessage(create.error) : null} />
                <Button type="submit" loading={create.isPending} w="fit-content">
                  {T.createAccount}
                </Button>
              </Stack>
            </form>
          ) : null}
        </Stack>
      )}
    </FileSection>
  );
}
