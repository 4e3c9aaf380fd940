import { endpoints, type Document as DocumentDto } from '@maisonnee/contract';
import { checkContratSignable, formatInstantParis } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, conflict, refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { sha256Hex, signaturePng } from '../../lib/pdf-signature.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { formalNameOf, nameOf, tellRecruitment } from './candidat-names.ts';
import { createContratTools, type ContratSignatureBody } from './contrat-travail-common.ts';
import { findCandidat } from './candidats.queries.ts';
import * as q from './contrat-travail.queries.ts';

export function createContratSignService(deps: ModuleDeps) {
  const { db, mailer, config, now } = deps;
  const tools = createContratTools(deps);

  return {
    /**
     * save-contrat-signe: the candidate signs the contract sent to them (consent, typed name or
     * drawn signature); the signed copy carries the signature page and the audit trail; the
     * contract waits for the agency's countersignature, which is told. All or nothing.
     */
    async sign(auth: AuthContext, body: ContratSignatureBody, ip: string): Promise<DocumentDto> {
      assertCaller(auth, endpoints.saveContratSigne.access);
      const contrat = await tools.contratOfDocument(body.document_id);
      if (auth.candidatId === null || contrat.candidat_id !== auth.candidatId) {
        throw refusal(
          'CONTRAT_AUTRE_SIGNATAIRE',
          "Ce contrat de travail n'est pas le vôtre : seul le candidat à qui il est adressé peut le signer.",
        );
      }
      assertAllowed(checkContratSignable(contrat.statut));
      const png = signaturePng(body.signature_text, body.signature_image);
      const unsigned = await tools.readVersion(contrat.document_id);
      const unsignedSha256 = sha256Hex(unsigned);
      if (unsignedSha256 !== contrat.unsigned_document_sha256) {
        throw conflict(
          "Le contrat a changé depuis son envoi : demandez à l'agence de le renvoyer.",
        );
      }
      const candidat = (await findCandidat(db, contrat.candidat_id))!;
      const signedAt = now();
      const signedBytes = await tools.withSignature(
        unsigned,
        {
          signataire: body.signature_text,
          signedAt,
          ip,
          signedSha256: unsignedSha256,
          signaturePng: png,
        },
        {
          title: 'Signature électronique du contrat de travail par le salarié',
          extraLines: [`Salarié : ${formalNameOf(candidat)} (dossier n° ${candidat.id})`],
          sha256Label: 'Empreinte SHA-256 du contrat envoyé (non signé) :',
          declaration: 'Le salarié a lu le contrat, l’a approuvé et l’a signé :',
          subject: `Contrat de travail signé par ${body.signature_text} le ${signedAt.toISOString()}`,
        },
      );
      const { document, result } = await tools.storeVersion(
        { candidatId: candidat.id, userId: auth.userId },
        {
          bytes: signedBytes,
          namePrefix: `contrat-signe-${candidat.id}`,
          originalName: `Contrat de travail signé par ${nameOf(candidat)}.pdf`,
          libelle: 'Contrat de travail signé (en attente de contresignature)',
          dateDocument: contrat.date_debut,
        },
        async (tx, stored) => {
          await tools.lockChecked(tx, contrat.id, checkContratSignable);
          const updated = await q.updateContrat(tx, contrat.id, {
            statut: 'signe_agent',
            signed_document_id: stored.id,
            signed_at: signedAt,
            signer_name: body.signature_text,
            signer_ip: ip,
            signer_user_id: auth.userId,
          });
          await recordCandidatEvenement(tx, {
            candidatId: candidat.id,
            type: 'contrat_signe',
            libelle: `Contrat de travail signé électroniquement par ${body.signature_text} (adresse IP ${ip}).`,
            userId: auth.userId,
          });
          await tellRecruitment(tx, candidat, NOTIFICATION_MESSAGES.recrutement.contratSigne);
          return updated;
        },
      );
      await mailer.send({
        to: config.mail.recruitment,
        subject: `Contrat de travail signé par ${nameOf(candidat)}`,
        text: `${formalNameOf(candidat)} (dossier n° ${candidat.id}) a signé électroniquement son contrat de travail le ${formatInstantParis(signedAt)} (heure de Paris) depuis l'adresse ${ip}. Il attend votre contresignature.\nEmpreinte SHA-256 du contrat envoyé : ${unsignedSha256}`,
      });
      return tools.contratDocumentDto(document, result);
    },
  };
}
