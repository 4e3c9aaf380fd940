import { Checkbox, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { COMPETENCES, INFOS_SUPP, SKILL_IDS, SKILLS, type SkillId } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import type { Candidat } from '../api/get-candidat.ts';
import { useSaveCandidat } from '../api/save-candidat.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { isYes } from '../infos-supp.ts';
import { PartForm, savedThen } from './editable-part.tsx';

/** The recruiter corrects services, finer skills, extra information and experience. */
export function CompetencesForm({ candidat, onDone }: { candidat: Candidat; onDone: () => void }) {
  const save = useSaveCandidat(candidat);
  const [services, setServices] = useState<string[]>(candidat.services.map(String));
  const [competences, setCompetences] = useState<string[]>(candidat.competence_ids.map(String));
  const [answers, setAnswers] = useState<Record<number, string>>(() =>
    Object.fromEntries(candidat.infos_supp.map((info) => [info.info_supp_id, info.valeur ?? ''])),
  );
  const [experience, setExperience] = useState(
    candidat.experience_annees === null ? '' : String(candidat.experience_annees),
  );
  const [presentation, setPresentation] = useState(candidat.presentation ?? '');
  const [errors, setErrors] = useState<{ services?: string; experience?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: { services?: string; experience?: string } = {};
    if (services.length === 0) found.services = T.servicesRequired;
    const years = experience.trim() === '' ? null : Number(experience.trim());
    if (years !== null && (!Number.isInteger(years) || years < 0 || years > 60)) {
      found.experience = T.experienceInvalid;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const serviceIds = services.map(Number);
    save.mutate(
      {
        services: serviceIds as SkillId[],
        // A finer skill only stays with its service.
        competence_ids: COMPETENCES.filter(
          (competence) =>
            competences.includes(String(competence.id)) &&
            serviceIds.includes(competence.client_besoin_skill_id),
        ).map((competence) => competence.id),
        infos_supp: INFOS_SUPP.flatMap((info): { info_supp_id: number; valeur: string }[] => {
          const valeur = (answers[info.id] ?? '').trim();
          // As the application form writes them: 'oui' for a ticked question, nothing otherwise.
          if (info.type === 'boolean') {
            return isYes(valeur) ? [{ info_supp_id: info.id, valeur: 'oui' }] : [];
          }
          return valeur ? [{ info_supp_id: info.id, valeur }] : [];
        }),
        experience_annees: years,
        presentation: presentation.trim() || null,
      },
      savedThen(onDone),
    );
  }

  return (
    <PartForm label={T.competencesForm} onSubmit={submit} save={save} onDone={onDone}>
      <Checkbox.Group
        label={T.services}
        withAsterisk
        value={services}
        onChange={setServices}
        error={errors.services}
      >
        <Stack gap="xs" mt={6}>
          {SKILL_IDS.map((skillId) => (
            <Checkbox key={skillId} value={String(skillId)} label={SKILLS[skillId]} />
          ))}
        </Stack>
      </Checkbox.Group>
      {services.length > 0 ? (
        <Checkbox.Group label={T.competencesFines} value={competences} onChange={setCompetences}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
            {COMPETENCES.filter((competence) =>
              services.includes(String(competence.client_besoin_skill_id)),
            ).map((competence) => (
              <Checkbox
                key={competence.id}
                value={String(competence.id)}
                label={competence.libelle}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      ) : null}
      <Stack gap="xs">
        <Text fw={500} fz="sm">
          {T.infosSupp}
        </Text>
        {INFOS_SUPP.map((info) =>
          info.type === 'boolean' ? (
            <Checkbox
              key={info.id}
              label={info.libelle}
              checked={isYes(answers[info.id] ?? '')}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setAnswers((current) => ({ ...current, [info.id]: checked ? 'oui' : '' }));
              }}
            />
          ) : (
            <TextInput
              key={info.id}
              label={info.libelle}
              maxLength={255}
              value={answers[info.id] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAnswers((current) => ({ ...current, [info.id]: value }));
              }}
            />
          ),
        )}
      </Stack>
      <TextInput
        label={T.experienceLabel}
        inputMode="numeric"
        value={experience}
        onChange={(event) => setExperience(event.currentTarget.value)}
        error={errors.experience}
        w={{ base: '100%', xs: 220 }}
      />
      <Textarea
        label={T.presentation}
        value={presentation}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(event) => setPresentation(event.currentTarget.value)}
      />
    </PartForm>
  );
}
