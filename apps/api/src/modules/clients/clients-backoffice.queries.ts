import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { LatLng } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { client_statuts, clients, mutuelles } from '../../db/schema/clients.ts';
import { commentaires } from '../../db/schema/commentaires.ts';
import { devis } from '../../db/schema/devis.ts';
import { missions } from '../../db/schema/missions.ts';
import { users } from '../../db/schema/users.ts';
import { distanceKmSql, withinKm } from '../../lib/geo-sql.ts';
import { onMap, type MapBox } from '../../lib/map-positions.ts';
import { COMMENTAIRE_COLUMNS } from './clients.queries.ts';

/*
 * Reads of the operators' client screens (search, around a point, map) and the comments. The
 * services a client is concerned with are read from its missions and quotes (planning's and
 * devis' tables, read here only, never written).
 */

type Conn = Db | Tx;

/** A client without a status is a prospect (client_statuts 1). */
const STATUT_PROSPECT = 1;

export interface ClientFilter {
  /** Each word must match a name, the e-mail, a phone number, the postal code or the town. */
  words: string[];
  statutIds: number[];
  services: number[];
  codepPrefix?: string | undefined;
  mutuelleId?: number | undefined;
  isActive: boolean;
}

/** `%text%` for ILIKE, with the caller's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const digitsOf = (column: typeof clients.mobile | typeof clients.fixe) =>
  sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** The need skills of a client's missions and quotes (drafts and deleted quotes aside). */
const servicesOfClient = sql<number[]>`array(
  select ${missions.client_besoin_skill_id} from ${missions}
    where ${missions.client_id} = ${clients.id}
  union
  select ${devis.client_besoin_skill_id} from ${devis}
    where ${devis.client_id} = ${clients.id} and ${devis.deleted_at} is null
      and ${devis.client_besoin_skill_id} is not null
  order by 1)`;

function wordCondition(word: string): SQL {
  const like = contains(word);
  const digits = word.replace(/\D/g, '');
  const matches: SQL[] = [
    ilike(clients.nom, like),
    ilike(clients.prenom, like),
    ilike(clients.email, like),
    ilike(clients.ville, like),
    ilike(clients.codep, like),
  ];
  // "06 12 34" and "0612" find 06 12 34 56 78: phones compare on their digits only.
  if (digits.length >= 2 && digits.length >= word.replace(/[\s.+-]/g, '').length) {
    matches.push(sql`${digitsOf(clients.mobile)} like ${contains(digits)}`);
    matches.push(sql`${digitsOf(clients.fixe)} like ${contains(digits)}`);
  }
  return or(...matches)!;
}

function whereOf(filter: ClientFilter): SQL | undefined {
  const conditions: SQL[] = [eq(clients.is_active, filter.isActive)];
  for (const word of filter.words) conditions.push(wordCondition(word));
  if (filter.statutIds.length > 0)
    conditions.push(
      inArray(sql`coalesce(${clients.client_statut_id}, ${STATUT_PROSPECT})`, filter.statutIds),
    );
  if (filter.codepPrefix) conditions.push(sql`${clients.codep} like ${`${filter.codepPrefix}%`}`);
  if (filter.mutuelleId) conditions.push(eq(clients.mutuelle_id, filter.mutuelleId));
  if (filter.services.length > 0)
    conditions.push(
      sql`${servicesOfClient} && array[${sql.join(
        filter.services.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`,
    );
  return and(...conditions);
}

const listColumns = {
  client: clients,
  statut: client_statuts.label,
  mutuelleNom: mutuelles.nom,
  services: servicesOfClient,
};

function selectClients(db: Conn) {
  return db
    .select(listColumns)
    .from(clients)
    .leftJoin(client_statuts, eq(client_statuts.id, clients.client_statut_id))
    .leftJoin(mutuelles, eq(mutuelles.id, clients.mutuelle_id));
}

export type ClientListRow = Awaited<
  ReturnType<ReturnType<typeof selectClients>['execute']>
>[number];

/** A page of clients matching the filter, by name, and how many match in all. */
export async function searchClients(
  db: Conn,
  filter: ClientFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectClients(db)
      .where(where)
      .orderBy(asc(clients.nom), asc(clients.prenom), asc(clients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * A page of the located clients within `near.km` of `near.center`, nearest first (the indexed
 * box, then the exact distance: lib/geo-sql.ts), and how many are within the radius in all.
 */
export async function clientsAround(
  db: Conn,
  filter: ClientFilter,
  near: { center: LatLng; km: number },
  page: { limit: number; offset: number },
) {
  const where = and(whereOf(filter), withinKm(clients.lat, clients.lng, near.center, near.km));
  const [rows, [total]] = await Promise.all([
    selectClients(db)
      .where(where)
      .orderBy(asc(distanceKmSql(clients.lat, clients.lng, near.center)), asc(clients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function listClientStatuts(db: Conn) {
  return db
    .select({ id: client_statuts.id, libelle: client_statuts.label })
    .from(client_statuts)
    .orderBy(asc(client_statuts.id));
}

/** A comment on a client's file, with its author's name. */
export async function findClientCommentaire(db: Conn, id: number) {
  const [row] = await db
    .select({ ...COMMENTAIRE_COLUMNS, client_id: commentaires.client_id })
    .from(commentaires)
    .leftJoin(users, eq(users.id, commentaires.author_user_id))
    .where(and(eq(commentaires.id, id), isNotNull(commentaires.client_id)))
    .limit(1);
  return row;
}

export async function insertClientCommentaire(
  db: Conn,
  values: { client_id: number; author_user_id: number; commentaire: string },
): Promise<number> {
  const [row] = await db.insert(commentaires).values(values).returning({ id: commentaires.id });
  return row!.id;
}

export async function deleteCommentaire(db: Conn, id: number): Promise<boolean> {
  const deleted = await db
    .delete(commentaires)
    .where(eq(commentaires.id, id))
    .returning({ id: commentaires.id });
  return deleted.length === 1;
}

/** The map's clients: located, in the zone on screen when given, by id, `limit` at most. */
export function clientsOnMap(
  db: Conn,
  filter: ClientFilter,
  bbox: MapBox | undefined,
  limit: number,
) {
  return selectClients(db)
    .where(and(whereOf(filter), onMap(clients.lat, clients.lng, bbox)))
    .orderBy(asc(clients.id))
    .limit(limit);
}
