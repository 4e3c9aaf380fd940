import { Alert, Button, Card, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useClientAcces, useUpdateClientAcces } from '../api/acces.ts';

/** The French sentences of the access section (issue 25, point 4). */
export const ACCES_TEXT = {
  title: 'Accès au domicile',
  intro:
    'Ces consignes et le code de la porte sont montrés à l’intervenant prévu seulement, d’une heure avant la visite à sa fin. Ils ne figurent jamais dans une notification ni un e-mail.',
  instructions: 'Consignes d’accès',
  instructionsHelp: 'Bâtiment, étage, interphone, où trouver la clé… (1000 caractères au plus)',
  code: 'Code de la porte',
  codeHelp: '50 caractères au plus',
  save: 'Enregistrer',
  saved: 'Consignes d’accès enregistrées.',
  loadError: 'Erreur lors de la récupération des consignes d’accès.',
} as const;

const T = ACCES_TEXT;

/** « Accès au domicile » of the family's profile: what the planned agent reads at the door. */
export function AccesSection() {
  const titleId = useId();
  const acces = useClientAcces();
  const save = useUpdateClientAcces();
  const [instructions, setInstructions] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    if (!acces.data) return;
    setInstructions(acces.data.acces_instructions ?? '');
    setCode(acces.data.code_porte ?? '');
  }, [acces.data]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate({ acces_instructions: instructions, code_porte: code });
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="xl" id={titleId} mb="sm">
        {T.title}
      </Title>
      {acces.isError ? (
        <Alert color="red" variant="light" role="alert">
          {T.loadError}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {T.intro}
            </Text>
            <Textarea
              label={T.instructions}
              description={T.instructionsHelp}
              value={instructions}
              onChange={(event) => setInstructions(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            <TextInput
              label={T.code}
              description={T.codeHelp}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              maxLength={50}
              autoComplete="off"
            />
            <FormError message={save.isError ? errorMessage(save.error) : null} />
            {save.isSuccess && (
              <Text size="sm" role="status">
                {T.saved}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} disabled={acces.isPending}>
              {T.save}
            </Button>
          </Stack>
        </form>
      )}
    </Card>
  );
}
