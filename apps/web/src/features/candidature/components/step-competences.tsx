import { Alert, Checkbox, Fieldset, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { COMPETENCES, INFOS_SUPP, SKILL_IDS, SKILLS, type SkillId } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/api-errors.ts';
import { useSaveCandidatureEtape } from '../api/save-candidature-etape.ts';
import { experienceOf, infosSuppOf } from '../lib/draft.ts';
import { CANDIDATURE_TEXT } from '../text.ts';
import { StepActions } from './step-actions.tsx';
import type { StepProps } from './step-props.ts';

const T = CANDIDATURE_TEXT.competences;

/** Step 3: services, the finer skills of each, the extra questions, experience, a few words. */
export function StepCompetences({ draft, change, token, onNext, onBack }: StepProps) {
  const save = useSaveCandidatureEtape();
  const [errors, setErrors] = useState<Record<string, string>>({});

  function setServices(services: number[]) {
    // Skills of a service no longer chosen go with it.
    const competence_ids = draft.competence_ids.filter((id) =>
      services.includes(COMPETENCES.find((c) => c.id === id)?.client_besoin_skill_id ?? 0),
    );
    change({ services, competence_ids });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.services.length === 0) {
      setErrors({ services: CANDIDATURE_TEXT.identite.servicesRequired });
      return;
    }
    setErrors({});
    if (!token) return;
    try {
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
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="candidature-step-competences">
      <Stack gap="sm">
        {save.error ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Checkbox.Group
          label={T.services}
          required
          value={draft.services.map(String)}
          onChange={(values) => setServices(values.map(Number))}
          error={errors.services}
        >
          <Stack gap={6} mt={4}>
            {SKILL_IDS.map((id) => (
              <Checkbox key={id} value={String(id)} label={SKILLS[id]} />
            ))}
          </Stack>
        </Checkbox.Group>
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
        <Textarea
          label={T.presentation}
          autosize
          minRows={3}
          maxLength={2000}
          value={draft.presentation}
          onChange={(event) => change({ presentation: event.currentTarget.value })}
          error={errors.presentation}
        />
        <StepActions onBack={onBack} loading={save.isPending} />
      </Stack>
    </form>
  );
}
