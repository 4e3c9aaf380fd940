import { Checkbox, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { CIVILITES } from '@maisonnee/domain';
import type { FormEvent } from 'react';
import { useCreateCandidatStep1 } from '../api/create-candidat-step1.ts';
import { step1Of } from '../lib/draft.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import { CodepVilleFields, ServicesField, textBinder } from './step-fields.tsx';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';
import { useStepErrors } from './use-step-errors.ts';

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
  const { errors, submitChecked } = useStepErrors();
  const text = textBinder({ draft, change }, errors);

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
    await submitChecked(check(), async () => {
      if (!token) {
        const created = await create.mutateAsync(step1Of(draft));
        onCreated(created.application_token);
      }
      onNext();
    });
  }

  return (
    <StepForm
      testId="candidature-step-identite"
      onSubmit={submit}
      error={create.error}
      loading={create.isPending}
    >
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
        <TextInput label={T.nom} {...text('nom')} />
        <TextInput label={T.prenom} {...text('prenom')} />
      </SimpleGrid>
      <TextInput label={T.email} type="email" {...text('email')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={T.mobile} type="tel" {...text('mobile')} />
        <TextInput label={T.dateNaissance} type="date" {...text('date_naissance')} />
      </SimpleGrid>
      <CodepVilleFields text={text} />
      <ServicesField
        label={T.services}
        value={draft.services}
        onChange={(services) => change({ services })}
        error={errors.services}
      />
      <Checkbox
        label={T.rgpd}
        checked={draft.accept_rgpd}
        onChange={(event) => change({ accept_rgpd: event.currentTarget.checked })}
        error={errors.accept_rgpd}
      />
    </StepForm>
  );
}
