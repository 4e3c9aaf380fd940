import { endpoints, type Document as DocumentDto } from '@maisonnee/contract';
import {
  CANDIDAT_STATUT,
  checkContratCountersignable,
  formatInstantParis,
} from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { sha256Hex, signaturePng } from '../../lib/pdf-signature.ts';
import { frDate } from '../../lib/pdf-writer.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { nameOf } from './candidat-names.ts';
import {
  createContratTools,
  inviteeOf,
  type ContratSignatureBody,
} from './contrat-travail-common.ts';
import { findCandidat } from './candidats.queries.ts';
import * as q from './contrat-travail.queries.ts';

export function createContratCountersignService(deps: ModuleDeps) {
  const { db, mailer, config, now } = deps;
  const tools = createContratTools(deps);

  return {
    /**
     * save-contrat-travail-contresigne: the agency countersigns the copy the candidate signed (a
     * second signature page); the final copy lands in the agent's documents; the candidate becomes
     * an active agent whose account is active, and is told. All or nothing.
     */
    async countersign(
      auth: AuthContext,
      body: ContratSignatureBody,
      ip: string,
    ): Promise<DocumentDto> {
      assertCaller(auth, endpoints.saveContratTravailContresigne.access);
      const contrat = await tools.contratOfDocument(body.document_id);
      assertAllowed(checkContratCountersignable(contrat.statut));
      const png = signaturePng(body.signature_text, body.signature_image);
      const signed = await tools.readVersion(contrat.signed_document_id!);
      const signedSha256 = sha256Hex(signed);
      const candidat = (await findCandidat(db, contrat.candidat_id))!;
      const at = now();
      // The employer as the agency is named today (module agence).
      const agency = (await readAgencySettings(db, config)).identity;
      const finalBytes = await tools.withSignature(
        signed,
        { signataire: body.signature_text, signedAt: at, ip, signedSha256, signaturePng: png },
        {
          title: 'Contresignature électronique du contrat de travail par l’employeur',
          extraLines: [
            `Employeur : ${agency.nom}, SIRET ${agency.siret}`,
            `Signature du salarié : ${contrat.signer_name ?? ''}, le ${formatInstantParis(contrat.signed_at)} (heure de Paris)`,
          ],
          sha256Label: 'Empreinte SHA-256 du contrat signé par le salarié :',
          declaration: 'L’employeur a lu le contrat signé par le salarié et le contresigne :',
          subject: `Contrat de travail de ${nameOf(candidat)} contresigné par ${body.signature_text} le ${at.toISOString()}`,
          auditKey: 'contresignature',
        },
      );
      const { document, result } = await tools.storeVersion(
        { candidatId: candidat.id, userId: auth.userId },
        {
          bytes: finalBytes,
          namePrefix: `contrat-contresigne-${candidat.id}`,
          originalName: `Contrat de travail de ${nameOf(candidat)}.pdf`,
          libelle: `Contrat de travail (${contrat.type_contrat}) signé par les deux parties`,
          dateDocument: contrat.date_debut,
        },
        async (tx, stored) => {
          const locked = await tools.lockChecked(tx, contrat.id, checkContratCountersignable);
          const updated = await q.updateContrat(tx, contrat.id, {
            statut: 'contresigne',
            countersigned_document_id: stored.id,
            countersigned_at: at,
            countersigner_name: body.signature_text,
            countersigner_user_id: auth.userId,
          });
          await q.updateCandidatForContrat(tx, candidat.id, {
            candidat_statut_id: CANDIDAT_STATUT.AGENT_ACTIF,
            is_active: true,
            date_entree: locked.date_debut,
            contrat_signed_at: at,
          });
          // The account exists since the contract was sent; opened again if it was closed since.
          const activated = await tools.accounts.activateAgentUser(candidat.id, tx);
          const invitation =
            activated.length === 0 && candidat.email
              ? await tools.accounts.inviteAgentUser(inviteeOf(candidat, candidat.email), tx)
              : null;
          await recordCandidatEvenement(tx, {
            candidatId: candidat.id,
            type: 'contrat_contresigne',
            libelle: `Contrat de travail contresigné par ${body.signature_text} : ${nameOf(candidat)} devient agent actif (entrée le ${frDate(locked.date_debut)}).`,
            userId: auth.userId,
          });
          await notify(
            tx,
            { candidatId: candidat.id },
            NOTIFICATION_MESSAGES.recrutement.contratContresigne(),
          );
          return { updated, invitation };
        },
      );
      await result.invitation?.mail();
      if (candidat.email) {
        await mailer.send({
          to: candidat.email,
          subject: 'Votre contrat de travail est signé',
          text: `Bonjour ${candidat.prenom ?? ''},\n\n${agency.nom} a contresigné votre contrat de travail : il est dans vos documents, et votre espace agent est ouvert : ${config.publicUrl}/account/agent\nVotre première journée : le ${frDate(contrat.date_debut)}.\n\nBienvenue dans l'équipe,\n${agency.nom}`,
        });
      }
      return tools.contratDocumentDto(document, result.updated);
    },
  };
}
