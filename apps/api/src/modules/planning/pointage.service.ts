import { endpoints } from '@maisonnee/contract';
import {
  CHECK_OUT_MOTIF_FIELD,
  checkCheckOutMotif,
  checkPointageDebut,
  checkPointageDistance,
  checkPointageFin,
  checkPointageWindow,
  cockpitTacheCle,
  formatInstantDate,
  formatInstantTime,
  normalizeCheckOutMotif,
  workedMinutes,
} from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, assertAllowed, refusal, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import * as q from './interventions.queries.ts';
import { addHeuresConsommees } from './missions.queries.ts';
import {
  ownedInterventionLoader,
  refOf,
  reloadIntervention,
  tell,
  when,
} from './planning-common.ts';
import { findClient } from './read-model.queries.ts';

/*
 * Check-in and check-out (pointage) of the agent of an intervention: from the agency's check-in
 * window (`fenetre_pointage_minutes`, 30 minutes by default) before the planned start until its
 * end, within 50 m of the client's home; the client is told, and the real time between check-in
 * and check-out counts on the mission. A visit shorter than
 * SHORT_VISIT_MINUTES needs a reason, stored on the intervention and shown on the timesheet.
 */

type E = typeof endpoints;

export function createPointageService(deps: { db: Db; config: AppConfig; now: () => Date }) {
  const { db, config, now } = deps;
  const load = ownedInterventionLoader(db);

  async function pointage(
    auth: AuthContext,
    body: BodyOf<E['pointageDebutIntervention']> & { motif_depart?: string | null },
    kind: 'arrivee' | 'depart',
  ) {
    const access =
      kind === 'arrivee'
        ? endpoints.pointageDebutIntervention.access
        : endpoints.pointageFinIntervention.access;
    const row = await load(auth, body.intervention_id, access);
    // Only the agent of the intervention checks in: back-office roles are not listed on this call.
    if (row.candidat_id === null || row.candidat_id !== auth.candidatId) {
      throw new AppError('FORBIDDEN', "Cette intervention n'est pas la vôtre.");
    }
    assertAllowed(
      kind === 'arrivee' ? checkPointageDebut(row.statut) : checkPointageFin(row.statut),
    );
    const at = now();
    // From the agency's window before the planned start until the planned end, on its clock.
    if (kind === 'arrivee') {
      const { rules } = await readAgencySettings(db, config);
      assertAllowed(checkPointageWindow(row, at, rules.fenetre_pointage_minutes));
    }
    // Leaving after a few minutes: the agent says why (the client sees it on the timesheet).
    const missingMotif = kind === 'depart' ? checkCheckOutMotif(row, at, body.motif_depart) : null;
    if (missingMotif)
      throw validationFailed({ [CHECK_OUT_MOTIF_FIELD]: missingMotif }, missingMotif);
    const client = await findClient(db, row.client_id);
    if (client?.lat == null || client.lng == null) {
      // Never a dead end: the agency gets a task to place the address (one per client, reopened).
      await addCockpitTache(db, {
        kind: 'commercial',
        type: 'adresse_a_localiser',
        cle: cockpitTacheCle('adresse_a_localiser', { kind: 'client', id: row.client_id }),
        title: "Placer l'adresse du client sur la carte",
        client_id: row.client_id,
        mission_id: row.mission_id,
        intervention_id: row.id,
        note: `Pointage refusé le ${formatInstantDate(at)} à ${formatInstantTime(at)} : l'adresse n'a pas de coordonnées.`,
        due_at: at,
        created_by_user_id: auth.userId,
      });
      throw refusal(
        'ADDRESS_NOT_LOCATED',
        "L'adresse du client n'est pas encore placée sur la carte : le pointage ne peut pas être vérifié. L'agence est prévenue et va la placer ; appelez-la si vous êtes sur place.",
      );
    }
    assertAllowed(
      checkPointageDistance(
        { lat: body.lat, lng: body.lng },
        { lat: client.lat, lng: client.lng },
        kind,
      ),
    );
    return db.transaction(async (tx) => {
      if (kind === 'arrivee') {
        const updated = await q.updateIntervention(
          tx,
          row.id,
          {
            statut: 'en_cours',
            pointage_debut_at: at,
            pointage_debut_lat: body.lat,
            pointage_debut_lng: body.lng,
          },
          'planifiee',
        );
        // Two check-ins at once: the second finds the intervention already started.
        if (!updated) assertAllowed(checkPointageDebut('en_cours'));
        await tell(
          tx,
          'client',
          row,
          NOTIFICATION_MESSAGES.intervention.agentArrive({
            ...refOf(row),
            quand: when(row),
            // A real instant: read on the Paris clock (planned times stay wall-clock times).
            heure: formatInstantTime(at),
          }),
        );
      } else {
        const updated = await q.updateIntervention(
          tx,
          row.id,
          {
            statut: 'terminee',
            pointage_fin_at: at,
            pointage_fin_lat: body.lat,
            pointage_fin_lng: body.lng,
            // Kept only for a short visit: a longer one needs no reason.
            pointage_fin_motif: checkCheckOutMotif(row, at, undefined)
              ? normalizeCheckOutMotif(body.motif_depart)
              : null,
          },
          'en_cours',
        );
        if (!updated) assertAllowed(checkPointageFin('terminee'));
        // Hours worked are the real ones: from the check-in to this check-out, not the plan.
        const minutes = workedMinutes({
          pointage_debut_at: row.pointage_debut_at,
          pointage_fin_at: at,
        });
        if (row.mission_id && minutes) await addHeuresConsommees(tx, row.mission_id, minutes / 60);
        await tell(
          tx,
          'client',
          row,
          NOTIFICATION_MESSAGES.intervention.terminee({ ...refOf(row), quand: when(row) }),
        );
      }
      return reloadIntervention(tx, row.id);
    });
  }

  return {
    pointageDebut: (auth: AuthContext, body: BodyOf<E['pointageDebutIntervention']>) =>
      pointage(auth, body, 'arrivee'),
    pointageFin: (auth: AuthContext, body: BodyOf<E['pointageFinIntervention']>) =>
      pointage(auth, body, 'depart'),
  };
}
