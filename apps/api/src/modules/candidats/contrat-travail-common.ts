import type { contratTravailSchema, Document as DocumentDto } from '@maisonnee/contract';
import {
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  type ContratTravailStatut,
  type RuleResult,
  CONTRAT_TRAVAIL_STATUT_LABELS,
} from '@maisonnee/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { assertAllowed, notFound, validationFailed } from '../../lib/app-error.ts';
import {
  addSignaturePage,
  type SignatureAudit,
  type SignaturePageText,
} from '../../lib/pdf-signature.ts';
import { createClientAccountsService } from '../auth/auth.service.ts';
import { documentDto } from '../documents/document-dto.ts';
import {
  createDocumentsService,
  type GeneratedFileToStore,
  type StoredDocument,
  type WithinDocument,
} from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { TypeContrat } from './contrat-travail-pdf.ts';
import * as q from './contrat-travail.queries.ts';

/*
 * What the steps of a work contract share (docs/recrutement.md, "Contrat de travail"): each
 * version (sent, signed, countersigned) is a PDF stored as a document of type 3 in the
 * candidate's documents; a contract answers with its current version; the steps lock the contract
 * row and check its state again inside their transaction.
 */

export type ContratTravailDto = z.infer<typeof contratTravailSchema>;
export type ContratCandidat = q.ContratCandidatRow;

/** The typed name or drawn signature, with the consent, of a signing step. */
export interface ContratSignatureBody {
  document_id: number;
  signature_text: string;
  signature_image?: string | undefined;
  accept_conditions: true;
}

/** The contract's current version: the countersigned copy, else the signed one, else the PDF sent. */
export const currentDocumentId = (c: q.ContratRow) =>
  c.countersigned_document_id ?? c.signed_document_id ?? c.document_id;

/** The candidate's details an invitation to the agent space carries. */
export const inviteeOf = (candidat: ContratCandidat, email: string) => ({
  candidatId: candidat.id,
  email,
  civilite: candidat.civilite,
  nom: candidat.nom,
  prenom: candidat.prenom,
  mobile: candidat.mobile,
});

/** The tools of the contract's steps, bound to the module's dependencies. */
export function createContratTools(deps: ModuleDeps) {
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

  return {
    documents,
    accounts,
    contratDocumentDto,

    async contratDto(contrat: q.ContratRow): Promise<ContratTravailDto> {
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
    },

    /** The bytes of a stored version of the contract (the one about to be signed). */
    async readVersion(documentId: number): Promise<Uint8Array> {
      const document = await documents.findById(documentId);
      const bytes = document ? await documents.read(document) : null;
      if (!bytes) throw notFound('Le fichier du contrat est introuvable : renvoyez le contrat.');
      return bytes;
    },

    /** The contract a document is a version of; 404 when it is none. */
    async contratOfDocument(documentId: number): Promise<q.ContratRow> {
      const contrat = await q.findContratByDocument(db, documentId);
      if (!contrat) throw notFound("Ce document n'est pas un contrat de travail.");
      return contrat;
    },

    /**
     * Stores a version of the contract (a PDF of type 3 in the candidate's documents, filed by
     * `userId`) and runs `within` in the same transaction.
     */
    storeVersion<T>(
      by: { candidatId: number; userId: number },
      version: Pick<
        GeneratedFileToStore,
        'bytes' | 'namePrefix' | 'originalName' | 'libelle' | 'dateDocument'
      >,
      within: WithinDocument<T>,
    ) {
      return documents.storeGenerated(
        {
          ...version,
          mimeType: 'application/pdf',
          ext: 'pdf',
          documentTypeId: DOCUMENT_TYPE.CONTRAT_TRAVAIL,
          bucket: DOCUMENT_TYPE_BUCKETS[DOCUMENT_TYPE.CONTRAT_TRAVAIL],
          owner: { candidatId: by.candidatId },
          uploadedByUserId: by.userId,
        },
        within,
      );
    },

    /** The copy with one more signature page; an unreadable drawn PNG is the caller's mistake. */
    async withSignature(
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
    },

    /** The contract row locked in `tx`, still in a state `check` allows. */
    async lockChecked(tx: Tx, id: number, check: (statut: ContratTravailStatut) => RuleResult) {
      const locked = await q.lockContrat(tx, id);
      if (!locked) throw notFound('Contrat introuvable.');
      assertAllowed(check(locked.statut));
      return locked;
    },
  };
}

export type ContratTools = ReturnType<typeof createContratTools>;
