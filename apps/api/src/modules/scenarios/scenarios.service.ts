import { endpoints, type scenarioSchema } from '@maisonnee/contract';
import { BACK_OFFICE_ROLES, isSkillId, ROLE, toParisIsoDate, type RoleId } from '@maisonnee/domain';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, notFound, refusal } from '../../lib/app-error.ts';
import { verifyLinkToken, type SignedScreen } from '../../lib/signed-link.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { acceptedPeriods } from './scenario-slots.ts';
import * as q from './scenarios.queries.ts';

/*
 * Scenarios: schedules (an agent and slots) the back office proposes to a client. The client
 * reads them on the public `scenario-propositions` screen, opened by a signed link (`?token=`),
 * and accepts one once signed in: its interventions are created with the proposed agent.
 */

type Scenario = z.output<typeof scenarioSchema>;
/** Who may read a client's proposals with an access token: the back office and clients. */
const READER_ROLES: readonly RoleId[] = [...BACK_OFFICE_ROLES, ROLE.CLIENT];
const SLOT = /^(([01]\d|2[0-3]):(00|30)|24:00)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The proposal as the back office stores it in `scenarios.payload`. */
interface ScenarioPayload {
  titre?: string;
  description?: string | null;
  client_besoin_skill_id?: number;
  candidat_id?: number | null;
  date_debut?: string;
  date_fin?: string | null;
  is_ponctuel?: boolean;
  horaires?: { day: number; time_debut: string; time_fin: string }[];
  creneaux?: { date: string; time_debut: string; time_fin: string }[];
  nb_heures_semaine?: number | null;
  montant_estime_ttc?: number | null;
}

const validSlot = (s: { time_debut: string; time_fin: string }) =>
  SLOT.test(s.time_debut) && SLOT.test(s.time_fin) && s.time_fin > s.time_debut;

/** Reads a stored proposal defensively: slots off the grid or out of order are left out. */
export function readPayload(row: q.ScenarioRow) {
  const p = row.payload as ScenarioPayload;
  const skillId = Number(p.client_besoin_skill_id);
  const skill = isSkillId(skillId) ? skillId : 1;
  return {
    titre: p.titre ?? 'Proposition de planning',
    description: p.description ?? null,
    skill,
    candidatId: typeof p.candidat_id === 'number' ? p.candidat_id : null,
    dateDebut:
      p.date_debut && DATE.test(p.date_debut) ? p.date_debut : toParisIsoDate(row.created_at),
    dateFin: p.date_fin && DATE.test(p.date_fin) ? p.date_fin : null,
    isPonctuel: Boolean(p.is_ponctuel),
    horaires: (p.horaires ?? []).filter(
      (h) => Number.isInteger(h.day) && h.day >= 1 && h.day <= 7 && validSlot(h),
    ),
    creneaux: (p.creneaux ?? []).filter((c) => DATE.test(c.date) && validSlot(c)),
    nbHeuresSemaine: p.nb_heures_semaine ?? null,
    montant: p.montant_estime_ttc ?? null,
  };
}

export function createScenariosService(deps: { db: Db; config: AppConfig; now: () => Date }) {
  const { db, config, now } = deps;
  const planning = createPlanningService(deps);

  const statutOf = (row: q.ScenarioRow): Scenario['statut'] =>
    row.statut === 'propose' && row.expires_at && row.expires_at <= now() ? 'expire' : row.statut;

  async function toDtos(rows: q.ScenarioRow[]): Promise<Scenario[]> {
    const payloads = rows.map(readPayload);
    const agents = await planning.agentSummaries(payloads.map((p) => p.candidatId));
    return rows.map((row, index) => {
      const p = payloads[index]!;
      return {
        id: row.id,
        client_id: row.client_id,
        mission_id: row.mission_id,
        devis_id: row.devis_id,
        titre: p.titre,
        description: p.description,
        client_besoin_skill_id: p.skill,
        agent: p.candidatId ? (agents.get(p.candidatId) ?? null) : null,
        date_debut: p.dateDebut,
        date_fin: p.dateFin,
        is_ponctuel: p.isPonctuel,
        horaires: p.horaires,
        creneaux: p.creneaux,
        nb_heures_semaine: p.nbHeuresSemaine,
        montant_estime_ttc: p.montant,
        statut: statutOf(row),
        expires_at: row.expires_at ? row.expires_at.toISOString() : null,
        created_at: row.created_at.toISOString(),
      };
    });
  }

  /**
   * A client's proposals are read with a valid signed link of `screen` for this client, or with
   * the access token of that client or of the back office; otherwise 401 (no proof) or 403.
   */
  async function assertReader(
    clientId: number,
    screen: SignedScreen,
    token: string | undefined,
    optionalAuth: () => Promise<AuthContext | null>,
  ) {
    const linked =
      token !== undefined && verifyLinkToken(config.jwtSecret, screen, clientId, token, now());
    if (linked) return;
    const auth = await optionalAuth();
    if (!auth) {
      throw new AppError(
        'UNAUTHENTICATED',
        token === undefined
          ? 'Connectez-vous, ou ouvrez le lien reçu par e-mail.'
          : 'Ce lien est invalide ou a expiré : demandez-en un nouveau.',
      );
    }
    assertOwns(auth, { kind: 'user', roles: READER_ROLES, owner: 'client' }, { clientId });
    if (!auth.roles.some((role) => READER_ROLES.some((reader) => reader === role))) {
      throw new AppError('FORBIDDEN', "Vous n'avez pas accès à cette ressource.");
    }
  }

  return {
    /**
     * Proposals of a client: with a valid signed link for this client, or with the access token
     * of that client or of the back office; otherwise 401 (no proof) or 403 (someone else's).
     */
    async listForClient(
      clientId: number,
      token: string | undefined,
      optionalAuth: () => Promise<AuthContext | null>,
    ) {
      await assertReader(clientId, 'scenario-propositions', token, optionalAuth);
      if (!(await q.clientExists(db, clientId))) throw notFound('Client introuvable.');
      return toDtos(await q.listScenariosOfClient(db, clientId));
    },

    assertReader,
    toDtos,

    /** The client accepts a proposal: interventions with the proposed agent, all or nothing. */
    async accept(auth: AuthContext, scenarioId: number) {
      const found = await q.findScenario(db, scenarioId);
      if (!found) throw notFound('Proposition introuvable.');
      assertOwns(auth, endpoints.createInterventionsFromScenario.access, {
        clientId: found.client_id,
      });
      const created = await db.transaction(async (tx) => {
        const row = await q.lockScenario(tx, scenarioId);
        if (!row) throw notFound('Proposition introuvable.');
        const statut = statutOf(row);
        if (statut === 'accepte')
          throw refusal('SCENARIO_ALREADY_ACCEPTED', 'Cette proposition a déjà été acceptée.');
        if (statut === 'refuse')
          throw refusal('SCENARIO_REFUSED', 'Cette proposition a été refusée.');
        if (statut === 'expire')
          throw refusal(
            'SCENARIO_EXPIRED',
            'Cette proposition a expiré : demandez-en une nouvelle.',
          );
        const p = readPayload(row);
        const today = now();
        // The proposed agent must still be able to take every slot: else nothing is created.
        if (p.candidatId)
          await planning.assertAgentCanTake(tx, p.candidatId, p.skill, acceptedPeriods(p, today));
        const opened = await planning.openFromScenario(
          tx,
          {
            clientId: row.client_id,
            missionId: row.mission_id,
            devisId: row.devis_id,
            skill: p.skill,
            titre: p.titre,
            isPonctuel: p.isPonctuel,
            dateDebut: p.dateDebut,
            dateFin: p.dateFin,
            candidatId: p.candidatId,
            horaires: p.horaires,
            creneaux: p.creneaux,
          },
          today,
        );
        await q.markScenario(tx, row.id, {
          statut: 'accepte',
          answered_at: today,
          mission_id: opened.missionId,
        });
        await q.refuseSiblings(tx, row, today);
        return opened.interventionIds;
      });
      return planning.interventionDtos(created);
    },
  };
}
