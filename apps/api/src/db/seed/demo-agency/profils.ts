import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  candidat_infos_supp,
  client_intervenant_preferences,
  interventions,
} from '../../schema/index.ts';
import type { AgencySeedContext } from './context.ts';

/*
 * The agents' public profiles (issue 25, point 3; docs/intervenants.md): every agent of the demo
 * agency says a word of its experience (its presentation, languages and reviews are written with
 * the agent), and the first three households that have visits mark their regular agent as
 * preferred, so that planning shows « Intervenant préféré de la famille » at once.
 */

/** What the agents write of their experience, one line picked by the agent's rank. */
const EXPERIENCES = [
  'Plusieurs années auprès de familles parisiennes, en appartement comme en maison.',
  "Ancienne auxiliaire de vie en établissement, je travaille aujourd'hui au domicile des familles.",
  'Habituée des familles nombreuses : organisation, linge et repas pour toute la maisonnée.',
  'Baby-sitting depuis mes études, puis garde d’enfants à temps partiel chez deux familles.',
] as const;

/** Households that mark their regular agent as preferred in the demo. */
export const DEMO_PREFERENCES_COUNT = 3;

export async function ensureAgentProfils(
  context: AgencySeedContext,
  agentIds: readonly number[],
  clientIds: readonly number[],
): Promise<void> {
  const { tx } = context;
  for (const [index, candidatId] of agentIds.entries()) {
    await tx
      .update(candidat_infos_supp)
      .set({ experience: EXPERIENCES[index % EXPERIENCES.length]! })
      .where(
        and(
          eq(candidat_infos_supp.candidat_id, candidatId),
          isNull(candidat_infos_supp.experience),
        ),
      );
  }
  let preferred = 0;
  for (const clientId of clientIds) {
    if (preferred === DEMO_PREFERENCES_COUNT) break;
    const [regular] = await tx
      .select({ candidat_id: interventions.candidat_id, n: count() })
      .from(interventions)
      .where(
        and(
          eq(interventions.client_id, clientId),
          isNotNull(interventions.candidat_id),
          inArray(interventions.candidat_id, [...agentIds]),
        ),
      )
      .groupBy(interventions.candidat_id)
      .orderBy(desc(count()), interventions.candidat_id)
      .limit(1);
    if (!regular?.candidat_id) continue;
    await tx
      .insert(client_intervenant_preferences)
      .values({ client_id: clientId, candidat_id: regular.candidat_id, preference: 'prefere' })
      .onConflictDoNothing();
    preferred += 1;
  }
}
