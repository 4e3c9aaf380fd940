import { endpoints, type Document as DocumentDto } from '@maisonnee/contract';
import { CANDIDAT_STATUT, RECRUTEMENT_PIPELINE, skillLabel } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { sha256Hex } from '../../lib/pdf-signature.ts';
import { readLogo } from '../../lib/pdf-agency.ts';
import { frDate } from '../../lib/pdf-writer.ts';
import type { AgencyIdentity } from '@maisonnee/domain';
import { readAgencySettings } from '../agence/agency-settings.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { formalNameOf } from './candidat-names.ts';
import {
  renderContratTravailPdf,
  type ContratPdfView,
  type TypeContrat,
} from './contrat-travail-pdf.ts';
import { createContratTools, inviteeOf, type ContratCandidat } from './contrat-travail-common.ts';
import { findCandidat, findServices, lockCandidat } from './candidats.queries.ts';
import * as q from './contrat-travail.queries.ts';

/*
 * The work contract sent (docs/recrutement.md, "Contrat de travail"): generated as a PDF from the
 * candidate's file and sent for a simple electronic signature — the same signing flow and audit
 * trail as quotes (lib/pdf-signature.ts).
 */

export interface SendContratBody {
  candidat_id: number;
  type_contrat: TypeContrat;
  date_debut: string;
  date_fin?: string | null | undefined;
  nb_heures_hebdo: number;
  taux_horaire_brut: number;
}

/** What the contract needs of the file, in French, or nothing when the file is complete. */
function dossierManquant(c: ContratCandidat): string[] {
  const missing: string[] = [];
  if (!c.prenom?.trim()) missing.push('le prénom');
  if (!c.adresse?.trim() || !c.ville?.trim()) missing.push("l'adresse");
  // A public application left half-way: the candidate has not finished its steps.
  if (c.candidature_etape !== null && c.candidature_completed_at === null) {
    missing.push('la fin de la candidature en ligne');
  }
  return missing;
}

const contratEnCours = () =>
  refusal(
    'CONTRAT_EN_COURS',
    'Un contrat de travail attend déjà une signature pour ce candidat : annulez-le avant d’en envoyer un autre.',
  );

/** A contract is sent to a candidate of the pipeline or to a former agent, not to an active one. */
function assertSendableStatut(statut: number | null) {
  const allowed: readonly number[] = [...RECRUTEMENT_PIPELINE, CANDIDAT_STATUT.AGENT_INACTIF];
  if (statut === null || allowed.includes(statut)) return;
  const message =
    statut === CANDIDAT_STATUT.AGENT_ACTIF
      ? 'Ce candidat est déjà un agent actif : son contrat est signé.'
      : 'Ce candidat n’est plus dans le recrutement (candidature refusée ou démission) : remettez-le dans le pipeline avant de lui envoyer un contrat.';
  throw new AppError('STATUT_CHANGE_REFUSED', message);
}

/** What the PDF of the contract says: the parties, the terms, where the employee works. */
function contratViewOf(
  agency: AgencyIdentity,
  logo: Uint8Array | null,
  candidat: ContratCandidat & { email: string },
  terms: SendContratBody & {
    dateFin: string | null;
    reference: string;
    services: string[];
    sentAt: Date;
  },
): ContratPdfView {
  const zone = candidat.ville
    ? `${candidat.ville}${candidat.codep ? ` (${candidat.codep})` : ''}`
    : "l'agence";
  return {
    reference: terms.reference,
    employer: {
      nom: agency.nom,
      adresse: agency.adresse,
      telephone: agency.telephone,
      siret: agency.siret,
      numeroSap: agency.numero_sap,
    },
    logo,
    employee: {
      nom: formalNameOf(candidat),
      dateNaissance: candidat.date_naissance,
      adresse: [candidat.adresse, [candidat.codep, candidat.ville].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      email: candidat.email,
      mobile: candidat.mobile,
    },
    typeContrat: terms.type_contrat,
    dateDebut: terms.date_debut,
    dateFin: terms.dateFin,
    nbHeuresHebdo: terms.nb_heures_hebdo,
    tauxHoraireBrut: terms.taux_horaire_brut,
    services: terms.services,
    lieuTravail: `Le salarié travaille au domicile des clients de l’employeur, dans un rayon de ${candidat.rayon_km} km autour de ${zone}. Il peut être affecté à tout client de ce secteur sans que cela constitue une modification de son contrat. Les réunions et formations ont lieu à l’agence (${agency.adresse}).`,
    now: terms.sentAt,
  };
}

export function createContratSendService(deps: ModuleDeps) {
  const { db, mailer, config, now } = deps;
  const tools = createContratTools(deps);

  return {
    /**
     * send-contrat-travail: the PDF generated from the file, stored (type 3) with its SHA-256, the
     * contract waiting for the candidate's signature, the candidate "Contrat à signer", the agent
     * space opened (an account invited when the candidate has none) and the candidate told, all or
     * nothing.
     */
    async send(auth: AuthContext, body: SendContratBody): Promise<DocumentDto> {
      assertCaller(auth, endpoints.sendContratTravail.access);
      const candidat = await findCandidat(db, body.candidat_id);
      if (!candidat) throw notFound('Candidat introuvable.');
      if (!candidat.email) {
        throw refusal(
          'CANDIDATURE_INCOMPLETE',
          "Ce candidat n'a pas d'adresse e-mail : ajoutez-la à sa fiche avant de lui envoyer son contrat.",
        );
      }
      const missing = dossierManquant(candidat);
      if (missing.length > 0) {
        throw refusal(
          'CANDIDATURE_INCOMPLETE',
          `Le dossier de ce candidat est incomplet (${missing.join(', ')}) : complétez-le avant d'envoyer le contrat.`,
        );
      }
      const dateFin = body.type_contrat === 'CDD' ? (body.date_fin ?? null) : null;
      if (body.type_contrat === 'CDD' && !dateFin) {
        throw validationFailed(
          { date_fin: 'Un CDD a une date de fin.' },
          'Un CDD a une date de fin.',
        );
      }
      assertSendableStatut(candidat.candidat_statut_id);
      if (await q.findPendingContrat(db, candidat.id)) throw contratEnCours();

      const sentAt = now();
      const reference = `CT-${candidat.id}-${sentAt.toISOString().slice(0, 10).replaceAll('-', '')}`;
      const services = (await findServices(db, candidat.id)).map((id) => skillLabel(id));
      const email = candidat.email;
      // The employer as the agency is named when the contract is drawn (module agence).
      const agency = (await readAgencySettings(db, config)).identity;
      const bytes = await renderContratTravailPdf(
        contratViewOf(
          agency,
          await readLogo(deps.storage, agency.logo_path, deps.log),
          { ...candidat, email },
          { ...body, dateFin, reference, services, sentAt },
        ),
      );
      const { document, result } = await tools.storeVersion(
        { candidatId: candidat.id, userId: auth.userId },
        {
          bytes,
          namePrefix: `contrat-${reference}`,
          originalName: `Contrat de travail ${reference}.pdf`,
          libelle: `Contrat de travail (${body.type_contrat}) à signer`,
          dateDocument: body.date_debut,
        },
        async (tx, stored) => {
          // The candidate row locked: two sendings at once cannot both find no pending contract.
          const locked = await lockCandidat(tx, candidat.id);
          if (!locked) throw notFound('Candidat introuvable.');
          assertSendableStatut(locked.candidat_statut_id);
          if (await q.findPendingContrat(tx, candidat.id)) throw contratEnCours();
          const contrat = await q.insertContrat(tx, {
            candidat_id: candidat.id,
            statut: 'en_attente_signature',
            type_contrat: body.type_contrat,
            date_debut: body.date_debut,
            date_fin: dateFin,
            nb_heures_hebdo: body.nb_heures_hebdo,
            taux_horaire_brut: body.taux_horaire_brut,
            document_id: stored.id,
            unsigned_document_sha256: sha256Hex(bytes),
            sent_at: sentAt,
            created_by_user_id: auth.userId,
          });
          await q.updateCandidatForContrat(tx, candidat.id, {
            candidat_statut_id: CANDIDAT_STATUT.CONTRAT_A_SIGNER,
          });
          await recordCandidatEvenement(tx, {
            candidatId: candidat.id,
            type: 'contrat_envoye',
            libelle: `Contrat de travail envoyé à signer (${body.type_contrat}, début le ${frDate(body.date_debut)}${dateFin ? `, fin le ${frDate(dateFin)}` : ''}, ${String(body.nb_heures_hebdo).replace('.', ',')} h par semaine).`,
            userId: auth.userId,
          });
          const invitation = await tools.accounts.inviteAgentUser(inviteeOf(candidat, email), tx);
          await notify(
            tx,
            { candidatId: candidat.id },
            NOTIFICATION_MESSAGES.recrutement.contratASigner({
              typeContrat: body.type_contrat,
              dateDebut: frDate(body.date_debut),
            }),
          );
          return { contrat, invitation };
        },
      );
      // Mails once everything is saved: a failure above sends none. The invitation (its code)
      // comes last, so it is the newest message of the mailbox.
      await mailer.send({
        to: email,
        subject: 'Votre contrat de travail à signer',
        text: `Bonjour ${candidat.prenom ?? ''},\n\n${agency.nom} vous propose un ${body.type_contrat} à partir du ${frDate(body.date_debut)}${dateFin ? ` jusqu'au ${frDate(dateFin)}` : ''}, ${String(body.nb_heures_hebdo).replace('.', ',')} h par semaine.\nVotre contrat vous attend dans l'application : lisez-le et signez-le depuis votre espace agent : ${config.publicUrl}/account/agent\n${result.invitation.created ? '\nPour vous connecter la première fois, choisissez votre mot de passe avec le lien que nous vous envoyons dans un autre message.\n' : ''}\nBien cordialement,\n${agency.nom}`,
      });
      await result.invitation.mail();
      return tools.contratDocumentDto(document, result.contrat);
    },
  };
}
