import { endpoints, type IntervenantProfil, type IntervenantResume } from '@maisonnee/contract';
import { agencyWallClock, ROLE_GROUPS } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { IntervenantPreference } from '../../db/schema/preferences.ts';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { readProfilPublic } from '../candidats/profil-public.service.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { publishPlanningChanged } from '../planning/planning-live.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import * as q from './intervenant-preferences.queries.ts';

/*
 * The agents of a family (issue 25, point 3, docs/intervenants.md): those planned or proposed for
 * it, each agent's profile as the family reads it (never the agent's address, phone or full name,
 * never a reviewer's full name), and the family's choice about each. Asking not to see an agent
 * again tells the commercial team (a notification and a cockpit task), never the agent; the
 * agent's visits already planned stay as they are until the agency replaces them.
 */

type Conn = Db | Tx;
type E = typeof endpoints;

/** The most agents the family's list answers (docs/lists.md). */
export const MES_INTERVENANTS_MAX = 50;
/** The reviews a profile shows, newest first. */
export const AVIS_SHOWN = 5;

type Resume = Pick<IntervenantResume, 'is_planifie' | 'is_propose' | 'preference'>;

/** « Prénom N. »: how a reviewing family is named to others. */
export function reviewerName(prenom: string | null, nom: string | null): string {
  const first = prenom?.trim() ?? '';
  const initial = nom?.trim() ? `${nom.trim().charAt(0).toUpperCase()}.` : '';
  return [first, initial].filter(Boolean).join(' ') || 'Une famille';
}

/**
 * An agent's profile as a family reads it (404 when the agent does not exist): its public file,
 * photo and rating, and its latest reviews. The agent's own preview uses it too.
 */
export async function buildIntervenantProfil(
  db: Conn,
  planning: Pick<ReturnType<typeof createPlanningService>, 'agentSummaries'>,
  candidatId: number,
  resume: Resume,
): Promise<IntervenantProfil> {
  const [profil, summaries, avis] = await Promise.all([
    readProfilPublic(db, candidatId),
    planning.agentSummaries([candidatId]),
    q.selectLatestAvis(db, candidatId, AVIS_SHOWN),
  ]);
  if (!profil) throw notFound('Intervenant introuvable.');
  const summary = summaries.get(candidatId);
  return {
    id: candidatId,
    prenom: profil.prenom,
    nom_initiale: profil.nom_initiale,
    profile_photo_path: summary?.profile_photo_path ?? null,
    note_moyenne: summary?.note_moyenne ?? null,
    nb_avis: summary?.nb_avis ?? 0,
    ...resume,
    presentation: profil.presentation,
    services: profil.services,
    competences: profil.competences,
    langues: profil.langues,
    experience_annees: profil.experience_annees,
    experience: profil.experience,
    avis: avis.map((row) => ({
      note: row.note,
      commentaire: row.commentaire?.trim() || null,
      date: row.created_at.toISOString(),
      auteur: reviewerName(row.prenom, row.nom),
    })),
  };
}

export function createIntervenantsService(deps: ModuleDeps) {
  const { db, now } = deps;
  const planning = createPlanningService(deps);

  /** The caller's own client record (403 for anyone else, agents included). */
  function ownClientId(auth: AuthContext, access: E['listMesIntervenants']['access']): number {
    assertCaller(auth, access, { clientId: auth.clientId ?? -1 });
    return auth.clientId!;
  }

  /**
   * The agent as the family knows it: 404 when it was neither planned nor proposed for this
   * family (another family's agent is not theirs to read).
   */
  async function knownAgent(clientId: number, candidatId: number): Promise<Resume> {
    const [agent] = await q.selectAgentsOfClient(db, clientId, { candidatId, limit: 1 });
    if (!agent) throw notFound("Cet intervenant n'a été ni planifié ni proposé chez vous.");
    const preference =
      (await q.selectPreferencesOfClient(db, clientId, [candidatId])).get(candidatId) ?? null;
    return { is_planifie: agent.is_planifie, is_propose: agent.is_propose, preference };
  }

  return {
    /** The agents planned or proposed for the family, the most recent first. */
    async list(auth: AuthContext): Promise<IntervenantResume[]> {
      const clientId = ownClientId(auth, endpoints.listMesIntervenants.access);
      const agents = await q.selectAgentsOfClient(db, clientId, { limit: MES_INTERVENANTS_MAX });
      const ids = agents.map((agent) => agent.candidat_id);
      const [summaries, preferences] = await Promise.all([
        planning.agentSummaries(ids),
        q.selectPreferencesOfClient(db, clientId, ids),
      ]);
      return agents.flatMap((agent) => {
        const summary = summaries.get(agent.candidat_id);
        if (!summary) return [];
        return [
          {
            ...summary,
            is_planifie: agent.is_planifie,
            is_propose: agent.is_propose,
            preference: preferences.get(agent.candidat_id) ?? null,
          },
        ];
      });
    },

    /** One agent's profile, for a family it was planned or proposed for. */
    async get(auth: AuthContext, candidatId: number): Promise<IntervenantProfil> {
      const clientId = ownClientId(auth, endpoints.getIntervenantProfil.access);
      const resume = await knownAgent(clientId, candidatId);
      return buildIntervenantProfil(db, planning, candidatId, resume);
    },

    /**
     * The family's choice about an agent: preferred, set aside (the agency is told, the agent is
     * not), or none. Setting an agent aside again does not tell the agency twice.
     */
    async setPreference(
      auth: AuthContext,
      candidatId: number,
      body: BodyOf<E['setIntervenantPreference']>,
    ): Promise<IntervenantProfil> {
      const clientId = ownClientId(auth, endpoints.setIntervenantPreference.access);
      const before = await knownAgent(clientId, candidatId);
      const at = now();
      // The board marks every visit of an agent the family set aside (INTERVENANT_ECARTE).
      if ((body.preference === 'ecarte') !== (before.preference === 'ecarte'))
        publishPlanningChanged('all');
      await db.transaction(async (tx) => {
        if (body.preference === null) {
          await q.deletePreference(tx, clientId, candidatId);
          return;
        }
        await q.upsertPreference(tx, {
          client_id: clientId,
          candidat_id: candidatId,
          preference: body.preference,
          motif: body.preference === 'ecarte' ? body.motif : null,
          created_by_user_id: auth.userId,
          at,
        });
        if (body.preference === 'ecarte' && before.preference !== 'ecarte')
          await tellAgency(tx, {
            clientId,
            candidatId,
            motif: body.motif,
            at,
            userId: auth.userId,
          });
      });
      const preference: IntervenantPreference | null = body.preference;
      return buildIntervenantProfil(db, planning, candidatId, { ...before, preference });
    },
  };

  /** The commercial team learns that a family set an agent aside, with the visits to re-staff. */
  async function tellAgency(
    tx: Tx,
    p: { clientId: number; candidatId: number; motif: string | null; at: Date; userId: number },
  ) {
    const [clientName, profil, aRemplacer] = await Promise.all([
      q.selectClientName(tx, p.clientId),
      readProfilPublic(tx, p.candidatId),
      q.countUpcomingWithAgent(tx, p.clientId, p.candidatId, agencyWallClock(p.at)),
    ]);
    const agent = [profil?.prenom, profil?.nom_initiale].filter(Boolean).join(' ') || 'un agent';
    await addCockpitTache(tx, {
      kind: 'commercial',
      client_id: p.clientId,
      candidat_id: p.candidatId,
      created_by_user_id: p.userId,
      cle: `intervenant_ecarte:${p.clientId}:${p.candidatId}`,
      title: `${clientName} ne souhaite plus recevoir ${agent}`,
      note:
        (aRemplacer > 0
          ? `${aRemplacer} intervention(s) à venir à confier à un autre intervenant. `
          : 'Aucune intervention à venir avec cet intervenant. ') +
        `L'intervenant n'est pas prévenu.` +
        (p.motif ? ` Motif de la famille : ${p.motif}` : ''),
      due_at: p.at,
    });
    await notify(
      tx,
      { plannerRoles: ROLE_GROUPS.COMMERCIAL },
      NOTIFICATION_MESSAGES.mission.intervenantEcarte({
        clientName,
        agent,
        aRemplacer,
        clientId: p.clientId,
      }),
    );
  }
}
