import type { CahierEntreeDto } from '@maisonnee/contract';
import { DOCUMENT_TYPE, encryptId } from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import { cahierBucketReaders } from './cahier-photo-access.ts';
import * as q from './cahier.queries.ts';

/** What the notebook's operations need. */
export interface CahierDeps {
  db: Db;
  storage: Storage;
  config: Pick<AppConfig, 'idSecret' | 'fileLinkSecret' | 'fileLinkTtlSeconds'>;
  now: () => Date;
}

/** Characters of an entry shown in its notification. */
const EXTRAIT_LENGTH = 120;

/** The first characters of a text, on one line, for a notification. */
export function extrait(texte: string | null): string {
  if (!texte) return 'Une photo a été ajoutée au cahier de liaison.';
  const line = texte.replace(/\s+/g, ' ').trim();
  return line.length > EXTRAIT_LENGTH ? `${line.slice(0, EXTRAIT_LENGTH - 1).trimEnd()}…` : line;
}

/** Where a notification of the notebook lands: the notebook, its mission id encrypted. */
export const cahierPage = (missionId: number, idSecret: string) =>
  `/cahier/${encryptId(missionId, idSecret)}`;

/** « Karim B. »: how an agent is named to families. */
export function agentName(user: AuthContext['user']): string {
  const prenom = user.prenom?.trim();
  const initiale = user.nom?.trim().charAt(0);
  if (prenom) return initiale ? `${prenom} ${initiale.toUpperCase()}.` : prenom;
  return user.name?.trim() || 'Intervenant';
}

/** « Marie Dubois »: a family member, a relative or an operator. */
export function personName(user: AuthContext['user']): string {
  const full = [user.prenom, user.nom]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.name?.trim() || 'Utilisateur';
}

export function createCahierCommon(deps: CahierDeps) {
  const documents = createDocumentsService({
    ...deps,
    bucketReaders: cahierBucketReaders(deps.db),
  });

  /** The entry as the reader sees it, its photo behind a file link of minutes. */
  async function toDto(auth: AuthContext, row: q.EntreeRow): Promise<CahierEntreeDto> {
    const photo = row.photo?.id
      ? await documents.mintGrantedLink(auth, {
          id: row.photo.id,
          documentTypeId: row.photo.documentTypeId!,
          filename: row.photo.filename!,
          clientId: row.photo.clientId,
          candidatId: row.photo.candidatId,
        })
      : null;
    return {
      id: row.id,
      mission_id: row.missionId,
      intervention_id: row.interventionId,
      date_visite: row.dateVisite ? row.dateVisite.toISOString() : null,
      auteur: row.auteur,
      auteur_nom: row.auteurNom,
      is_mine: row.auteurUserId === auth.userId,
      texte: row.texte,
      taches: row.taches ?? null,
      photo,
      created_at: row.createdAt.toISOString(),
    };
  }

  /**
   * Writes an entry, with its photo when there is one: the photo is checked (decoded) and stripped
   * of its metadata by the documents module, stored in the notebook's bucket with no owner (it is
   * in no one's folder), and the entry saved in the same transaction as its row; `after` runs in it
   * too (the notifications).
   */
  async function writeEntree(
    entree: Omit<q.NewEntree, 'photoPath' | 'photoMime'>,
    photo: UploadedFile | null,
    after: (tx: Tx, entreeId: number) => Promise<void>,
    conn: Db | Tx = deps.db,
  ): Promise<number> {
    if (!photo) {
      return conn.transaction(async (tx) => {
        const id = await q.insertEntree(tx, { ...entree, photoPath: null, photoMime: null });
        await after(tx, id);
        return id;
      });
    }
    const { result } = await documents.storeUpload(
      {
        file: photo,
        documentTypeId: DOCUMENT_TYPE.AUTRE,
        owner: {},
        bucket: q.CAHIER_PHOTO_BUCKET,
        uploadedByUserId: entree.auteurUserId,
        libelle: 'Photo du cahier de liaison',
      },
      async (tx, document) => {
        const id = await q.insertEntree(tx, {
          ...entree,
          photoPath: document.filename,
          photoMime: document.mimeType,
        });
        await after(tx, id);
        return id;
      },
      conn,
    );
    return result;
  }

  async function entreeDto(auth: AuthContext, id: number): Promise<CahierEntreeDto> {
    const row = await q.findEntree(deps.db, id);
    if (!row) throw new Error(`Entrée ${id} du cahier introuvable après son écriture.`);
    return toDto(auth, row);
  }

  return { toDto, writeEntree, entreeDto };
}
