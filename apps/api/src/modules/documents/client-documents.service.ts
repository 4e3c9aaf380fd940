import type { Access, Document as ClientDocumentDto } from '@maisonnee/contract';
import {
  CLIENT_DOCUMENT_BUCKETS,
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  isDocumentTypeId,
  type ClientDocumentBucket,
} from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { Db } from '../../db/client.ts';
import { assertOwns, isBackOffice, type AuthContext } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { clientRecordExists } from '../clients/client-records.service.ts';
import { documentDto } from './document-dto.ts';
import { createDocumentStore, type StoredDocument } from './document-store.ts';
import * as q from './documents.queries.ts';

/*
 * A client's folder of papers (docs/documents-clients.md): listed by folder, filed by the client
 * itself or the back office, removed by whoever may; quotes and invoices stay.
 */

/** What a client uploads itself: identity papers, bank details, SEPA mandate, carte Vitale, other. */
export const CLIENT_UPLOAD_TYPES: readonly number[] = Object.freeze([
  DOCUMENT_TYPE.AUTRE,
  DOCUMENT_TYPE.CARTE_VITALE,
  DOCUMENT_TYPE.RIB,
  DOCUMENT_TYPE.PIECE_IDENTITE,
  DOCUMENT_TYPE.MANDAT_SEPA,
]);

/**
 * What the back office uploads to a client's file: the client's papers, plus a quote signed on
 * paper (type 4, then attached with save-filename-devis-signe), payslips, expense notes and sick
 * leave of the client as employer. Not the agent's own papers (CV, pass sanitaire, work
 * contract) nor invoices, which only the application produces.
 */
export const BACK_OFFICE_UPLOAD_TYPES: readonly number[] = Object.freeze([
  ...CLIENT_UPLOAD_TYPES,
  DOCUMENT_TYPE.DEVIS,
  DOCUMENT_TYPE.FICHE_PAIE,
  DOCUMENT_TYPE.NOTE_FRAIS,
  DOCUMENT_TYPE.ARRET_MALADIE,
]);

/** Never deleted through the documents calls: quotes and invoices (and tax certificates). */
const PROTECTED_TYPES: readonly number[] = [DOCUMENT_TYPE.DEVIS, DOCUMENT_TYPE.FACTURE];

/** The fields of `uploadClientDocument` once the multipart reader checked them. */
export interface ClientUploadFields {
  client_id: number;
  document_type_id: number;
  libelle?: string | null;
  date_document?: string | null;
}

/** A row of a client's folder as the contract's document, with the quote or invoice it is of. */
function toDto(
  row: StoredDocument & {
    typeLabel: string;
    createdAt: Date;
    devisId?: number | null;
    factureId?: number | null;
  },
): ClientDocumentDto {
  return documentDto(row, {
    typeLabel: row.typeLabel,
    devisId: row.devisId ?? null,
    factureId: row.factureId ?? null,
  });
}

/** 403 for a client, 400 for the back office, unless the caller may file this type there. */
function assertMayFile(auth: AuthContext, documentTypeId: number) {
  const backOffice = isBackOffice(auth);
  const allowed = backOffice ? BACK_OFFICE_UPLOAD_TYPES : CLIENT_UPLOAD_TYPES;
  if (allowed.includes(documentTypeId)) return;
  if (!backOffice) {
    throw new AppError(
      'FORBIDDEN',
      "Vous pouvez déposer une pièce d'identité, un RIB, un mandat SEPA, une carte Vitale ou un autre document ; les devis, factures et documents de l'agence sont déposés par l'agence.",
    );
  }
  throw new AppError(
    'VALIDATION_FAILED',
    "Ce type de document ne va pas dans le dossier d'un client.",
    {
      fields: {
        document_type_id:
          'Les CV, pass sanitaires et contrats de travail vont au dossier d’un intervenant ; les factures sont établies par l’application.',
      },
    },
  );
}

async function assertClientExists(db: Db, clientId: number) {
  if (!(await clientRecordExists(db, clientId))) throw notFound('Client introuvable.');
}

export function createClientDocumentsService(deps: { db: Db; storage: Storage; now: () => Date }) {
  const { db, now } = deps;
  const store = createDocumentStore(deps);
  return {
    /**
     * A client's documents in its folders (quotes, invoices, identity papers…): the client's own
     * or, for the back office, any client's. A type without a client folder is filed in `autres`.
     */
    async listForClient(auth: AuthContext, clientId: number, access: Access) {
      assertCaller(auth, access, { clientId });
      await assertClientExists(db, clientId);
      const folders = Object.fromEntries(
        CLIENT_DOCUMENT_BUCKETS.map((bucket) => [bucket, [] as ClientDocumentDto[]]),
      ) as Record<ClientDocumentBucket, ClientDocumentDto[]>;
      for (const row of await q.selectClientDocuments(db, clientId)) {
        const bucket = isDocumentTypeId(row.documentTypeId)
          ? DOCUMENT_TYPE_BUCKETS[row.documentTypeId]
          : 'autres';
        const folder = (CLIENT_DOCUMENT_BUCKETS as readonly string[]).includes(bucket)
          ? (bucket as ClientDocumentBucket)
          : 'autres';
        folders[folder].push(toDto(row));
      }
      return folders;
    },

    /**
     * `uploadClientDocument`: a client files one of its own papers (CLIENT_UPLOAD_TYPES) in its
     * own file; the back office files any client paper (BACK_OFFICE_UPLOAD_TYPES) in any file.
     */
    async uploadForClient(
      auth: AuthContext,
      fields: ClientUploadFields,
      file: UploadedFile,
      access: Access,
    ): Promise<ClientDocumentDto> {
      assertCaller(auth, access, { clientId: fields.client_id });
      assertMayFile(auth, fields.document_type_id);
      await assertClientExists(db, fields.client_id);
      const { document } = await store.storeUpload({
        file,
        documentTypeId: fields.document_type_id,
        owner: { clientId: fields.client_id },
        uploadedByUserId: auth.userId,
        libelle: fields.libelle ?? null,
        dateDocument: fields.date_document ?? null,
      });
      // Just filed: no quote nor invoice of its own, the type's label from the catalogue.
      return documentDto({ ...document, createdAt: now() });
    },

    /**
     * `deleteClientDocument`: never a quote or an invoice (409, for everyone: they are the
     * evidence of what was agreed and billed); a client deletes only what it uploaded itself, the
     * back office any other paper of a client's file. The row goes first, then the bytes.
     */
    async deleteForClient(auth: AuthContext, id: number, access: Access) {
      assertCaller(auth, access);
      const document = await q.findDocumentById(db, id);
      if (!document || document.clientId === null) throw notFound('Document introuvable.');
      assertOwns(auth, access, { clientId: document.clientId });
      if (PROTECTED_TYPES.includes(document.documentTypeId)) {
        throw new AppError(
          'CONFLICT',
          document.documentTypeId === DOCUMENT_TYPE.DEVIS
            ? 'Un devis ne peut pas être supprimé : il reste au dossier comme trace de ce qui a été convenu.'
            : 'Une facture ou une attestation ne peut pas être supprimée : elle reste au dossier (une erreur se corrige par un avoir).',
        );
      }
      if (!isBackOffice(auth) && document.uploadedByUserId !== auth.userId) {
        throw new AppError(
          'FORBIDDEN',
          'Vous ne pouvez supprimer que les documents que vous avez déposés vous-même.',
        );
      }
      await store.remove(document);
      return { id: document.id, deleted: true as const };
    },
  };
}
