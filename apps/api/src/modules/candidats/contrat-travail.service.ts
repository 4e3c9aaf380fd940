import {
  endpoints,
  type contratTravailSchema,
  type Document as DocumentDto,
} from '@maisonnee/contract';
import type { z } from 'zod';
import {
  CANDIDAT_STATUT,
  checkContratCountersignable,
  checkContratSignable,
  CONTRAT_TRAVAIL_STATUT_LABELS,
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  formatInstantParis,
  RECRUTEMENT_PIPELINE,
  ALLOWED,
  refuse,
  ROLE_GROUPS,
  skillLabel,
  type ContratTravailStatut,
  type RuleResult,
} from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import {
  AppError,
  assertAllowed,
  conflict,
  notFound,
  refusal,
  validationFailed,
} from '../../lib/app-error.ts';
import {
  addSignaturePage,
  sha256Hex,
  signaturePng,
  type SignatureAudit,
  type SignaturePageText,
} from '../../lib/pdf-signature.ts';
import { frDate } from '../../lib/pdf-writer.ts';
import { createClientAccountsService } from '../auth/auth.service.ts';
import { documentDto } from '../documents/document-dto.ts';
import { createDocumentsService, type StoredDocument } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { renderContratTravailPdf, type TypeContrat } from './contrat-travail-pdf.ts';
import * as q from './contrat-travail.queries.ts';

/*
 * The work contract (docs/recrutement.md, "Contrat de travail"): generated as a PDF from the
 * candidate's file and sent for a simple electronic signature, signed by the candidate in the app,
 * then countersigned by the agency — the same signing flow and audit trail as quotes
 * (lib/pdf-signature.ts). Each version is a document of type 3 in the candidate's documents; the
 * countersignature makes the candidate an active agent who can sign in and be planned.
 */

const BUCKET = DOCUMENT_TYPE_BUCKETS[DOCUMENT_TYPE.CONTRAT_TRAVAIL];

export interface SendContratBody {
  candidat_id: number;
  type_contrat: TypeContrat;
  date_debut: string;
  date_fin?: string | null | undefined;
  nb_heures_hebdo: number;
  taux_horaire_brut: number;
}

export interface ContratSignatureBody {
  document_id: number;
  signature_text: string;
  signature_image?: string | undefined;
  accept_conditions: true;
}

type Candidat = q.ContratCandidatRow;
type ContratTravailDto = z.infer<typeof contratTravailSchema>;

const fullName = (c: Pick<Candidat, 'civilite' | 'prenom' | 'nom'>) =>
  [c.civilite, c.prenom, c.nom].filter(Boolean).join(' ');
const shortName = (c: Pick<Candidat, 'prenom' | 'nom'>) =>
  [c.prenom, c.nom].filter(Boolean).join(' ');

/** What the contract needs of the file, in French, or nothing when the file is complete. */
export function dossierManquant(c: Candidat): string[] {
  const missing: string[] = [];
  if (!c.prenom?.trim()) missing.push('le prénom');
  if (!c.adresse?.trim() || !c.ville?.trim()) missing.push("l'adresse");
  // A public application left half-way: the candidate has not finished its steps.
  if (c.candidature_etape !== null && c.candidature_completed_at === null) {
    missing.push('la fin de la candidature en ligne');
  }
  return missing;
}

/** The contract's current version: the countersigned copy, else the signed one, else the PDF sent. */
const currentDocumentId = (c: q.ContratRow) =>
  c.countersigned_document_id ?? c.signed_document_id ?? c.document_id;

export function createContratTravailService(deps: ModuleDeps) {
  const { db, mailer, config, now } = deps;
  const documents = createDocumentsService(deps);
  const accounts = createClientAccountsService({
    db,
    mailer,
    now,
    codeSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
  });

  /** The contract's current PDF, dated by its latest step, with both signatures. */
  function contratDocumentDto(document: StoredDocument, contrat: q.ContratRow | null): DocumentDto {
    return documentDto(
      {
        ...document,
        createdAt: contrat?.countersigned_at ?? contrat?.signed_at ?? contrat?.sent_at ?? now(),
      },
      { signeAt: contrat?.signed_at ?? null, contresigneAt: contrat?.countersigned_at ?? null },
    );
  }

  async function contratDto(contrat: q.ContratRow): Promise<ContratTravailDto> {
    const document = await documents.findById(currentDocumentId(contrat));
    if (!document) throw notFound('Le document de ce contrat est introuvable.');
    return {
      id: contrat.id,
      candidat_id: contrat.candidat_id,
      statut: contrat.statut,
      statut_label: CONTRAT_TRAVAIL_STATUT_LABELS[contrat.statut],
      type_contrat: contrat.type_contrat as TypeContrat,
      date_debut: contrat.date_debut,
      date_fin: contrat.date_fin,
      nb_heures_hebdo: contrat.nb_heures_hebdo,
      taux_horaire_brut: contrat.taux_horaire_brut,
      document: contratDocumentDto(document, contrat),
      sent_at: contrat.sent_at.toISOString(),
      signed_at: contrat.signed_at?.toISOString() ?? null,
      signer_name: contrat.signer_name,
      countersigned_at: contrat.countersigned_at?.toISOString() ?? null,
      countersigner_name: contrat.countersigner_name,
      cancelled_at: contrat.cancelled_at?.toISOString() ?? null,
    };
  }

  /** The bytes of a stored version of the contract (the one about to be signed). */
  async function readVersion(documentId: number): Promise<Uint8Array> {
    const document = await documents.findById(documentId);
    const bytes = document ? await documents.read(document) : null;
    if (!bytes) throw notFound('Le fichier du contrat est introuvable : renvoyez le contrat.');
    return bytes;
  }

  /** The copy with one more signature page; an unreadable drawn PNG is the caller's mistake. */
  async function withSignature(
    pdf: Uint8Array,
    audit: SignatureAudit,
    text: SignaturePageText,
  ): Promise<Uint8Array> {
    try {
      return await addSignaturePage(pdf, audit, text);
    } catch {
      throw validationFailed(
        { signature_image: 'Image PNG illisible.' },
        'La signature dessinée est illisible.',
      );
    }
  }

  /** The contract a document is a version of; 404 when it is none. */
  async function contratOfDocument(documentId: number): Promise<q.ContratRow> {
    const contrat = await q.findContratByDocument(db, documentId);
    if (!contrat) throw notFound("Ce document n'est pas un contrat de travail.");
    return contrat;
  }

  /** The contract row locked in `tx`, still in a state `check` allows. */
  async function lockChecked(
    tx: Tx,
    id: number,
    check: (statut: ContratTravailStatut) => RuleResult,
  ) {
    const locked = await q.lockContrat(tx, id);
    if (!locked) throw notFound('Contrat introuvable.');
    assertAllowed(check(locked.statut));
    return locked;
  }

  return {
    /**
     * send-contrat-travail: the PDF generated from the file, stored (type 3) with its SHA-256, the
     * contract waiting for the candidate's signature, the candidate "Contrat à signer", the agent
     * space opened (an account invited when the candidate has none) and the candidate told, all or
     * nothing.
     */
    async send(auth: AuthContext, body: SendContratBody): Promise<DocumentDto> {
      const candidat = await q.findCandidatForContrat(db, body.candidat_id);
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
      const services = (await q.findCandidatSkillIds(db, candidat.id)).map((id) => skillLabel(id));
      const zone = candidat.ville
        ? `${candidat.ville}${candidat.codep ? ` (${candidat.codep})` : ''}`
        : "l'agence";
      const bytes = await renderContratTravailPdf({
        reference,
        employer: {
          nom: config.agency.nom,
          adresse: config.agency.adresse,
          telephone: config.agency.telephone,
          siret: config.agency.siret,
          numeroSap: config.agency.numeroSap,
        },
        employee: {
          nom: fullName(candidat),
          dateNaissance: candidat.date_naissance,
          adresse: [candidat.adresse, [candidat.codep, candidat.ville].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', '),
          email: candidat.email,
          mobile: candidat.mobile,
        },
        typeContrat: body.type_contrat,
        dateDebut: body.date_debut,
        dateFin,
        nbHeuresHebdo: body.nb_heures_hebdo,
        tauxHoraireBrut: body.taux_horaire_brut,
        services,
        lieuTravail: `Le salarié travaille au domicile des clients de l’employeur, dans un rayon de ${candidat.rayon_km} km autour de ${zone}. Il peut être affecté à tout client de ce secteur sans que cela constitue une modification de son contrat. Les réunions et formations ont lieu à l’agence (${config.agency.adresse}).`,
        now: sentAt,
      });
      const email = candidat.email;
      const { document, result } = await documents.storeGenerated(
        {
          bytes,
          mimeType: 'application/pdf',
          ext: 'pdf',
          documentTypeId: DOCUMENT_TYPE.CONTRAT_TRAVAIL,
          bucket: BUCKET,
          namePrefix: `contrat-${reference}`,
          originalName: `Contrat de travail ${reference}.pdf`,
          owner: { candidatId: candidat.id },
          uploadedByUserId: auth.userId,
          libelle: `Contrat de travail (${body.type_contrat}) à signer`,
          dateDocument: body.date_debut,
        },
        async (tx, stored) => {
          // The candidate row locked: two sendings at once cannot both find no pending contract.
          const locked = await q.lockCandidat(tx, candidat.id);
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
          const invitation = await accounts.inviteAgentUser(
            {
              candidatId: candidat.id,
              email,
              civilite: candidat.civilite,
              nom: candidat.nom,
              prenom: candidat.prenom,
              mobile: candidat.mobile,
            },
            tx,
          );
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
        text: `Bonjour ${candidat.prenom ?? ''},\n\n${config.agency.nom} vous propose un ${body.type_contrat} à partir du ${frDate(body.date_debut)}${dateFin ? ` jusqu'au ${frDate(dateFin)}` : ''}, ${String(body.nb_heures_hebdo).replace('.', ',')} h par semaine.\nVotre contrat vous attend dans l'application : lisez-le et signez-le depuis votre espace agent : ${config.publicUrl}/account/agent\n${result.invitation.created ? '\nPour vous connecter la première fois, choisissez votre mot de passe avec le lien que nous vous envoyons dans un autre message.\n' : ''}\nL'équipe Maisonnée`,
      });
      await result.invitation.mail();
      return contratDocumentDto(document, result.contrat);
    },

    /**
     * save-contrat-signe: the candidate signs the contract sent to them (consent, typed name or
     * drawn signature); the signed copy carries the signature page and the audit trail; the
     * contract waits for the agency's countersignature, which is told. All or nothing.
     */
    async sign(auth: AuthContext, body: ContratSignatureBody, ip: string): Promise<DocumentDto> {
      const contrat = await contratOfDocument(body.document_id);
      if (auth.candidatId === null || contrat.candidat_id !== auth.candidatId) {
        throw refusal(
          'CONTRAT_AUTRE_SIGNATAIRE',
          "Ce contrat de travail n'est pas le vôtre : seul le candidat à qui il est adressé peut le signer.",
        );
      }
      assertAllowed(checkContratSignable(contrat.statut));
      const png = signaturePng(body.signature_text, body.signature_image);
      const unsigned = await readVersion(contrat.document_id);
      const unsignedSha256 = sha256Hex(unsigned);
      if (unsignedSha256 !== contrat.unsigned_document_sha256) {
        throw conflict(
          "Le contrat a changé depuis son envoi : demandez à l'agence de le renvoyer.",
        );
      }
      const candidat = (await q.findCandidatForContrat(db, contrat.candidat_id))!;
      const signedAt = now();
      const signedBytes = await withSignature(
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
          extraLines: [`Salarié : ${fullName(candidat)} (dossier n° ${candidat.id})`],
          sha256Label: 'Empreinte SHA-256 du contrat envoyé (non signé) :',
          declaration: 'Le salarié a lu le contrat, l’a approuvé et l’a signé :',
          subject: `Contrat de travail signé par ${body.signature_text} le ${signedAt.toISOString()}`,
        },
      );
      const { document, result } = await documents.storeGenerated(
        {
          bytes: signedBytes,
          mimeType: 'application/pdf',
          ext: 'pdf',
          documentTypeId: DOCUMENT_TYPE.CONTRAT_TRAVAIL,
          bucket: BUCKET,
          namePrefix: `contrat-signe-${candidat.id}`,
          originalName: `Contrat de travail signé par ${shortName(candidat)}.pdf`,
          owner: { candidatId: candidat.id },
          uploadedByUserId: auth.userId,
          libelle: 'Contrat de travail signé (en attente de contresignature)',
          dateDocument: contrat.date_debut,
        },
        async (tx, stored) => {
          await lockChecked(tx, contrat.id, checkContratSignable);
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
          await notify(
            tx,
            { plannerRoles: ROLE_GROUPS.RECRUTEMENT },
            NOTIFICATION_MESSAGES.recrutement.contratSigne({
              candidat: shortName(candidat),
              candidatId: candidat.id,
            }),
          );
          return updated;
        },
      );
      await mailer.send({
        to: config.mail.recruitment,
        subject: `Contrat de travail signé par ${shortName(candidat)}`,
        text: `${fullName(candidat)} (dossier n° ${candidat.id}) a signé électroniquement son contrat de travail le ${formatInstantParis(signedAt)} (heure de Paris) depuis l'adresse ${ip}. Il attend votre contresignature.\nEmpreinte SHA-256 du contrat envoyé : ${unsignedSha256}`,
      });
      return contratDocumentDto(document, result);
    },

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
      const contrat = await contratOfDocument(body.document_id);
      assertAllowed(checkContratCountersignable(contrat.statut));
      const png = signaturePng(body.signature_text, body.signature_image);
      const signed = await readVersion(contrat.signed_document_id!);
      const signedSha256 = sha256Hex(signed);
      const candidat = (await q.findCandidatForContrat(db, contrat.candidat_id))!;
      const at = now();
      const finalBytes = await withSignature(
        signed,
        { signataire: body.signature_text, signedAt: at, ip, signedSha256, signaturePng: png },
        {
          title: 'Contresignature électronique du contrat de travail par l’employeur',
          extraLines: [
            `Employeur : ${config.agency.nom}, SIRET ${config.agency.siret}`,
            `Signature du salarié : ${contrat.signer_name ?? ''}, le ${formatInstantParis(contrat.signed_at)} (heure de Paris)`,
          ],
          sha256Label: 'Empreinte SHA-256 du contrat signé par le salarié :',
          declaration: 'L’employeur a lu le contrat signé par le salarié et le contresigne :',
          subject: `Contrat de travail de ${shortName(candidat)} contresigné par ${body.signature_text} le ${at.toISOString()}`,
          auditKey: 'contresignature',
        },
      );
      const { document, result } = await documents.storeGenerated(
        {
          bytes: finalBytes,
          mimeType: 'application/pdf',
          ext: 'pdf',
          documentTypeId: DOCUMENT_TYPE.CONTRAT_TRAVAIL,
          bucket: BUCKET,
          namePrefix: `contrat-contresigne-${candidat.id}`,
          originalName: `Contrat de travail de ${shortName(candidat)}.pdf`,
          owner: { candidatId: candidat.id },
          uploadedByUserId: auth.userId,
          libelle: `Contrat de travail (${contrat.type_contrat}) signé par les deux parties`,
          dateDocument: contrat.date_debut,
        },
        async (tx, stored) => {
          const locked = await lockChecked(tx, contrat.id, checkContratCountersignable);
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
          const activated = await accounts.activateAgentUser(candidat.id, tx);
          const invitation =
            activated.length === 0 && candidat.email
              ? await accounts.inviteAgentUser(
                  {
                    candidatId: candidat.id,
                    email: candidat.email,
                    civilite: candidat.civilite,
                    nom: candidat.nom,
                    prenom: candidat.prenom,
                    mobile: candidat.mobile,
                  },
                  tx,
                )
              : null;
          await recordCandidatEvenement(tx, {
            candidatId: candidat.id,
            type: 'contrat_contresigne',
            libelle: `Contrat de travail contresigné par ${body.signature_text} : ${shortName(candidat)} devient agent actif (entrée le ${frDate(locked.date_debut)}).`,
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
          text: `Bonjour ${candidat.prenom ?? ''},\n\n${config.agency.nom} a contresigné votre contrat de travail : il est dans vos documents, et votre espace agent est ouvert : ${config.publicUrl}/account/agent\nVotre première journée : le ${frDate(contrat.date_debut)}.\n\nBienvenue dans l'équipe,\nL'équipe Maisonnée`,
        });
      }
      return contratDocumentDto(document, result.updated);
    },

    /** contrats/{candidatId}: the candidate's contracts, newest first, each with its current version. */
    async list(auth: AuthContext, candidatId: number): Promise<ContratTravailDto[]> {
      assertOwns(auth, endpoints.listContratsTravail.access, { candidatId });
      if (!(await q.findCandidatForContrat(db, candidatId)))
        throw notFound('Candidat introuvable.');
      const rows = await q.listContrats(db, candidatId);
      const out: ContratTravailDto[] = [];
      for (const row of rows) out.push(await contratDto(row));
      return out;
    },

    /**
     * contrats/annuler: a contract not countersigned yet is cancelled; the candidate goes back to
     * "Dossier incomplet". A countersigned contract is the agent's: it cannot be cancelled here.
     */
    async cancel(
      auth: AuthContext,
      body: { contrat_id: number; motif?: string | null | undefined },
    ): Promise<ContratTravailDto> {
      const found = await q.findContrat(db, body.contrat_id);
      if (!found) throw notFound('Contrat introuvable.');
      const updated = await db.transaction(async (tx) => {
        const locked = await lockChecked(tx, found.id, checkContratCancellable);
        const contrat = await q.updateContrat(tx, locked.id, {
          statut: 'annule',
          cancelled_at: now(),
        });
        await q.updateCandidatForContrat(tx, locked.candidat_id, {
          candidat_statut_id: CANDIDAT_STATUT.DOSSIER_INCOMPLET,
        });
        const motif = body.motif?.trim();
        await recordCandidatEvenement(tx, {
          candidatId: locked.candidat_id,
          type: 'contrat_annule',
          libelle: `Contrat de travail (${locked.type_contrat}, début le ${frDate(locked.date_debut)}) annulé${motif ? ` : ${motif}` : '.'}`,
          userId: auth.userId,
        });
        return contrat;
      });
      return contratDto(updated);
    },
  };
}

/** A contract can be cancelled until the agency countersigned it. */
function checkContratCancellable(statut: ContratTravailStatut): RuleResult {
  if (statut === 'contresigne') {
    return refuse(
      'ALREADY_SIGNED',
      "Ce contrat est signé par les deux parties : il ne peut plus être annulé (mettez fin au contrat de l'agent).",
    );
  }
  if (statut === 'annule') return refuse('CONTRAT_ANNULE', 'Ce contrat est déjà annulé.');
  return ALLOWED;
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

export type ContratTravailService = ReturnType<typeof createContratTravailService>;
