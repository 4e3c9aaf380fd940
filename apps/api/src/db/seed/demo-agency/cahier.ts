import { and, asc, desc, eq } from 'drizzle-orm';
import {
  cahier_entrees,
  interventions,
  mission_taches,
  missions,
  users,
} from '../../schema/index.ts';
import type { AgencySeedContext } from './context.ts';

/*
 * The liaison notebook in the demo (issue 25, point 5; docs/cahier.md): on the demo client's
 * weekly cleaning (DEMO-M-0001, last month's Tuesdays by the demo agent), the report of the
 * second-latest visit with its tasks ticked, the family's question and the agent's answer. The
 * latest visit is left without report: the demo agent writes it from the notebook. Left alone
 * once the mission's notebook has entries.
 */

/** DEMO_REFERENCES.missionRecurrente of seed/demo.ts (not imported: demo.ts imports this folder). */
export const DEMO_CAHIER_MISSION_REFERENCE = 'DEMO-M-0001';

/** Entries the demo writes: one visit report and two messages. */
export const DEMO_CAHIER_ENTREES = 3;

const MINUTE = 60_000;

const personName = (user: { prenom: string | null; nom: string | null; name: string }) =>
  [user.prenom, user.nom].filter(Boolean).join(' ') || user.name;
const agentName = (user: { prenom: string | null; nom: string | null; name: string }) =>
  user.prenom
    ? `${user.prenom}${user.nom ? ` ${user.nom.charAt(0).toUpperCase()}.` : ''}`
    : user.name;

export async function ensureDemoCahier(
  context: AgencySeedContext,
  demoClient: { clientId: number },
): Promise<void> {
  const { tx } = context;
  const [mission] = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(
      and(
        eq(missions.reference, DEMO_CAHIER_MISSION_REFERENCE),
        eq(missions.client_id, demoClient.clientId),
      ),
    );
  if (!mission) return;
  const [written] = await tx
    .select({ id: cahier_entrees.id })
    .from(cahier_entrees)
    .where(eq(cahier_entrees.mission_id, mission.id))
    .limit(1);
  if (written) return;
  const finished = await tx
    .select({
      id: interventions.id,
      candidatId: interventions.candidat_id,
      pointageFinAt: interventions.pointage_fin_at,
    })
    .from(interventions)
    .where(and(eq(interventions.mission_id, mission.id), eq(interventions.statut, 'terminee')))
    .orderBy(desc(interventions.date_debut))
    .limit(2);
  const visit = finished[1];
  if (!visit?.candidatId || !visit.pointageFinAt) return;
  const [agent] = await tx
    .select({ id: users.id, prenom: users.prenom, nom: users.nom, name: users.name })
    .from(users)
    .where(eq(users.candidat_id, visit.candidatId))
    .limit(1);
  const [famille] = await tx
    .select({ id: users.id, prenom: users.prenom, nom: users.nom, name: users.name })
    .from(users)
    .where(eq(users.client_id, demoClient.clientId))
    .orderBy(asc(users.id))
    .limit(1);
  if (!agent || !famille) return;
  const taches = await tx
    .select({ id: mission_taches.id, libelle: mission_taches.libelle })
    .from(mission_taches)
    .where(and(eq(mission_taches.mission_id, mission.id), eq(mission_taches.is_active, true)))
    .orderBy(asc(mission_taches.position), asc(mission_taches.id));
  const reportAt = new Date(visit.pointageFinAt.getTime() + 5 * MINUTE);
  await tx.insert(cahier_entrees).values([
    {
      mission_id: mission.id,
      intervention_id: visit.id,
      auteur_user_id: agent.id,
      auteur_nom: agentName(agent),
      auteur: 'intervenant',
      // Every task done but the last: the family sees a ✗ and asks about it.
      taches: taches.map((tache, index) => ({
        tache_id: tache.id,
        libelle: tache.libelle,
        faite: index < taches.length - 1,
      })),
      texte:
        'Tout est fait sauf le repassage : le fer ne chauffait plus. Il faudrait le faire vérifier.',
      created_at: reportAt,
    },
    {
      mission_id: mission.id,
      auteur_user_id: famille.id,
      auteur_nom: personName(famille),
      auteur: 'famille',
      texte: 'Merci ! Un fer neuf vous attend dans le placard de l’entrée pour la prochaine fois.',
      created_at: new Date(reportAt.getTime() + 7 * 60 * MINUTE),
    },
    {
      mission_id: mission.id,
      auteur_user_id: agent.id,
      auteur_nom: agentName(agent),
      auteur: 'intervenant',
      texte: 'Bien noté, je m’occupe du repassage en priorité mardi.',
      created_at: new Date(reportAt.getTime() + 20 * 60 * MINUTE),
    },
  ]);
}
