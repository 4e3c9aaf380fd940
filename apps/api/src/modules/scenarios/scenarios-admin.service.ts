import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints } from '@maisonnee/contract';
import {
  encryptId,
  formatInstantDate,
  SCENARIO_LINK_VALIDITY_DAYS,
  skillLabel,
} from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { signLinkToken } from '../../lib/signed-link.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { priceGridAt, readAgencySettings } from '../agence/agency-settings.ts';
import { assertIntervenantNotEcarte } from '../clients/intervenant-preferences.service.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { acceptedPeriods, billedPeriods, estimate, planBilling } from './scenario-slots.ts';
import * as q from './scenarios.queries.ts';
import { createScenariosService, readPayload } from './scenarios.service.ts';

/*
 * The back office's side of scenarios (docs/planning.md, "Scenario proposals"): one to three
 * proposals composed for a client's need, each checked against its agent's agenda, saved
 * together and mailed to the client as a signed link to `scenario-propositions`; and the planned
 * billing of a proposal for `facturation-planifies-modal`.
 */

type E = typeof endpoints;
const DAY_MS = 86_400_000;

export function createScenariosAdminService(deps: {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  now: () => Date;
}) {
  const { db, config, mailer, now } = deps;
  const planning = createPlanningService(deps);
  const scenarios = createScenariosService(deps);

  /** The quote and mission named must be the client's (404 otherwise). */
  async function assertSubjects(body: BodyOf<E['createScenarios']>) {
    if (body.devis_id && (await q.findDevisClientId(db, body.devis_id)) !== body.client_id)
      throw notFound('Devis introuvable pour ce client.');
    if (body.mission_id) {
      const mission = await planning.findMission(body.mission_id);
      if (!mission || mission.client_id !== body.client_id)
        throw notFound('Mission introuvable pour ce client.');
      if (mission.statut !== 'active')
        throw refusal('MISSION_NOT_ACTIVE', "Cette mission n'est plus en cours.");
    }
  }

  return {
    async create(auth: AuthContext, body: BodyOf<E['createScenarios']>) {
      const client = await q.findClientContact(db, body.client_id);
      if (!client) throw notFound('Client introuvable.');
      const to = client.email ?? client.accountEmails[0];
      if (!to)
        throw refusal(
          'CLIENT_WITHOUT_EMAIL',
          "Ce client n'a pas d'adresse e-mail : les propositions ne peuvent pas lui être envoyées.",
        );
      await assertSubjects(body);
      const at = now();
      const expiresAt = new Date(at.getTime() + SCENARIO_LINK_VALIDITY_DAYS * DAY_MS);
      const groupe = randomUUID();
      // Estimated at the agency's grid in force today.
      const grid = await priceGridAt(db, at);
      const rows = await db.transaction(async (tx) => {
        const values = [];
        for (const [index, proposal] of body.propositions.entries()) {
          const schedule = {
            isPonctuel: body.is_ponctuel,
            dateDebut: body.date_debut,
            dateFin: body.date_fin ?? null,
            horaires: body.is_ponctuel ? [] : proposal.horaires,
            creneaux: body.is_ponctuel ? proposal.creneaux : [],
          };
          const periods = acceptedPeriods(schedule, at);
          if (periods.length === 0)
            throw validationFailed(
              { [`propositions.${index}`]: 'Aucun créneau à venir dans cette proposition.' },
              `La proposition ${index + 1} n'a aucun créneau à venir.`,
            );
          await assertIntervenantNotEcarte(tx, body.client_id, proposal.candidat_id);
          await planning.assertAgentCanTake(
            tx,
            proposal.candidat_id,
            body.client_besoin_skill_id,
            periods,
          );
          const { nbHeuresSemaine, montant } = estimate(
            body.client_besoin_skill_id,
            schedule,
            grid,
          );
          values.push({
            client_id: body.client_id,
            devis_id: body.devis_id ?? null,
            mission_id: body.mission_id ?? null,
            token: randomBytes(24).toString('base64url'),
            expires_at: expiresAt,
            created_by_user_id: auth.userId,
            payload: {
              groupe,
              titre: proposal.titre ?? `Proposition ${index + 1}`,
              description: proposal.description ?? null,
              client_besoin_skill_id: body.client_besoin_skill_id,
              candidat_id: proposal.candidat_id,
              date_debut: body.date_debut,
              date_fin: body.date_fin ?? null,
              is_ponctuel: body.is_ponctuel,
              horaires: schedule.horaires,
              creneaux: schedule.creneaux,
              nb_heures_semaine: nbHeuresSemaine,
              montant_estime_ttc: montant,
            },
          });
        }
        return q.insertScenarios(tx, values);
      });
      const token = signLinkToken(config.jwtSecret, 'scenario-propositions', client.id, expiresAt);
      const link = `${config.publicUrl}/scenario-propositions?client=${encryptId(client.id, config.idSecret)}&token=${encodeURIComponent(token)}`;
      const name = [client.prenom, client.nom].filter(Boolean).join(' ');
      const count = rows.length;
      const { identity } = await readAgencySettings(db, config);
      await mailer.send({
        to,
        subject:
          count > 1
            ? 'Vos propositions de planning Maisonnée'
            : 'Votre proposition de planning Maisonnée',
        text: `Bonjour ${name},\n\nNous vous proposons ${count > 1 ? `${count} plannings` : 'un planning'} pour votre besoin « ${skillLabel(body.client_besoin_skill_id)} », avec l'intervenant(e) de chacun.\nChoisissez celui qui vous convient : ${link}\n\nCe lien est valable jusqu'au ${formatInstantDate(expiresAt)}.\n\nBien cordialement,\n${identity.nom}`,
      });
      return {
        scenarios: await scenarios.toDtos(rows),
        envoi: { email: to, expires_at: expiresAt.toISOString() },
      };
    },

    async listForClient(clientId: number) {
      if (!(await q.clientExists(db, clientId))) throw notFound('Client introuvable.');
      return scenarios.toDtos(await q.listScenariosOfClient(db, clientId));
    },

    /** The planned billing of a proposal, for its client or the back office. */
    async facturation(auth: AuthContext, scenarioId: number) {
      const row = await q.findScenario(db, scenarioId);
      if (!row) throw notFound('Proposition introuvable.');
      assertOwns(auth, endpoints.getScenarioFacturation.access, { clientId: row.client_id });
      const [dto] = await scenarios.toDtos([row]);
      const p = readPayload(row);
      const { periods, last } = billedPeriods(p);
      return {
        scenario_id: row.id,
        statut: dto!.statut,
        client_besoin_skill_id: p.skill,
        is_ponctuel: p.isPonctuel,
        date_debut: p.dateDebut,
        date_fin: last,
        // The prices of the grid in force when the proposal was made, as its estimate.
        ...planBilling(p.skill, !p.isPonctuel, periods, await priceGridAt(db, row.created_at)),
      };
    },
  };
}
