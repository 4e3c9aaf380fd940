import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FINANCEUR_FACTURATION_MODE_LABELS, FINANCEUR_TYPE_LABELS } from '@maisonnee/domain';
import { useState } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { canCall } from '../../../../lib/can-call.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useFinanceurs, type Financeur } from '../api/financeurs.ts';
import { FINANCEURS_TEXT as T } from '../text.ts';
import { FinanceurForm } from './financeur-form.tsx';

/**
 * /admin/financeurs: the payers with their billing details, one card each (phone first); the
 * administrators and accounting add and edit them, the other operators read.
 */
export function FinanceursView() {
  const user = useCurrentUser();
  const canWrite = canCall(user, 'createFinanceur');
  const financeurs = useFinanceurs();
  const [editing, setEditing] = useState<Financeur | 'new' | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{T.title}</Title>
        {canWrite ? <Button onClick={() => setEditing('new')}>{T.add}</Button> : null}
      </Group>
      <Text size="sm">{T.intro}</Text>
      {financeurs.isPending ? <PageLoader /> : null}
      {financeurs.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(financeurs.error) ?? T.loadError}
        </Alert>
      ) : null}
      {financeurs.data?.length === 0 ? <Text>{T.empty}</Text> : null}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {financeurs.data?.map((financeur) => (
          <Card key={financeur.id} withBorder padding="md" component="li">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={3} fz="md">
                  {financeur.nom}
                </Title>
                {financeur.is_active ? null : <Badge color="gray">{T.archived}</Badge>}
              </Group>
              <Text size="sm">{FINANCEUR_TYPE_LABELS[financeur.type]}</Text>
              <Text size="sm" c="dimmed">
                {[financeur.ville, financeur.email].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm">
                {FINANCEUR_FACTURATION_MODE_LABELS[financeur.mode_facturation]} ·{' '}
                {T.beneficiaires(financeur.nb_beneficiaires)}
              </Text>
              {canWrite ? (
                <Group>
                  <Button
                    variant="light"
                    size="compact-sm"
                    onClick={() => setEditing(financeur)}
                    aria-label={T.edit(financeur.nom)}
                  >
                    {T.modifier}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Card>
        ))}
      </Stack>
      {editing ? (
        <FinanceurForm
          financeur={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
