import { endpoints } from '@maisonnee/contract';
import {
  checkPointageDebut,
  checkPointageDistance,
  checkPointageFin,
  effectiveEnd,
} from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, assertAllowed, refusal } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
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
import { startOfUtcDay } from './read-model.ts';

/*
 * Check-in and check-out (pointage) of the agent of an intervention: on the day, within 50 m of
 * the client's home; the client is told, and the hours worked count on the mission.
 */

type E = typeof endpoints;

export function createPointageService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const load = ownedInterventionLoader(db);

  async function pointage(
    auth: AuthContext,
    body: BodyOf<E['pointageDebutIntervention']>,
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
    if (kind === 'arrivee' && at.getTime() < startOfUtcDay(row.date_debut).getTime()) {
      throw refusal(
        'CHECK_IN_NOT_TODAY',
        `Cette intervention est prévue le ${when(row)} : vous pourrez pointer votre arrivée le jour même.`,
      );
    }
    const client = await findClient(db, row.client_id);
    if (client?.lat == null || client.lng == null) {
      throw refusal(
        'ADDRESS_NOT_LOCATED',
        "L'adresse du client n'est pas localisée : le pointage ne peut pas être vérifié. Contactez l'agence.",
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
          NOTIFICATION_MESSAGES.intervention.agentArrive({ ...refOf(row), quand: when(row) }),
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
          },
          'en_cours',
        );
        if (!updated) assertAllowed(checkPointageFin('terminee'));
        if (row.mission_id) {
          const end = effectiveEnd(row);
          const hours = (end.getTime() - row.date_debut.getTime()) / 3_600_000;
          await addHeuresConsommees(tx, row.mission_id, hours);
        }
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
