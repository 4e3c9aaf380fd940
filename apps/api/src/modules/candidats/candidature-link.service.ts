import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { nameOf } from './candidat-names.ts';
import type { CandidatureContext } from './candidature-common.ts';
import { findCandidat } from './candidats.queries.ts';
import * as q from './candidature.queries.ts';

type E = typeof endpoints;

export function createCandidatureLinkService(context: CandidatureContext) {
  const { db, mailer } = context.deps;

  return {
    /** Recruitment mails a new edit link; every link given before stops working. */
    async sendEditLink(auth: AuthContext, body: BodyOf<E['sendEmailEditCandidature']>) {
      assertCaller(auth, endpoints.sendEmailEditCandidature.access);
      const candidat = await findCandidat(db, body.candidat_id);
      if (!candidat) throw notFound('Candidat introuvable.');
      if (!candidat.email) {
        throw conflict(
          "Ce candidat n'a pas d'adresse e-mail : indiquez-la sur sa fiche avant de lui envoyer le lien.",
        );
      }
      const renewed = await db.transaction(async (tx) => {
        const version = await q.bumpLinkVersion(tx, candidat.id);
        await recordCandidatEvenement(tx, {
          candidatId: candidat.id,
          type: 'candidature',
          libelle: 'Lien de modification de la candidature envoyé',
          userId: auth.userId,
        });
        return { ...candidat, candidature_link_version: version };
      });
      const message = body.message ? `${body.message}\n\n` : '';
      await mailer.send({
        to: candidat.email,
        subject: 'Complétez votre candidature chez Maisonnée',
        text: `Bonjour ${nameOf(candidat)},\n\n${message}Pour compléter ou corriger votre candidature, ouvrez ce lien (les liens envoyés avant ne fonctionnent plus) :\n${context.editLink(context.tokenOf(renewed))}\n\nL'équipe Maisonnée`,
      });
      return { message: `Le lien de modification a été envoyé à ${candidat.email}.` };
    },
  };
}
