import { List, Text } from '@mantine/core';
import {
  COMPETENCES,
  DAY_SHORT_NAMES,
  INFOS_SUPP,
  SKILLS,
  TRANSPORT_TYPES,
  UNKNOWN_SKILL,
  type IsoDay,
  type SkillId,
} from '@maisonnee/domain';
import type { Candidat } from '../api/get-candidat.ts';
import { isYes } from '../infos-supp.ts';
import { FICHE_TEXT as T } from '../text.ts';
import { CompetencesForm } from './competences-form.tsx';
import { DisponibilitesForm } from './disponibilites-form.tsx';
import { EditablePart } from './editable-part.tsx';
import { Fact, Facts } from './fact.tsx';

/** An answer as people read it (null: not answered). */
function answerText(type: 'boolean' | 'text', valeur: string | null): string | null {
  if (valeur === null || valeur === '') return null;
  if (type === 'text') return valeur;
  return isYes(valeur) ? T.yes : T.no;
}

/** Services, finer skills grouped by service, extra information and experience. */
export function CompetencesSection({
  candidat,
  canEdit,
}: {
  candidat: Candidat;
  canEdit: boolean;
}) {
  const answers = INFOS_SUPP.map((info) => ({
    ...info,
    answer: answerText(
      info.type,
      candidat.infos_supp.find((given) => given.info_supp_id === info.id)?.valeur ?? null,
    ),
  })).filter((info) => info.answer !== null);
  return (
    <EditablePart
      canEdit={canEdit}
      form={(done) => <CompetencesForm candidat={candidat} onDone={done} />}
    >
      <div>
        <Text fw={600} fz="sm">
          {T.services}
        </Text>
        {candidat.services.length === 0 ? <Text fz="sm">{T.none}</Text> : null}
        <List size="sm">
          {candidat.services.map((skillId) => {
            const competences = COMPETENCES.filter(
              (competence) =>
                competence.client_besoin_skill_id === skillId &&
                candidat.competence_ids.includes(competence.id),
            );
            return (
              <List.Item key={skillId}>
                {SKILLS[skillId as SkillId] ?? UNKNOWN_SKILL.label}
                {competences.length > 0
                  ? ` : ${competences.map((competence) => competence.libelle).join(', ')}`
                  : ''}
              </List.Item>
            );
          })}
        </List>
      </div>
      <div>
        <Text fw={600} fz="sm">
          {T.infosSupp}
        </Text>
        {answers.length === 0 ? <Text fz="sm">{T.none}</Text> : null}
        <Facts>
          {answers.map((info) => (
            <Fact key={info.id} label={info.libelle} value={info.answer} />
          ))}
        </Facts>
      </div>
      <Facts>
        <Fact
          label={T.experience}
          value={
            candidat.experience_annees === null
              ? null
              : T.experienceYears(candidat.experience_annees)
          }
        />
        <Fact label={T.presentation} value={candidat.presentation} />
      </Facts>
    </EditablePart>
  );
}

/** Weekly availability, way of travelling and the distance accepted. */
export function DisponibilitesSection({
  candidat,
  canEdit,
}: {
  candidat: Candidat;
  canEdit: boolean;
}) {
  const transport = TRANSPORT_TYPES.find((type) => type.id === candidat.transport_type_id);
  const slots = [...candidat.disponibilites].sort(
    (a, b) => a.day - b.day || a.time_debut.localeCompare(b.time_debut),
  );
  return (
    <EditablePart
      canEdit={canEdit}
      form={(done) => <DisponibilitesForm candidat={candidat} onDone={done} />}
    >
      {slots.length === 0 ? <Text fz="sm">{T.noDisponibilites}</Text> : null}
      <List size="sm">
        {slots.map((slot) => (
          <List.Item key={`${slot.day}-${slot.time_debut}`}>
            {`${DAY_SHORT_NAMES[slot.day as IsoDay]} ${slot.time_debut} – ${slot.time_fin}`}
          </List.Item>
        ))}
      </List>
      <Facts>
        <Fact label={T.transport} value={transport?.label} />
        <Fact
          label={T.rayon}
          value={candidat.rayon_km === null ? null : T.rayonKm(candidat.rayon_km)}
        />
      </Facts>
    </EditablePart>
  );
}
