import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cahier_entrees, mission_taches, type TacheFaite } from '../../db/schema/cahier.ts';
import { missions } from '../../db/schema/devis-missions.ts';
import { documents } from '../../db/schema/documents.ts';
import { interventions } from '../../db/schema/interventions.ts';

/*
 * Data access of the liaison notebook (docs/cahier.md): the only code that writes `mission_taches`
 * and `cahier_entrees`. It reads missions, interventions and relatives (`proches`) in joins to
 * decide who takes part in a mission's notebook, and the documents' rows of the photos to link them.
 */

type Conn = Db | Tx;

/** The bucket of the notebook's photos in the file storage (rows of `documents`, no owner). */
export const CAHIER_PHOTO_BUCKET = 'cahier';

/** The mission of a notebook and how the reader is tied to it. */
export interface CahierAccessRow {
  missionId: number;
  clientId: number;
  /** An active relative of the mission's household (proches: not revoked). */
  isProche: boolean;
  /** The reader's agent record has or had a visit of the mission. */
  isIntervenant: boolean;
}

/** The mission and the reader's ties to it, in one statement; undefined when it does not exist. */
export async function findCahierAccess(
  conn: Conn,
  missionId: number,
  reader: { userId: number; candidatId: number | null },
): Promise<CahierAccessRow | undefined> {
  const [row] = await conn
    .select({
      missionId: missions.id,
      clientId: missions.client_id,
      // Written out in full: a select from one table leaves its columns unqualified, which
      // inside these subqueries would name the subquery's own table.
      isProche: sql<boolean>`exists (select 1 from proches p where p.client_id = missions.client_id and p.user_id = ${reader.userId} and p.revoked_at is null)`,
      isIntervenant:
        reader.candidatId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from interventions i where i.mission_id = missions.id and i.candidat_id = ${reader.candidatId})`,
    })
    .from(missions)
    .where(eq(missions.id, missionId))
    .limit(1);
  return row;
}

/** The mission of a notebook photo, by its stored name. */
export async function findPhotoMission(conn: Conn, filename: string): Promise<number | undefined> {
  const [row] = await conn
    .select({ missionId: cahier_entrees.mission_id })
    .from(cahier_entrees)
    .where(eq(cahier_entrees.photo_path, filename))
    .limit(1);
  return row?.missionId;
}

const TACHE_COLUMNS = {
  id: mission_taches.id,
  libelle: mission_taches.libelle,
  position: mission_taches.position,
};

/** The mission's active tasks, in their order. */
export function selectTaches(conn: Conn, missionId: number) {
  return conn
    .select(TACHE_COLUMNS)
    .from(mission_taches)
    .where(and(eq(mission_taches.mission_id, missionId), eq(mission_taches.is_active, true)))
    .orderBy(asc(mission_taches.position), asc(mission_taches.id));
}

export type TacheRow = Awaited<ReturnType<typeof selectTaches>>[number];

/**
 * Replaces the mission's active tasks by `taches`, in that order: a task sent with its id is
 * updated, one without is created, an active task left out is deactivated (the reports that
 * ticked it keep it).
 */
export async function replaceTaches(
  tx: Tx,
  missionId: number,
  taches: readonly { id?: number; libelle: string }[],
): Promise<void> {
  const kept = taches.flatMap((t) => (t.id ? [t.id] : []));
  await tx
    .update(mission_taches)
    .set({ is_active: false, updated_at: new Date() })
    .where(
      and(
        eq(mission_taches.mission_id, missionId),
        eq(mission_taches.is_active, true),
        kept.length > 0 ? notInArray(mission_taches.id, kept) : undefined,
      ),
    );
  for (const [position, tache] of taches.entries()) {
    if (tache.id) {
      await tx
        .update(mission_taches)
        .set({ libelle: tache.libelle, position, updated_at: new Date() })
        .where(and(eq(mission_taches.id, tache.id), eq(mission_taches.mission_id, missionId)));
    } else {
      await tx
        .insert(mission_taches)
        .values({ mission_id: missionId, libelle: tache.libelle, position });
    }
  }
}

/** The visit a report is about, locked in `tx` so that two reports do not cross. */
export async function findVisitForRapport(tx: Tx, interventionId: number) {
  const [row] = await tx
    .select({
      id: interventions.id,
      missionId: interventions.mission_id,
      clientId: interventions.client_id,
      candidatId: interventions.candidat_id,
      statut: interventions.statut,
      pointageFinAt: interventions.pointage_fin_at,
    })
    .from(interventions)
    .where(eq(interventions.id, interventionId))
    .for('update')
    .limit(1);
  return row;
}

/** True when the visit already has its report. */
export async function hasRapport(conn: Conn, interventionId: number): Promise<boolean> {
  const [row] = await conn
    .select({ id: cahier_entrees.id })
    .from(cahier_entrees)
    .where(eq(cahier_entrees.intervention_id, interventionId))
    .limit(1);
  return row !== undefined;
}

/** The tasks of these ids among the mission's (active or not). */
export function selectTachesByIds(conn: Conn, missionId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return conn
    .select({ ...TACHE_COLUMNS, isActive: mission_taches.is_active })
    .from(mission_taches)
    .where(and(eq(mission_taches.mission_id, missionId), inArray(mission_taches.id, [...ids])));
}

export interface NewEntree {
  missionId: number;
  interventionId: number | null;
  auteurUserId: number;
  auteurNom: string;
  auteur: 'intervenant' | 'famille' | 'proche' | 'agence';
  texte: string | null;
  taches: TacheFaite[] | null;
  photoPath: string | null;
  photoMime: string | null;
}

export async function insertEntree(tx: Tx, entree: NewEntree): Promise<number> {
  const [row] = await tx
    .insert(cahier_entrees)
    .values({
      mission_id: entree.missionId,
      intervention_id: entree.interventionId,
      auteur_user_id: entree.auteurUserId,
      auteur_nom: entree.auteurNom,
      auteur: entree.auteur,
      texte: entree.texte,
      taches: entree.taches,
      photo_path: entree.photoPath,
      photo_mime: entree.photoMime,
    })
    .returning({ id: cahier_entrees.id });
  return row!.id;
}

const ENTREE_COLUMNS = {
  id: cahier_entrees.id,
  missionId: cahier_entrees.mission_id,
  interventionId: cahier_entrees.intervention_id,
  dateVisite: interventions.date_debut,
  auteur: cahier_entrees.auteur,
  auteurNom: cahier_entrees.auteur_nom,
  auteurUserId: cahier_entrees.auteur_user_id,
  texte: cahier_entrees.texte,
  taches: cahier_entrees.taches,
  createdAt: cahier_entrees.created_at,
  photo: {
    id: documents.id,
    documentTypeId: documents.document_type_id,
    filename: documents.filename,
    clientId: documents.client_id,
    candidatId: documents.candidat_id,
  },
};

function entreesQuery(conn: Conn) {
  return conn
    .select(ENTREE_COLUMNS)
    .from(cahier_entrees)
    .leftJoin(interventions, eq(interventions.id, cahier_entrees.intervention_id))
    .leftJoin(
      documents,
      and(
        eq(documents.bucket, CAHIER_PHOTO_BUCKET),
        eq(documents.filename, cahier_entrees.photo_path),
      ),
    );
}

/** A page of the notebook, newest first. */
export function selectEntrees(
  conn: Conn,
  missionId: number,
  page: { limit: number; offset: number },
) {
  return entreesQuery(conn)
    .where(eq(cahier_entrees.mission_id, missionId))
    .orderBy(desc(cahier_entrees.created_at), desc(cahier_entrees.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type EntreeRow = Awaited<ReturnType<typeof selectEntrees>>[number];

export async function findEntree(conn: Conn, id: number): Promise<EntreeRow | undefined> {
  const [row] = await entreesQuery(conn).where(eq(cahier_entrees.id, id)).limit(1);
  return row;
}

export async function countEntrees(conn: Conn, missionId: number): Promise<number> {
  const [row] = await conn
    .select({ total: sql<number>`count(*)::int` })
    .from(cahier_entrees)
    .where(eq(cahier_entrees.mission_id, missionId));
  return Number(row?.total ?? 0);
}

/** The agent's finished visits of the mission that still wait for their report, newest first. */
export function selectRapportsAFaire(
  conn: Conn,
  missionId: number,
  candidatId: number,
  limit: number,
) {
  return conn
    .select({
      interventionId: interventions.id,
      dateDebut: interventions.date_debut,
      dateFin: interventions.date_fin,
    })
    .from(interventions)
    .leftJoin(cahier_entrees, eq(cahier_entrees.intervention_id, interventions.id))
    .where(
      and(
        eq(interventions.mission_id, missionId),
        eq(interventions.candidat_id, candidatId),
        or(eq(interventions.statut, 'terminee'), isNotNull(interventions.pointage_fin_at)),
        sql`${interventions.statut} <> 'annulee'`,
        isNull(cahier_entrees.id),
      ),
    )
    .orderBy(desc(interventions.date_debut))
    .limit(limit);
}

/**
 * The agent of the mission's next visit (under way or to come, not cancelled): the one a message
 * of the family is for. Null when no visit with an agent is planned.
 */
export async function findNextAgent(conn: Conn, missionId: number, now: Date) {
  const [row] = await conn
    .select({ candidatId: interventions.candidat_id })
    .from(interventions)
    .where(
      and(
        eq(interventions.mission_id, missionId),
        isNotNull(interventions.candidat_id),
        inArray(interventions.statut, ['planifiee', 'en_cours']),
        gte(interventions.date_fin, now),
      ),
    )
    .orderBy(asc(interventions.date_debut))
    .limit(1);
  return row?.candidatId ?? null;
}
