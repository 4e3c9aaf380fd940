import { formatInstantTime } from './instants.ts';
import { ALLOWED as OK, refuse, type RuleResult } from './refusals.ts';

/*
 * A check-in or check-out made without the network (issue 25, point 6; docs/pointage-hors-ligne.md).
 * The phone keeps the time, the position and its accuracy taken when the agent pressed the button,
 * and sends them when the network returns. The API checks them as if they had come at that time:
 * the same 50 m rule on the recorded position, the check-in window at the recorded time; the
 * intervention keeps both the recorded time and the time it was received (« synchronisé en retard »).
 */

/**
 * A recorded time older than this when it reaches the server is an offline check-in: the recorded
 * time is kept and the reception time beside it. Closer to now it is a live one (a slow request),
 * timed by the server as always.
 */
export const OFFLINE_POINTAGE_AFTER_MS = 2 * 60_000;

/** A phone's clock may run this much ahead of the server's: later, the time is refused. */
export const OFFLINE_POINTAGE_CLOCK_SKEW_MS = 2 * 60_000;

/**
 * An offline check-in older than this is refused: the agency corrects the times itself. 24 hours
 * keeps it before the timesheet of the day is looked at, and well within a month's timesheet.
 */
export const OFFLINE_POINTAGE_MAX_AGE_HOURS = 24;

/**
 * An offline position less precise than this (radius in metres the device reports) cannot prove
 * the agent stood within 50 m of the home: refused. Without the network, phones locate from GPS
 * alone, often 5–50 m outdoors and up to 100–150 m indoors; beyond 200 m the fix is from cell
 * towers.
 */
export const OFFLINE_POINTAGE_MAX_ACCURACY_M = 200;

/** True when a check-in sent with `recordedAt` counts as made offline (received late). */
export function isLateSync(recordedAt: Date, receivedAt: Date): boolean {
  return receivedAt.getTime() - recordedAt.getTime() > OFFLINE_POINTAGE_AFTER_MS;
}

/**
 * Whether the time a phone recorded may be kept: not in the future (beyond the clock skew) and not
 * older than OFFLINE_POINTAGE_MAX_AGE_HOURS when it reaches the server.
 */
export function checkPointageRecordedAt(
  recordedAt: Date,
  receivedAt: Date,
  kind: 'arrivee' | 'depart',
): RuleResult {
  const action = kind === 'arrivee' ? 'L’arrivée enregistrée' : 'Le départ enregistré';
  const ahead = recordedAt.getTime() - receivedAt.getTime();
  if (ahead > OFFLINE_POINTAGE_CLOCK_SKEW_MS) {
    return refuse(
      'POINTAGE_IN_FUTURE',
      `${action} sur le téléphone porte une heure à venir (${formatInstantTime(recordedAt)}) : vérifiez l’heure de votre téléphone puis pointez à nouveau.`,
    );
  }
  if (-ahead > OFFLINE_POINTAGE_MAX_AGE_HOURS * 3_600_000) {
    return refuse(
      'POINTAGE_TOO_OLD',
      `${action} hors connexion date de plus de ${OFFLINE_POINTAGE_MAX_AGE_HOURS} heures : il ne peut plus être pris en compte. Contactez l’agence pour corriger vos heures.`,
    );
  }
  return OK;
}

/**
 * A position recorded offline proves the 50 m rule only with a known accuracy no worse than
 * OFFLINE_POINTAGE_MAX_ACCURACY_M (a live check-in keeps the accuracy without this rule: the agent
 * can try again at once).
 */
export function checkOfflinePosition(accuracyM: number | null | undefined): RuleResult {
  if (accuracyM != null && accuracyM <= OFFLINE_POINTAGE_MAX_ACCURACY_M) return OK;
  const known = accuracyM == null ? 'inconnue' : `de ${Math.round(accuracyM)} m`;
  return refuse(
    'POSITION_TOO_INACCURATE',
    `La position enregistrée hors connexion est trop imprécise (précision ${known}, ${OFFLINE_POINTAGE_MAX_ACCURACY_M} m au plus) : elle ne prouve pas votre présence chez le client. Contactez l’agence.`,
    accuracyM == null ? undefined : { precision_m: Math.round(accuracyM) },
  );
}

/** A check-out recorded before the check-in it closes is refused (two phones, a wrong clock). */
export function checkDepartAfterArrivee(arrivee: Date | null, depart: Date): RuleResult {
  if (!arrivee || depart.getTime() >= arrivee.getTime()) return OK;
  return refuse(
    'CHECK_OUT_BEFORE_CHECK_IN',
    `Le départ enregistré (${formatInstantTime(depart)}) précède l’arrivée pointée (${formatInstantTime(arrivee)}) : contactez l’agence pour corriger vos heures.`,
  );
}

/**
 * « Arrivée synchronisée en retard (faite à 09:02, reçue à 09:41) »: what the agency, the family
 * and the agent read beside a check-in or check-out sent late; '' when it came live.
 */
export function formatSynchroRetard(
  kind: 'arrivee' | 'depart',
  faitAt: Date | string | null | undefined,
  recuAt: Date | string | null | undefined,
): string {
  if (!faitAt || !recuAt) return '';
  const what = kind === 'arrivee' ? 'Arrivée' : 'Départ';
  const agreement = kind === 'arrivee' ? 'e' : '';
  return `${what} synchronisé${agreement} en retard (fait${agreement} à ${formatInstantTime(faitAt)}, reçu${agreement} à ${formatInstantTime(recuAt)})`;
}
