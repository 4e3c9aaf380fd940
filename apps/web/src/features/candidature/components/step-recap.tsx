import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  COMPETENCES,
  DAY_SHORT_NAMES,
  INFOS_SUPP,
  skillLabel,
  TRANSPORT_TYPES,
  type IsoDay,
} from '@maisonnee/domain';
import type { ReactNode } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { useCreateCandidat } from '../api/create-candidat.ts';
import type { Candidature } from '../api/get-candidature.ts';
import { applicationOf, type Draft } from '../lib/draft.ts';
import { CANDIDATURE_TEXT } from '../text.ts';

const T = CANDIDATURE_TEXT.recap;

function Section({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Group justify="space-between">
        <Title order={4}>{title}</Title>
        <Anchor
          component="button"
          type="button"
          onClick={onEdit}
          aria-label={`${T.edit} : ${title}`}
        >
          {T.edit}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

const orNone = (value: string) => (value.trim() ? value : T.none);

/** Step 6: everything entered, each part editable, then "Envoyer ma candidature". */
export function StepRecap({
  draft,
  token,
  candidature,
  goTo,
  onBack,
  onSent,
}: {
  draft: Draft;
  token: string | null;
  candidature: Candidature | undefined;
  goTo: (step: number) => void;
  onBack: () => void;
  onSent: () => void;
}) {
  const send = useCreateCandidat();
  const isComplete = candidature?.is_candidature_complete ?? false;

  async function submit() {
    try {
      await send.mutateAsync(applicationOf(draft, token));
      onSent();
    } catch {
      // Shown below, with the fields the API named.
    }
  }

  const fields = fieldErrors(send.error);
  const competences = COMPETENCES.filter((c) => draft.competence_ids.includes(c.id)).map(
    (c) => c.libelle,
  );
  const infos = INFOS_SUPP.filter((info) => draft.infos[info.id]?.trim()).map((info) =>
    info.type === 'boolean' ? info.libelle : `${info.libelle} : ${draft.infos[info.id]}`,
  );
  const transport = TRANSPORT_TYPES.find((type) => type.id === draft.transport_type_id)?.label;
  return (
    <Stack gap="md" data-testid="candidature-step-recap">
      <Text>{T.intro}</Text>
      <Section title={T.identite} onEdit={() => goTo(0)}>
        <Text>
          {draft.civilite} {draft.prenom} {draft.nom}
        </Text>
        <Text size="sm">
          {draft.email} · {draft.mobile} · {draft.date_naissance}
        </Text>
      </Section>
      <Section title={T.adresse} onEdit={() => goTo(1)}>
        <Text>{orNone(`${draft.adresse} ${draft.codep} ${draft.ville}`)}</Text>
      </Section>
      <Section title={T.competences} onEdit={() => goTo(2)}>
        <Text size="sm">
          {T.services} : {draft.services.map(skillLabel).join(', ') || T.none}
        </Text>
        <Text size="sm">{competences.join(', ') || T.none}</Text>
        {infos.length > 0 ? <Text size="sm">{infos.join(' · ')}</Text> : null}
      </Section>
      <Section title={T.disponibilites} onEdit={() => goTo(3)}>
        <Text size="sm">
          {draft.disponibilites
            .map((s) => `${DAY_SHORT_NAMES[s.day as IsoDay]} ${s.time_debut}–${s.time_fin}`)
            .join(', ') || T.none}
        </Text>
        <Text size="sm">
          {T.transport} : {transport ?? T.none} · {draft.rayon_km} km
        </Text>
      </Section>
      <Section title={T.documents} onEdit={() => goTo(4)}>
        <Text size="sm">
          {candidature?.documents.map((d) => d.document_type).join(', ') || T.none}
        </Text>
      </Section>
      {send.error ? (
        <Alert color="red" role="alert">
          {errorMessage(send.error)}
          {Object.values(fields).length > 0 ? (
            <ul>
              {Object.entries(fields).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button type="button" variant="default" onClick={onBack}>
          {CANDIDATURE_TEXT.back}
        </Button>
        <Button type="button" onClick={submit} loading={send.isPending}>
          {isComplete ? T.update : T.submit}
        </Button>
      </Group>
    </Stack>
  );
}
