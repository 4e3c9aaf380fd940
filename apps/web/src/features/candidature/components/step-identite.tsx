import { Alert, Checkbox, Radio, SimpleGrid, Stack, TextInput, Group } from '@mantine/core';
import { CIVILITES, SKILL_IDS, SKILLS } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { useCreateCandidatStep1 } from '../api/create-candidat-step1.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import { StepActions } from './step-actions.tsx';
import type { StepProps } from './step-props.ts';

const T = CANDIDATURE_TEXT.identite;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Step 1: identity, contact and services. A new application is created here (the API answers
 * its token); an application already started keeps the changes for the final send.
 */
export function StepIdentite({
  draft,
  change,
  token,
  onNext,
  onCreated,
}: StepProps & { onCreated: (token: string) => void }) {
  const create = useCreateCandidatStep1();
  const [errors, setErrors] = useState<Record<string, string>>({});

  function check(): Record<string, string> {
    const next: Record<string, string> = {};
    for (const field of ['nom', 'prenom', 'mobile', 'date_naissance', 'codep', 'ville'] as const) {
      if (!draft[field].trim()) next[field] = T.required;
    }
    if (!draft.civilite) next.civilite = T.required;
    if (!EMAIL.test(draft.email.trim())) next.email = T.emailInvalid;
    if (draft.services.length === 0) next.services = T.servicesRequired;
    if (!draft.accept_rgpd) next.accept_rgpd = T.rgpdRequired;
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (token) {
      onNext();
      return;
    }
    try {
      const created = await create.mutateAsync({
        civilite: draft.civilite as 'M.' | 'Mme',
        nom: draft.nom,
        prenom: draft.prenom,
        email: draft.email,
        mobile: draft.mobile,
        date_naissance: draft.date_naissance,
        codep: draft.codep,
        ville: draft.ville,
        services: draft.services as (typeof SKILL_IDS)[number][],
        accept_rgpd: true,
      });
      onCreated(created.application_token);
      onNext();
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  }

  const general = create.error ? errorMessage(create.error) : null;
  return (
    <form onSubmit={submit} noValidate data-testid="candidature-step-identite">
      <Stack gap="sm">
        {general ? (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        ) : null}
        <Radio.Group
          label={T.civilite}
          required
          value={draft.civilite}
          onChange={(civilite) => change({ civilite })}
          error={errors.civilite}
        >
          <Group mt={4}>
            {CIVILITES.map((civilite) => (
              <Radio key={civilite} value={civilite} label={civilite} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={T.nom}
            required
            autoComplete="family-name"
            value={draft.nom}
            onChange={(event) => change({ nom: event.currentTarget.value })}
            error={errors.nom}
          />
          <TextInput
            label={T.prenom}
            required
            autoComplete="given-name"
            value={draft.prenom}
            onChange={(event) => change({ prenom: event.currentTarget.value })}
            error={errors.prenom}
          />
        </SimpleGrid>
        <TextInput
          label={T.email}
          required
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(event) => change({ email: event.currentTarget.value })}
          error={errors.email}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={T.mobile}
            required
            type="tel"
            autoComplete="tel"
            value={draft.mobile}
            onChange={(event) => change({ mobile: event.currentTarget.value })}
            error={errors.mobile}
          />
          <TextInput
            label={T.dateNaissance}
            required
            type="date"
            autoComplete="bday"
            value={draft.date_naissance}
            onChange={(event) => change({ date_naissance: event.currentTarget.value })}
            error={errors.date_naissance}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={T.codep}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            value={draft.codep}
            onChange={(event) => change({ codep: event.currentTarget.value })}
            error={errors.codep}
          />
          <TextInput
            label={T.ville}
            required
            autoComplete="address-level2"
            value={draft.ville}
            onChange={(event) => change({ ville: event.currentTarget.value })}
            error={errors.ville}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={T.services}
          required
          value={draft.services.map(String)}
          onChange={(values) => change({ services: values.map(Number) })}
          error={errors.services}
        >
          <Stack gap={6} mt={4}>
            {SKILL_IDS.map((id) => (
              <Checkbox key={id} value={String(id)} label={SKILLS[id]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox
          label={T.rgpd}
          checked={draft.accept_rgpd}
          onChange={(event) => change({ accept_rgpd: event.currentTarget.checked })}
          error={errors.accept_rgpd}
        />
        <StepActions loading={create.isPending} />
      </Stack>
    </form>
  );
}
