import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { clients, mission_taches, missions } from '../../schema/index.ts';
import type { AgencySeedContext } from './context.ts';

/*
 * The agent's day in the demo (issue 25, point 4; docs/agent-journee.md): the demo client and the
 * households leave access instructions and a door code (shown to the planned agent from one hour
 * before a visit), and the demo client's missions have the tasks of each visit. Left alone once
 * a family or the notebook's demo set its own.
 */

/** The tasks of each of the demo client's missions, in order. */
export const DEMO_TACHES = ['Aspirateur et sols', 'Salle de bains', 'Repassage du linge'] as const;

/** The demo client's missions that get the tasks (README « Demo accounts »: its four). */
export const DEMO_TACHES_MISSIONS = 4;

const DEMO_CLIENT_ACCES = {
  acces_instructions:
    'Bâtiment B, 3e étage, porte de gauche. Sonner deux fois à l’interphone « Martin ».',
  code_porte: '4821B',
};

const HOUSEHOLD_ACCES = [
  {
    acces_instructions: 'Rez-de-chaussée sur cour, la clé est chez la gardienne.',
    code_porte: '1937',
  },
  { acces_instructions: 'Ascenseur jusqu’au 5e, porte en face.', code_porte: 'A2580' },
  {
    acces_instructions: 'Maison avec portail vert : sonner, le chien est gentil.',
    code_porte: null,
  },
] as const;

export async function ensureDemoAcces(
  context: AgencySeedContext,
  demoClient: { clientId: number },
  householdIds: readonly number[],
): Promise<void> {
  const { tx } = context;
  await tx
    .update(clients)
    .set(DEMO_CLIENT_ACCES)
    .where(and(eq(clients.id, demoClient.clientId), isNull(clients.acces_instructions)));
  for (const [index, id] of householdIds.entries()) {
    await tx
      .update(clients)
      .set(HOUSEHOLD_ACCES[index % HOUSEHOLD_ACCES.length]!)
      .where(and(eq(clients.id, id), isNull(clients.acces_instructions)));
  }

  const missionIds = (
    await tx
      .select({ id: missions.id })
      .from(missions)
      .where(eq(missions.client_id, demoClient.clientId))
      .orderBy(asc(missions.id))
      .limit(DEMO_TACHES_MISSIONS)
  ).map((row) => row.id);
  if (missionIds.length === 0) return;
  const withTaches = new Set(
    (
      await tx
        .selectDistinct({ id: mission_taches.mission_id })
        .from(mission_taches)
        .where(inArray(mission_taches.mission_id, missionIds))
    ).map((row) => row.id),
  );
  const rows = missionIds
    .filter((id) => !withTaches.has(id))
    .flatMap((mission_id) =>
      DEMO_TACHES.map((libelle, position) => ({ mission_id, libelle, position })),
    );
  if (rows.length > 0) await tx.insert(mission_taches).values(rows);
}
