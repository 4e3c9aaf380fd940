import { Alert, Checkbox, Fieldset, NumberInput, Stack, TextInput } from '@mantine/core';
import { COMPETENCES, INFOS_SUPP, SKILLS, type SkillId } from '@maisonnee/domain';
import type { FormEvent } from 'react';
import { LongTextField } from '../../../components/long-text-field.tsx';
import { useSaveCandidatureEtape } from '../api/save-candidature-etape.ts';
import { experienceOf, infosSuppOf } from '../lib/draft.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import { ServicesField } from './step-fields.tsx';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';
import { useStepErrors } from './use-step-errors.ts';

const T = CANDIDATURE_TEXT.competences;

/** Step 3: services, the finer skills of each, the extra questions, experience, a few words. */
export function StepCompetences({ draft, change, token, onNext, onBack }: StepProps) {
  const save = useSaveCandidatureEtape();
  const { errors, submitChecked } = useStepErrors();

  function setServices(services: number[]) {
    // Skills of a service no longer chosen go with it.
    const competence_ids = draft.competence_ids.filter((id) =>
      services.includes(COMPETENCES.find((c) => c.id === id)?.client_besoin_skill_id ?? 0),
    );
    change({ services, competence_ids });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (draft.services.length === 0) found.services = CANDIDATURE_TEXT.identite.servicesRequired;
    await submitChecked(found, async () => {
      if (!token) return;
      await save.mutateAsync({
        application_token: token,
        etape: 'competences',
        services: draft.services as SkillId[],
        competence_ids: draft.competence_ids,
        infos_supp: infosSuppOf(draft),
        experience_annees: experienceOf(draft),
        presentation: draft.presentation.trim() || null,
      });
      onNext();
    });
  }

  return (
    <StepForm
      testId="candidature-step-competences"
      onSubmit={submit}
      error={save.error}
      loading={save.isPending}
      onBack={onBack}
    >
      <ServicesField
        label={T.services}
        value={draft.services}
        onChange={setServices}
        error={errors.services}
      />
      {draft.services.map((service) => (
        <Checkbox.Group
          key={service}
          label={T.competencesOf(SKILLS[service as SkillId] ?? '')}
          value={draft.competence_ids.map(String)}
          onChange={(values) => {
            const others = draft.competence_ids.filter(
              (id) => COMPETENCES.find((c) => c.id === id)?.client_besoin_skill_id !== service,
            );
            const mine = values
              .map(Number)
              .filter(
                (id) => COMPETENCES.find((c) => c.id === id)?.client_besoin_skill_id === service,
              );
            change({ competence_ids: [...others, ...mine] });
          }}
          error={errors.competence_ids}
        >
          <Stack gap={6} mt={4}>
            {COMPETENCES.filter((c) => c.client_besoin_skill_id === service).map((c) => (
              <Checkbox key={c.id} value={String(c.id)} label={c.libelle} />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
      <Fieldset legend={T.infos}>
        <Stack gap={6}>
          {INFOS_SUPP.map((info) =>
            info.type === 'boolean' ? (
              <Checkbox
                key={info.id}
                label={info.libelle}
                checked={draft.infos[info.id] === 'oui'}
                onChange={(event) =>
                  change({
                    infos: {
                      ...draft.infos,
                      [info.id]: event.currentTarget.checked ? 'oui' : '',
                    },
                  })
                }
              />
            ) : (
              <TextInput
                key={info.id}
                label={info.libelle}
                value={draft.infos[info.id] ?? ''}
                maxLength={255}
                onChange={(event) =>
                  change({ infos: { ...draft.infos, [info.id]: event.currentTarget.value } })
                }
              />
            ),
          )}
        </Stack>
        {errors.infos_supp ? (
          <Alert color="red" mt="xs">
            {errors.infos_supp}
          </Alert>
        ) : null}
      </Fieldset>
      <NumberInput
        label={T.experience}
        min={0}
        max={60}
        allowDecimal={false}
        value={draft.experience_annees === '' ? '' : Number(draft.experience_annees)}
        onChange={(value) => change({ experience_annees: value === '' ? '' : String(value) })}
        error={errors.experience_annees}
      />
      <LongTextField
        label={T.presentation}
        minRows={3}
        maxLength={2000}
        value={draft.presentation}
        onText={(presentation) => change({ presentation })}
        error={errors.presentation}
      />
    </StepForm>
  );
}
