import type { endpoints } from '@maisonnee/contract';
import { CANDIDAT_STATUT, CANDIDATURE_LINK_DAYS } from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import { afterAnswer } from '../../lib/after-answer.ts';
import { notFound } from '../../lib/app-error.ts';
import { personColumnsOf } from '../../lib/person-columns.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { nameOf, tellRecruitment } from './candidat-names.ts';
import {
  checkedAnswers,
  TAKEN_ADDRESS_NOTE,
  type CandidatureContext,
} from './candidature-common.ts';
import { lockCandidat } from './candidats.queries.ts';
import * as q from './candidature.queries.ts';

/*
 * The whole application sent (docs/recrutement.md): in one go, or as the last step of the
 * application a token opens. Finishing it notifies recruitment and mails the candidate, once.
 */

type ApplicationBody = BodyOf<(typeof endpoints)['createCandidat']>;

const identityOf = (body: ApplicationBody) => ({
  ...personColumnsOf(body),
  transport_type_id: body.transport_type_id,
  rayon_km: body.rayon_km,
  presentation: body.presentation ?? null,
});

export function createCandidatureSendService(context: CandidatureContext) {
  const { deps } = context;
  const { db, mailer, now } = deps;

  /** What finishing an application does, once: recruitment is told, the candidate mailed. */
  async function announce(tx: Tx, candidat: q.CandidatRow, isAddressTaken: boolean) {
    await recordCandidatEvenement(tx, {
      candidatId: candidat.id,
      type: 'candidature',
      libelle: `Candidature envoyée${isAddressTaken ? TAKEN_ADDRESS_NOTE : ''}`,
    });
    await tellRecruitment(tx, candidat, NOTIFICATION_MESSAGES.recrutement.candidatureRecue);
  }

  /**
   * After the answer: the confirmation with the edit link, or, when the address is another
   * account's or application's, the warning to its holder instead (the link would open this
   * application to someone who may not have made it).
   */
  function mailAfterSend(candidat: q.CandidatRow, isAddressTaken: boolean) {
    if (!candidat.email) return;
    const email = candidat.email;
    if (isAddressTaken) context.mailAddressHolder(email);
    else afterAnswer(deps, () => mailConfirmation(candidat));
  }

  async function mailConfirmation(candidat: q.CandidatRow) {
    if (!candidat.email) return;
    await mailer.send({
      to: candidat.email,
      subject: 'Votre candidature chez Maisonnée',
      text: `Bonjour ${nameOf(candidat)},\n\nNous avons bien reçu votre candidature : notre équipe de recrutement l'étudie et vous contactera rapidement.\n\nPour compléter ou corriger votre candidature (documents, disponibilités…), ouvrez ce lien, valable ${CANDIDATURE_LINK_DAYS} jours :\n${context.editLink(context.tokenOf(candidat))}\n\nL'équipe Maisonnée`,
    });
  }

  /**
   * The whole profile of an application, checked and located before any write (the geocoder is
   * never called inside a transaction).
   */
  async function prepareProfile(body: ApplicationBody) {
    return {
      ...checkedAnswers(body),
      ...(await context.locate(body, body)),
    };
  }

  async function saveProfile(
    tx: Tx,
    candidatId: number,
    body: ApplicationBody,
    profile: Awaited<ReturnType<typeof prepareProfile>>,
  ) {
    await q.replaceServices(tx, candidatId, body.services);
    await q.saveInfosSupp(tx, candidatId, {
      reponses: profile.reponses,
      competence_ids: profile.competenceIds,
      experience_annees: body.experience_annees ?? null,
      disponibilites: body.disponibilites,
    });
  }

  return {
    /**
     * The whole application: in one go (a new file), or the final send of the application of a
     * token. Finished once: sending again saves the changes without a second notification.
     */
    async createCandidat(body: ApplicationBody, ip: string) {
      const token = body.application_token;
      if (!token) {
        await context.throttleNewApplication(ip);
        const isAddressTaken = await q.isEmailTaken(db, body.email);
        const profile = await prepareProfile(body);
        const candidat = await db.transaction(async (tx) => {
          const row = await q.insertCandidat(tx, {
            ...identityOf(body),
            lat: profile.lat,
            lng: profile.lng,
            candidat_statut_id: CANDIDAT_STATUT.CANDIDATURE_RECUE,
            candidature_etape: 'documents',
            candidature_completed_at: now(),
          });
          await saveProfile(tx, row.id, body, profile);
          await announce(tx, row, isAddressTaken);
          return row;
        });
        mailAfterSend(candidat, isAddressTaken);
        return { id: candidat.id, is_candidature_complete: true as const };
      }
      const { candidatId } = await context.resolve(token);
      const isAddressTaken = await q.isEmailTaken(db, body.email, candidatId);
      const profile = await prepareProfile(body);
      const { candidat, isFirstSend, isNewAddress } = await db.transaction(async (tx) => {
        const current = await lockCandidat(tx, candidatId);
        if (!current) throw notFound('Candidature introuvable.');
        const isFirst = current.candidature_completed_at === null;
        const isNew = (current.email ?? '').toLowerCase() !== body.email.toLowerCase();
        await saveProfile(tx, candidatId, body, profile);
        const row = await q.updateCandidat(tx, candidatId, {
          ...identityOf(body),
          lat: profile.lat,
          lng: profile.lng,
          candidature_etape: 'documents',
          ...(isFirst ? { candidature_completed_at: now() } : {}),
        });
        if (isFirst) await announce(tx, row, isAddressTaken);
        else
          await recordCandidatEvenement(tx, {
            candidatId,
            type: 'candidature',
            libelle: `Candidature modifiée par le candidat${isAddressTaken && isNew ? TAKEN_ADDRESS_NOTE : ''}`,
          });
        return { candidat: row, isFirstSend: isFirst, isNewAddress: isNew };
      });
      if (isFirstSend) mailAfterSend(candidat, isAddressTaken);
      else if (isAddressTaken && isNewAddress) context.mailAddressHolder(body.email);
      return { id: candidat.id, is_candidature_complete: true as const };
    },
  };
}
