import { endpoints } from '@maisonnee/contract';
import {
  CHECK_OUT_MOTIF_FIELD,
  checkCheckOutMotif,
  checkDepartAfterArrivee,
  checkOfflinePosition,
  checkPointageDebut,
  checkPointageDistance,
  checkPointageFin,
  checkPointageRecordedAt,
  checkPointageWindow,
  cockpitTacheCle,
  formatInstantDate,
  formatInstantTime,
  isLateSync,
  normalizeCheckOutMotif,
  workedMinutes,
} from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
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
import { publishPlanningChanged } from './planning-live.ts';
import { findPointageEvent, isUniqueViolation } from './pointage.queries.ts';
import { findClient } from './read-model.queries.ts';

/*
 * Check-in and check-out (pointage) of the agent of an intervention: from the agency's check-in
 * window (`fenetre_pointage_minutes`, 30 minutes by default) before the planned start until its
 * end, within 50 m of the client's home; the client is told, and the real time between check-in
 * and check-out counts on the mission. A visit shorter than
 * SHORT_VISIT_MINUTES needs a reason, stored on the intervention and shown on the timesheet.
 *
 * Made without the network (docs/pointage-hors-ligne.md), a check-in comes later with the time the
 * agent acted (`recorded_at`): more than 2 minutes old, every rule is checked at that time and on
 * the position recorded then (precise to 200 m at most), and the intervention keeps both times.
 * Each check-in carries the phone's `event_id`: sent again, it is refused (409
 * POINTAGE_ALREADY_RECORDED), never recorded twice; the phone takes that answer as delivered.
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
    // A replay first: the visit has moved on since, its status would give the wrong reason.
    if (body.event_id) await assertNewEvent(db, body.event_id, row.id, kind);
    assertAllowed(
      kind === 'arrivee' ? checkPointageDebut(row.statut) : checkPointageFin(row.statut),
    );
    const received = now();
    const recordedAt = body.recorded_at ? new Date(body.recorded_at) : null;
    if (recordedAt) assertAllowed(checkPointageRecordedAt(recordedAt, received, kind));
    // Sent late: the rules apply at the time the agent acted, on the position taken then.
    const late = recordedAt !== null && isLateSync(recordedAt, received);
    if (late) assertAllowed(checkOfflinePosition(body.accuracy_m));
    const at = late ? recordedAt : received;
    if (late && kind === 'depart')
      assertAllowed(checkDepartAfterArrivee(row.pointage_debut_at, at));
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
    const event = {
      precision: body.accuracy_m ?? null,
      recu_at: late ? received : null,
      event_id: body.event_id ?? null,
    };
    const recorded = db.transaction(async (tx) => {
      if (kind === 'arrivee') {
        const updated = await q.updateIntervention(
          tx,
          row.id,
          {
            statut: 'en_cours',
            pointage_debut_at: at,
            pointage_debut_lat: body.lat,
            pointage_debut_lng: body.lng,
            pointage_debut_precision: event.precision,
            pointage_debut_recu_at: event.recu_at,
            pointage_debut_event_id: event.event_id,
          },
          'planifiee',
        );
        // Two check-ins at once: the second finds the intervention already started.
        if (!updated) {
          // Its own event sent twice at once reads as a replay, not as another check-in.
          if (body.event_id) await assertNewEvent(tx, body.event_id, row.id, kind);
          assertAllowed(checkPointageDebut('en_cours'));
        }
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
            pointage_fin_precision: event.precision,
            pointage_fin_recu_at: event.recu_at,
            pointage_fin_event_id: event.event_id,
            // Kept only for a short visit: a longer one needs no reason.
            pointage_fin_motif: checkCheckOutMotif(row, at, undefined)
              ? normalizeCheckOutMotif(body.motif_depart)
              : null,
          },
          'en_cours',
        );
        if (!updated) {
          if (body.event_id) await assertNewEvent(tx, body.event_id, row.id, kind);
          assertAllowed(checkPointageFin('terminee'));
        }
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
      // Started or done: the board shows the visit's state.
      publishPlanningChanged([row]);
      return reloadIntervention(tx, row.id);
    });
    try {
      return await recorded;
    } catch (error) {
      // The same event sent twice at once: the unique event id stops the second one.
      if (body.event_id && isUniqueViolation(error)) throw alreadyRecorded(kind);
      throw error;
    }
  }

  /** Refuses an event id already recorded (the phone sent it again): never recorded twice. */
  async function assertNewEvent(
    conn: Db | Tx,
    eventId: string,
    interventionId: number,
    kind: 'arrivee' | 'depart',
  ) {
    const known = await findPointageEvent(conn, eventId);
    if (!known) return;
    if (known.interventionId === interventionId && known.kind === kind) throw alreadyRecorded(kind);
    throw refusal(
      'POINTAGE_ALREADY_RECORDED',
      'Ce pointage a déjà été envoyé pour une autre intervention : il n’est pas enregistré une seconde fois.',
    );
  }

  function alreadyRecorded(kind: 'arrivee' | 'depart') {
    return refusal(
      'POINTAGE_ALREADY_RECORDED',
      kind === 'arrivee'
        ? 'Cette arrivée est déjà enregistrée : elle ne l’est pas une seconde fois.'
        : 'Ce départ est déjà enregistré : il ne l’est pas une seconde fois.',
      // The phone takes this answer as delivered: its own check-in reached the server earlier.
      { deja_recu: true },
    );
  }

  return {
    pointageDebut: (auth: AuthContext, body: BodyOf<E['pointageDebutIntervention']>) =>
      pointage(auth, body, 'arrivee'),
    pointageFin: (auth: AuthContext, body: BodyOf<E['pointageFinIntervention']>) =>
      pointage(auth, body, 'depart'),
  };
}
