/*
 * The five services the marketplace sells (section 3 of the specification: need-skill ids).
 * Labels are the French names of section 3; icons are Tabler icon names (tabler.io/icons), which
 * the web draws, so web and mobile show the same picture.
 */

/** The need-skill ids, in the order the services are offered. */
export const SKILL_IDS = Object.freeze([1, 2, 3, 4, 5] as const);

/** Identifier of a need skill (client_besoin_skill_id): the kind of service a client asks for. */
export type SkillId = (typeof SKILL_IDS)[number];

/** French label of each service, by need-skill id (section 3: 1 home upkeep / ironing …). */
export const SKILLS: Readonly<Record<SkillId, string>> = Object.freeze({
  1: 'Entretien du domicile et repassage',
  2: 'Accompagnement des personnes dépendantes / auxiliaire de vie',
  3: 'Baby-sitting',
  4: "Garde d'enfants",
  5: 'Gouvernante',
});

/**
 * Short name of each service, where a line has little room: the title of a visit in a phone's
 * calendar (« Ménage — Karim B. », docs/calendrier.md) and the reminder sent the day before.
 */
export const SKILL_SHORT_LABELS: Readonly<Record<SkillId, string>> = Object.freeze({
  1: 'Ménage',
  2: 'Aide à domicile',
  3: 'Baby-sitting',
  4: "Garde d'enfants",
  5: 'Gouvernante',
});

/** Tabler icon shown beside each service. */
export const SKILL_ICONS: Readonly<Record<SkillId, string>> = Object.freeze({
  1: 'brush',
  2: 'heart-handshake',
  3: 'baby-carriage',
  4: 'mood-kid',
  5: 'home',
});

/** Title and icon shown for a skill id the app does not know (sent by a newer API). */
export const UNKNOWN_SKILL = Object.freeze({ label: 'Prestation', icon: 'briefcase' });

/** The housekeeper service (gouvernante), which has its own, higher price grid. */
export const HOUSEKEEPER_SKILL_ID = 5 satisfies SkillId;

/** A skill id is valid only when it is one of the five services sold (1 to 5). */
export function isSkillId(value: unknown): value is SkillId {
  return (SKILL_IDS as readonly unknown[]).includes(value);
}

/** The label of a service, or 'Prestation' for an id the app does not know. */
export function skillLabel(skillId: number): string {
  return isSkillId(skillId) ? SKILLS[skillId] : UNKNOWN_SKILL.label;
}

/** The icon of a service, or 'briefcase' for an id the app does not know. */
export function skillIcon(skillId: number): string {
  return isSkillId(skillId) ? SKILL_ICONS[skillId] : UNKNOWN_SKILL.icon;
}

/** The short name of a service, or 'Prestation' for an id the app does not know. */
export function skillShortLabel(skillId: number): string {
  return isSkillId(skillId) ? SKILL_SHORT_LABELS[skillId] : UNKNOWN_SKILL.label;
}
