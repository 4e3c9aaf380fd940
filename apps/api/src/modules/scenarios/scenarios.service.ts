import { endpoints, type scenarioSchema } from '@maisonnee/contract';
import { isoDayOfWeek, RECURRING_INTERVENTIONS_SHOWN } from '@maisonnee/domain';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { verifyLinkToken } from '../../lib/signed-link.ts';
import { findAgentSummaries, toInterventionViews } from '../clients/mission-views.ts';
import * as q from './scenarios.queries.ts';

/*
 * Scenarios: schedules (an agent and slots) the back office proposes to a client. The client
 * reads them on the public `scenario-propositions` screen, opened by a signed link (`?token=`),
 * and accepts one once signed in: its interventions are created with the proposed agent.
 */

type Scenario = z.output<typeof scenarioSchema>;
type SkillId = 1 | 2 | 3 | 4 | 5;
const DAY_MS = 86_400_000;
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
function readPayload(row: q.ScenarioRow) {
  const p = row.payload as ScenarioPayload;
  const skill = [1, 2, 3, 4, 5].includes(Number(p.client_besoin_skill_id))
    ? (Number(p.client_besoin_skill_id) as SkillId)
    : 1;
  return {
    titre: p.titre ?? 'Proposition de planning',
    description: p.description ?? null,
    skill,
    candidatId: typeof p.candidat_id === 'number' ? p.candidat_id : null,
    dateDebut:
      p.date_debut && DATE.test(p.date_debut)
        ? p.date_debut
        : row.created_at.toISOString().slice(0, 10),
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

const at = (day: string, time: string) =>
  time === '24:00'
    ? new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS)
    : new Date(`${day}T${time}:00Z`);

export function createScenariosService(deps: { db: Db; config: AppConfig; now: () => Date }) {
  const { db, config, now } = deps;

  const statutOf = (row: q.ScenarioRow): Scenario['statut'] =>
    row.statut === 'propose' && row.expires_at && row.expires_at <= now() ? 'expire' : row.statut;

  async function toDtos(rows: q.ScenarioRow[]): Promise<Scenario[]> {
    const payloads = rows.map(readPayload);
    const agents = await findAgentSummaries(
      db,
      payloads.flatMap((p) => (p.candidatId ? [p.candidatId] : [])),
    );
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
      const linked =
        token !== undefined &&
        verifyLinkToken(config.jwtSecret, 'scenario-propositions', clientId, token, now());
      if (!linked) {
        const auth = await optionalAuth();
        if (!auth) {
          throw new AppError(
            'UNAUTHENTICATED',
            token === undefined
              ? 'Connectez-vous, ou ouvrez le lien reçu par e-mail.'
              : 'Ce lien est invalide ou a expiré : demandez-en un nouveau.',
          );
        }
        assertOwns(auth, { kind: 'user', roles: [1, 2, 3, 4, 5], owner: 'client' }, { clientId });
        if (!auth.roles.some((role) => [1, 2, 3, 4, 5].includes(role))) {
          throw new AppError('FORBIDDEN', "Vous n'avez pas accès à cette ressource.");
        }
      }
      if (!(await q.clientExists(db, clientId))) throw notFound('Client introuvable.');
      return toDtos(await q.listScenariosOfClient(db, clientId));
    },

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
        if (statut === 'accepte') throw conflict('Cette proposition a déjà été acceptée.');
        if (statut === 'refuse') throw conflict('Cette proposition a été refusée.');
        if (statut === 'expire')
          throw conflict('Cette proposition a expiré : demandez-en une nouvelle.');
        const p = readPayload(row);
        const today = now();
        let missionId = row.mission_id;
        if (missionId) {
          const mission = await q.findMission(tx, missionId);
          if (!mission || mission.client_id !== row.client_id)
            throw notFound('Mission introuvable.');
          if (mission.statut !== 'active') throw conflict("Cette mission n'est plus en cours.");
        } else {
          missionId = await q.insertMission(tx, {
            client_id: row.client_id,
            is_ponctuel: p.isPonctuel,
            client_besoin_skill_id: p.skill,
            devis_id: row.devis_id,
            date_debut: at(p.dateDebut, '00:00'),
            date_fin: p.dateFin ? at(p.dateFin, '24:00') : null,
            description: p.titre,
          });
        }
        const rows: Parameters<typeof q.insertInterventions>[1] = [];
        if (p.isPonctuel) {
          for (const c of p.creneaux) {
            if (at(c.date, c.time_debut) <= today) continue;
            rows.push({
              mission_id: missionId,
              client_id: row.client_id,
              candidat_id: p.candidatId,
              date_debut: at(c.date, c.time_debut),
              date_fin: at(c.date, c.time_fin),
            });
          }
        } else {
          // Recurring: the weekly slots, and their first four upcoming interventions (section 9).
          const start = new Date(Math.max(at(p.dateDebut, '00:00').getTime(), today.getTime()));
          for (const h of p.horaires) {
            const horaireId = await q.insertHoraire(tx, {
              mission_id: missionId,
              day: h.day,
              start_time: h.time_debut,
              end_time: h.time_fin,
              candidat_id: p.candidatId,
            });
            let day = new Date(
              Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()),
            );
            while (
              isoDayOfWeek(day) !== h.day ||
              at(day.toISOString().slice(0, 10), h.time_debut) <= today
            ) {
              day = new Date(day.getTime() + DAY_MS);
            }
            for (let week = 0; week < RECURRING_INTERVENTIONS_SHOWN; week += 1) {
              const iso = new Date(day.getTime() + week * 7 * DAY_MS).toISOString().slice(0, 10);
              if (p.dateFin && iso > p.dateFin) break;
              rows.push({
                mission_id: missionId,
                client_id: row.client_id,
                candidat_id: p.candidatId,
                dt_dispo_client_id: horaireId,
                date_debut: at(iso, h.time_debut),
                date_fin: at(iso, h.time_fin),
              });
            }
          }
        }
        if (rows.length === 0) throw conflict("Cette proposition n'a plus de créneau à venir.");
        const inserted = await q.insertInterventions(tx, rows);
        await q.markScenario(tx, row.id, {
          statut: 'accepte',
          answered_at: today,
          mission_id: missionId,
        });
        return { inserted, skill: p.skill };
      });
      const sorted = [...created.inserted].sort(
        (a, b) => a.date_debut.getTime() - b.date_debut.getTime(),
      );
      return toInterventionViews(db, sorted, () => created.skill);
    },
  };
}
