// What the writes need, prepared in the volume database right before they run, so that every
// request changes a different row as a real one would:
// - check-in: planned interventions of the signed-in agents moved to now (the window opens 30 min
//   before the start), put back as they were afterwards;
// - sign a quote: copies of the seed's quotes (with their lines and weekly slots), awaiting the
//   signature of the signed-in clients, removed afterwards with the missions they opened;
// - save a draft: one draft per client, created through the API before, deleted afterwards.
import type pg from 'pg';
import { wallClockNow } from './fixtures.ts';

const MINUTE_MS = 60_000;

export interface CheckIn {
  interventionId: number;
  candidatId: number;
  lat: number;
  lng: number;
}

export interface PreparedCheckIns {
  /** Round-robin over the agents: requests in flight at once come from different agents. */
  items: CheckIn[];
  restore: () => Promise<void>;
}

/**
 * Moves up to `perAgent` future planned interventions of each agent to now (started 10 minutes
 * ago, ending in 3 hours), at clients whose home is placed on the map (the 50 m check).
 */
export async function prepareCheckIns(
  db: pg.Client,
  candidatIds: number[],
  perAgent: number,
): Promise<PreparedCheckIns> {
  const now = wallClockNow();
  const picked = await db.query<{
    id: number;
    candidat_id: number;
    date_debut: Date;
    date_fin: Date;
    lat: number;
    lng: number;
    rn: string;
  }>(
    `select * from (
       select i.id, i.candidat_id, i.date_debut, i.date_fin, c.lat, c.lng,
              row_number() over (partition by i.candidat_id order by i.date_debut, i.id) as rn
         from interventions i join clients c on c.id = i.client_id
        where i.candidat_id = any($1::int[]) and i.statut = 'planifiee' and i.date_debut > $2
          and i.prolongation_statut is null and c.lat is not null and c.lng is not null
     ) x where rn <= $3
     order by rn, candidat_id`,
    [candidatIds, new Date(now.getTime() + 60 * MINUTE_MS), perAgent],
  );
  const rows = picked.rows;
  const ids = rows.map((row) => row.id);
  await db.query(
    `update interventions set date_debut = $2, date_fin = $3 where id = any($1::int[])`,
    [ids, new Date(now.getTime() - 10 * MINUTE_MS), new Date(now.getTime() + 180 * MINUTE_MS)],
  );
  return {
    items: rows.map((row) => ({
      interventionId: row.id,
      candidatId: row.candidat_id,
      lat: row.lat,
      lng: row.lng,
    })),
    // The check-ins' notifications to the clients stay; the interventions go back to their plan.
    restore: async () => {
      await db.query(
        `update interventions i
            set date_debut = o.date_debut, date_fin = o.date_fin, statut = 'planifiee',
                pointage_debut_at = null, pointage_debut_lat = null, pointage_debut_lng = null
           from unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) as o(id, date_debut, date_fin)
          where i.id = o.id`,
        [ids, rows.map((row) => row.date_debut), rows.map((row) => row.date_fin)],
      );
    },
  };
}

async function columnsOf(db: pg.Client, table: string): Promise<string[]> {
  const result = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = $1 and column_name <> 'id'
      order by ordinal_position`,
    [table],
  );
  return result.rows.map((row) => row.column_name);
}

/** `insert into t (cols) select <cols, some replaced by expressions> from t …` */
function copySelect(columns: string[], replaced: Record<string, string>, alias: string): string {
  return columns.map((column) => replaced[column] ?? `${alias}.${column}`).join(', ');
}

export interface QuoteToSign {
  devisId: number;
  clientId: number;
}

/**
 * Copies, for each client, `perClient` of its quotes (a signed or waiting one with lines) as new
 * quotes awaiting signature (reference BENCH-<run>-<n>, no PDF yet: the API makes it as it does
 * for a quote sent by the agency). Answers them round-robin over the clients.
 */
export async function prepareQuotes(
  db: pg.Client,
  clientIds: number[],
  perClient: number,
): Promise<{ items: QuoteToSign[]; remove: () => Promise<void> }> {
  const templates = await db.query<{ id: number; client_id: number }>(
    `select distinct on (d.client_id) d.id, d.client_id
       from devis d
      where d.client_id = any($1::int[]) and d.deleted_at is null
        and d.statut in ('signe', 'en_attente_signature')
        and exists (select 1 from devis_details l where l.devis_id = d.id)
      order by d.client_id, d.created_at desc, d.id desc`,
    [clientIds],
  );
  const devisColumns = await columnsOf(db, 'devis');
  const detailColumns = await columnsOf(db, 'devis_details');
  const slotColumns = await columnsOf(db, 'devis_detail_horaires');
  const run = Date.now().toString(36);
  const now = new Date();
  const quotes: QuoteToSign[][] = [];
  await db.query('begin');
  try {
    let n = 0;
    for (const template of templates.rows) {
      const ofClient: QuoteToSign[] = [];
      for (let k = 0; k < perClient; k++) {
        n++;
        const inserted = await db.query<{ id: number }>(
          `insert into devis (${devisColumns.join(', ')})
           select ${copySelect(
             devisColumns,
             {
               reference: '$2',
               statut: `'en_attente_signature'`,
               mission_id: 'null',
               filename: 'null',
               unsigned_document_sha256: 'null',
               sent_at: '$3',
               expires_at: `$3::timestamptz + interval '30 days'`,
               signed_at: 'null',
               signer_name: 'null',
               signer_ip: 'null',
               signed_document_sha256: 'null',
               signed_filename: 'null',
               deleted_at: 'null',
               created_at: '$3',
               updated_at: '$3',
             },
             'd',
           )}
             from devis d where d.id = $1
           returning id`,
          [template.id, `BENCH-${run}-${n}`, now],
        );
        const devisId = inserted.rows[0]!.id;
        const details = await db.query<{ old_id: number; new_id: number }>(
          `with source as (select * from devis_details where devis_id = $1 order by id),
                copied as (
                  insert into devis_details (${detailColumns.join(', ')})
                  select ${copySelect(detailColumns, { devis_id: '$2', created_at: '$3' }, 's')}
                    from source s order by s.id
                  returning id)
           select s.id as old_id, c.id as new_id
             from (select id, row_number() over (order by id) as rn from source) s
             join (select id, row_number() over (order by id) as rn from copied) c using (rn)`,
          [template.id, devisId, now],
        );
        for (const detail of details.rows) {
          await db.query(
            `insert into devis_detail_horaires (${slotColumns.join(', ')})
             select ${copySelect(slotColumns, { devis_detail_id: '$2' }, 'h')}
               from devis_detail_horaires h where h.devis_detail_id = $1`,
            [detail.old_id, detail.new_id],
          );
        }
        ofClient.push({ devisId, clientId: template.client_id });
      }
      quotes.push(ofClient);
    }
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  // Round-robin: the quotes signed at once belong to different clients.
  const ordered: QuoteToSign[] = [];
  for (let k = 0; k < perClient; k++) {
    for (const ofClient of quotes) if (ofClient[k]) ordered.push(ofClient[k]!);
  }
  return { items: ordered, remove: () => removeBenchQuotes(db) };
}

/**
 * Removes every quote copy the bench made (this run's and any earlier one's): the missions their
 * signatures opened, while nothing was planned on them, and the documents of their PDFs (the
 * files stay in the bench's DATA_DIR), so that runs do not pile missions up on the same clients.
 */
export async function removeBenchQuotes(db: pg.Client): Promise<void> {
  await db.query('begin');
  try {
    await db.query(
      `create temporary table bench_devis on commit drop as
         select id, mission_id, filename, signed_filename from devis where reference like 'BENCH-%'`,
    );
    await db.query(
      `delete from documents where filename in (
         select filename from bench_devis where filename is not null
         union all select signed_filename from bench_devis where signed_filename is not null)`,
    );
    await db.query(
      `create temporary table bench_missions on commit drop as
         select m.id from missions m
          where (m.devis_id in (select id from bench_devis)
                 or m.id in (select mission_id from bench_devis where mission_id is not null))
            and not exists (select 1 from interventions i where i.mission_id = m.id)
            and not exists (select 1 from factures f where f.mission_id = m.id)
            and not exists (select 1 from depassements d where d.mission_id = m.id)
            and not exists (select 1 from releves_heures r where r.mission_id = m.id)`,
    );
    await db.query('delete from devis where id in (select id from bench_devis)');
    await db.query('delete from missions where id in (select id from bench_missions)');
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/** Drafts the bench created, removed after the writes. */
export async function deleteDrafts(db: pg.Client, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.query('delete from brouillons where id = any($1::int[])', [ids]);
}
