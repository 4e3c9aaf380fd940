import {
  DEFAULT_FREQUENCE_TYPE,
  SCENARIO_PROPOSALS_MAX,
  isoDayOfWeek,
  type PriceGrid,
  type SkillId,
} from '@maisonnee/domain';
import {
  DEFAULT_WEEKLY_SLOT,
  isSlotValid,
  needErrors,
  priceFor,
  scheduleFromBrouillon,
  slotErrors,
  type NeedBasics,
  type NeedSlots,
  type WeeklySlot,
} from '../../../components/back-office/need-schedule/schedule.ts';
import type { BesoinBrouillon } from '../../../lib/brouillons.ts';
import type { CreateScenariosBody } from './api/create-scenarios.ts';
import { SCENARIOS_ADMIN_TEXT } from './text.ts';

const E = SCENARIOS_ADMIN_TEXT.errors;

/** At most three proposals are sent for one need (the domain's rule). */
export const MAX_PROPOSALS = SCENARIO_PROPOSALS_MAX;
const LETTERS = ['A', 'B', 'C'] as const;

/** What every proposal of one sending shares: the need's service, kind and period. */
export type ScenarioNeedValues = NeedBasics;

/** One proposal: a schedule and the agent proposed for it. */
export interface ProposalValues extends NeedSlots {
  titre: string;
  agentId: number | null;
  description: string;
}

export const EMPTY_NEED: ScenarioNeedValues = {
  service: null,
  frequence: 'recurrent',
  date_debut: '',
  date_fin: '',
};

/** A new proposal, with the schedule of the previous one as a start. */
export function emptyProposal(index: number, from?: ProposalValues): ProposalValues {
  return {
    titre: SCENARIOS_ADMIN_TEXT.defaultTitre(LETTERS[index] ?? String(index + 1)),
    agentId: null,
    horaires: from ? from.horaires.map((s) => ({ ...s })) : [{ ...DEFAULT_WEEKLY_SLOT }],
    creneaux: from ? from.creneaux.map((s) => ({ ...s })) : [],
    description: '',
  };
}

/** The need and a first proposal with the schedule of the client's need draft. */
export function fromBrouillon(brouillon: BesoinBrouillon): {
  need: ScenarioNeedValues;
  proposal: ProposalValues;
} {
  // A draft that has not chosen its kind yet is read as recurring.
  const { frequence, date_debut, horaires, creneaux } = scheduleFromBrouillon(
    brouillon,
    brouillon.frequence !== 'ponctuel',
  );
  return {
    need: { service: brouillon.service, frequence, date_debut, date_fin: '' },
    proposal: { ...emptyProposal(0), horaires, creneaux },
  };
}

/** The live estimate of a proposal, by the same domain pricing as quotes. */
export function proposalPrice(
  need: ScenarioNeedValues,
  proposal: ProposalValues,
  grid?: PriceGrid,
) {
  return priceFor(
    {
      service: need.service,
      frequence: need.frequence,
      frequenceType: DEFAULT_FREQUENCE_TYPE,
      horaires: proposal.horaires,
      creneaux: proposal.creneaux,
      prix_horaire_ttc: '',
      prix_horaire_weekend_ttc: '',
    },
    grid,
  );
}

/** First day of a proposal: the need's recurring start, or its first dated slot. */
export function proposalStart(need: ScenarioNeedValues, proposal: ProposalValues): string {
  if (need.frequence === 'recurrent') return need.date_debut;
  return (
    proposal.creneaux
      .map((c) => c.date)
      .filter(Boolean)
      .sort()[0] ?? ''
  );
}

/**
 * The weekly slots agents are searched for (`{day, start_time, end_time}` of the availability
 * search): the recurring slots, or the weekdays of the dated ones; null while a slot is incomplete.
 */
export function searchSlots(
  need: ScenarioNeedValues,
  proposal: ProposalValues,
): { day: number; start_time: string; end_time: string }[] | null {
  const slots: (WeeklySlot | null)[] =
    need.frequence === 'recurrent'
      ? proposal.horaires
      : proposal.creneaux.map((c) => (c.date ? { ...c, day: isoDayOfWeek(c.date) } : null));
  if (slots.length === 0) return null;
  const valid: WeeklySlot[] = [];
  for (const slot of slots) {
    if (slot === null || !isSlotValid(slot)) return null;
    valid.push(slot);
  }
  return valid.map((s) => ({ day: s.day, start_time: s.time_debut, end_time: s.time_fin }));
}

/** Field errors of the need (`service`, `date_debut`…) and the proposals (`<index>.<field>`). */
export function validateScenarios(
  need: ScenarioNeedValues,
  proposals: readonly ProposalValues[],
): Record<string, string> {
  const errors: Record<string, string> = needErrors(need);
  proposals.forEach((p, i) => {
    if (p.agentId === null) errors[`${i}.agent`] = E.agent;
    Object.assign(errors, slotErrors(need.frequence, p, `${i}.`));
  });
  return errors;
}

/** The errors of one proposal, keyed as its fields expect them (`slot.0`, `agent`…). */
export function errorsOf(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

const optional = (text: string) => (text.trim() ? text.trim() : null);

/** The body of `scenarios/create` (call only once `validateScenarios` is empty). */
export function toCreateScenariosBody(
  clientId: number,
  need: ScenarioNeedValues,
  proposals: readonly ProposalValues[],
  devisId: number | null,
): CreateScenariosBody {
  const recurring = need.frequence === 'recurrent';
  const dates = proposals.flatMap((p) => p.creneaux.map((c) => c.date)).sort();
  return {
    client_id: clientId,
    ...(devisId !== null ? { devis_id: devisId } : {}),
    client_besoin_skill_id: need.service as SkillId,
    is_ponctuel: !recurring,
    date_debut: recurring ? need.date_debut : (dates[0] ?? ''),
    date_fin: recurring ? need.date_fin || null : (dates[dates.length - 1] ?? null),
    propositions: proposals.map((p) => ({
      titre: optional(p.titre),
      description: optional(p.description),
      candidat_id: p.agentId as number,
      horaires: recurring ? p.horaires : [],
      creneaux: recurring ? [] : p.creneaux,
    })),
  };
}
