import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormSubmit } from '../../../components/form-error.tsx';
import { SignatureFields } from '../../../components/signature-fields.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useContratsTravail, type ContratTravail } from '../api/list-contrats-travail.ts';
import { useSaveContratSigne } from '../api/save-contrat-signe.ts';
import { openDocument } from '../lib/open-document.ts';
import { AGENT_TEXT } from '../text.ts';
import { AgentSection } from './agent-section.tsx';

const T = AGENT_TEXT.contrat;

function ContratDetails({ contrat }: { contrat: ContratTravail }) {
  return (
    <Text size="sm" c="dimmed">
      {T.details(
        contrat.type_contrat,
        formatDate(contrat.date_debut),
        String(contrat.nb_heures_hebdo).replace('.', ','),
      )}
    </Text>
  );
}

/** Typed name and consent (the API draws the typed name as the signature). */
function SignForm({ contrat }: { contrat: ContratTravail }) {
  const sign = useSaveContratSigne();
  const [name, setName] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; consent?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: T.nameRequired }),
      ...(accepted ? {} : { consent: T.consentRequired }),
    };
    setErrors(found);
    if (found.name || found.consent) return;
    sign.mutate({
      document_id: contrat.document.id,
      signature_text: name.trim(),
      accept_conditions: true,
    });
  };

  if (sign.isSuccess)
    return (
      <Alert color="maisonnee" variant="light" role="status">
        {T.done}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SignatureFields
          nameLabel={T.name}
          name={name}
          onName={setName}
          nameError={errors.name}
          consentLabel={T.consent}
          accepted={accepted}
          onAccepted={setAccepted}
          consentError={errors.consent}
          serif
        />
        <FormSubmit label={T.submit} pending={sign.isPending} error={sign.error} />
      </Stack>
    </form>
  );
}

/**
 * "Mon contrat de travail", shown while a contract waits: read the PDF, then sign it. Once
 * signed, it waits for the agency's countersignature, which opens the agent space. Nothing is
 * shown when no contract waits.
 */
export function ContratSignature({ candidatId }: { candidatId: number }) {
  const contrats = useContratsTravail(candidatId);
  if (contrats.isPending) return null;
  const aSigner = contrats.data?.find((c) => c.statut === 'en_attente_signature');
  const contrat = aSigner ?? contrats.data?.find((c) => c.statut === 'signe_agent');
  if (!contrats.isError && !contrat) return null;
  return (
    <AgentSection title={AGENT_TEXT.sections.contrat} anchor="contrat">
      {contrats.isError || !contrat ? (
        <Alert color="red" variant="light" role="alert">
          {T.loadError}
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <ContratDetails contrat={contrat} />
            <Group>
              <Button variant="light" onClick={() => void openDocument(contrat.document)}>
                {aSigner ? T.read : T.readSigned}
              </Button>
            </Group>
            {aSigner ? (
              <>
                <Text size="sm">{T.intro}</Text>
                <SignForm key={aSigner.id} contrat={aSigner} />
              </>
            ) : (
              <Alert color="maisonnee" variant="light" role="status">
                {T.done}
              </Alert>
            )}
          </Stack>
        </Card>
      )}
    </AgentSection>
  );
}
