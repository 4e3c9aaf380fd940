import {
  congePeriod,
  formatInterventionDate,
  isOnHalfHourGrid,
  periodsOverlap,
  skillLabel,
  type AgentAgenda,
  type Period,
} from '@maisonnee/domain';
import { refusal } from '../../lib/app-error.ts';

/*
 * Why an agent cannot take slots, as the refusals planning answers (docs/planning.md): a slot off
 * the half-hour grid, an agent without the skill, already working, on leave or absent at that
 * time. Each names the first date concerned so the planner knows what to change.
 */

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** SLOT_OFF_GRID for the first slot that does not start and end on the half-hour grid. */
export function assertSlotsOnGrid(periods: readonly Period[]) {
  const off = periods.find((period) => !isOnHalfHourGrid(period));
  if (off) {
    throw refusal(
      'SLOT_OFF_GRID',
      `Le créneau du ${formatInterventionDate(off.start, off.end)} n'est pas sur la grille des demi-heures (08:00, 08:30…) : corrigez ses horaires.`,
      { date: isoDay(off.start) },
    );
  }
}

/** AGENT_NOT_ELIGIBLE (not an active agent) or AGENT_WITHOUT_SKILL. */
export function assertAgentEligible(
  agent: { isActiveAgent: boolean; agenda: AgentAgenda; prenom: string | null },
  skillId: number,
) {
  const name = agent.prenom ?? 'Cet agent';
  if (!agent.isActiveAgent) {
    throw refusal(
      'AGENT_NOT_ELIGIBLE',
      `${name} n'est pas un agent actif : il ne peut pas recevoir de créneaux.`,
    );
  }
  if (!agent.agenda.skillIds.includes(skillId)) {
    throw refusal(
      'AGENT_WITHOUT_SKILL',
      `${name} n'a pas la compétence « ${skillLabel(skillId)} » demandée : choisissez un agent de ce service.`,
    );
  }
}

/**
 * AGENT_BUSY, AGENT_ON_LEAVE or AGENT_ABSENT for the first slot (in time) the agent cannot take:
 * another intervention, accepted leave or a declared absence over it.
 */
export function assertAgentFreeForAll(
  agent: { agenda: AgentAgenda; prenom: string | null },
  periods: readonly Period[],
) {
  const name = agent.prenom ?? "L'agent";
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const period of sorted) {
    const when = formatInterventionDate(period.start, period.end);
    const details = { date: isoDay(period.start) };
    if (agent.agenda.interventions.some((busy) => periodsOverlap(busy, period)))
      throw refusal(
        'AGENT_BUSY',
        `${name} a déjà une intervention le ${when} : choisissez un autre agent ou une autre période.`,
        details,
      );
    if (agent.agenda.conges.some((conge) => periodsOverlap(congePeriod(conge), period)))
      throw refusal(
        'AGENT_ON_LEAVE',
        `${name} est en congé le ${when} : choisissez un autre agent ou une autre période.`,
        details,
      );
    if (agent.agenda.absences.some((absence) => periodsOverlap(absence, period)))
      throw refusal(
        'AGENT_ABSENT',
        `${name} a déclaré une absence le ${when} : choisissez un autre agent ou une autre période.`,
        details,
      );
  }
}
