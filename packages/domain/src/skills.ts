/** Identifier of a need skill (client_besoin_skill_id): the kind of service a client asks for. */
export type SkillId = 1 | 2 | 3 | 4 | 5;

/** The five services the marketplace sells, by need-skill id, with their French label. */
export const SKILLS: Readonly<Record<SkillId, string>> = Object.freeze({
  1: 'Entretien du domicile et repassage',
  2: 'Accompagnement et aide aux personnes dépendantes',
  3: 'Baby-sitting',
  4: "Garde d'enfants",
  5: 'Gouvernante',
});

/** Icon name shown beside each service; stable so web and mobile show the same picture. */
export const SKILL_ICONS: Readonly<Record<SkillId, string>> = Object.freeze({
  1: 'broom',
  2: 'hand-heart',
  3: 'baby',
  4: 'child',
  5: 'house-user',
});

/** The housekeeper service (gouvernante), which has its own, higher price grid. */
export const HOUSEKEEPER_SKILL_ID = 5 satisfies SkillId;

/** A skill id is valid only when it is one of the five services sold (1 to 5). */
export function isSkillId(value: unknown): value is SkillId {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5;
}
