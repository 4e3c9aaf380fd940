import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conges, absences } from '../../db/schema/candidat-declarations.ts';
import { candidats } from '../../db/schema/candidat-profile.ts';
import { clients, mutuelles } from '../../db/schema/clients.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { reglement_imputations, reglements } from '../../db/schema/reglements.ts';

/*
 * What the accounting exports read (docs/exports.md), from the tables of the facturation,
 * paiements, planning and candidats modules: reading is allowed, writing is not, and nothing
 * here writes. Money comes back in integer cents (rounded in SQL from numeric(10,2), so exact).
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<Record<string, unknown>>(query)).rows as T[];
}

/** Real instants [from, to) of a period of Paris days: issue instants are compared with them. */
export interface InstantRange {
  from: Date;
  to: Date;
}

export interface PieceVente {
  id: number;
  numero: string;
  nature: 'facture' | 'avoir';
  type: 'client' | 'mutuelle';
  /** The Paris day it was issued, 'YYYY-MM-DD'. */
  date: string;
  periode: string;
  client_nom: string;
  mutuelle_nom: string | null;
  facture_origine: string | null;
  ht_centimes: number;
  tva_centimes: number;
  ttc_centimes: number;
}

/**
 * Every invoice and credit note issued in the range (the number is given at issue: never a
 * draft), in issue order. Credit notes carry negative amounts, as they are stored.
 */
export function piecesVentes(db: Db, range: InstantRange): Promise<PieceVente[]> {
  return rows(
    db,
    sql`select f.id, f.numero, f.nature, f.type, f.periode,
      to_char(f.issued_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as date,
      trim(concat_ws(' ', c.nom, c.prenom)) as client_nom, m.nom as mutuelle_nom,
      o.numero as facture_origine,
      round(f.montant_ht * 100)::int as ht_centimes,
      round(f.montant_tva * 100)::int as tva_centimes,
      round(f.montant_ttc * 100)::int as ttc_centimes
    from ${factures} f
    join ${clients} c on c.id = f.client_id
    left join ${mutuelles} m on m.id = f.mutuelle_id
    left join ${factures} o on o.id = f.avoir_de_facture_id
    where f.issued_at is not null and f.statut <> 'brouillon'
      and f.issued_at >= ${range.from.toISOString()}::timestamptz
      and f.issued_at < ${range.to.toISOString()}::timestamptz
    order by f.issued_at, f.numero`,
  );
}

export interface PieceVenteTaux {
  facture_id: number;
  taux_tva: number;
  ht_centimes: number;
  tva_centimes: number;
}

/** The HT and VAT of each piece by VAT rate, from its lines. */
export function piecesVentesParTaux(db: Db, ids: readonly number[]): Promise<PieceVenteTaux[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(
    db,
    sql`select l.facture_id, l.taux_tva::float8 as taux_tva,
      round(sum(l.montant_ht) * 100)::int as ht_centimes,
      round(sum(l.montant_tva) * 100)::int as tva_centimes
    from ${facture_lignes} l
    where l.facture_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by l.facture_id, l.taux_tva`,
  );
}

export interface ReglementRecu {
  id: number;
  date: string;
  mode: string;
  reference: string | null;
  client_nom: string;
  montant_centimes: number;
  /** Numbers of the invoices it is set against, comma-separated; null: none yet. */
  factures: string | null;
}

/** The live payments received on the Paris days of the period (a cancelled one is left out). */
export function reglementsRecus(db: Db, from: string, to: string): Promise<ReglementRecu[]> {
  return rows(
    db,
    sql`select r.id, to_char(r.date, 'YYYY-MM-DD') as date, r.mode, r.reference,
      trim(concat_ws(' ', c.nom, c.prenom)) as client_nom, r.montant_centimes,
      (select string_agg(f.numero, ', ' order by f.numero) from ${reglement_imputations} ri
        join ${factures} f on f.id = ri.facture_id where ri.reglement_id = r.id) as factures
    from ${reglements} r
    join ${clients} c on c.id = r.client_id
    where r.annule_at is null and r.date >= ${from}::date and r.date <= ${to}::date
    order by r.date, r.id`,
  );
}

export interface VisiteAgent {
  candidat_id: number;
  agent_nom: string;
  transport_type_id: number | null;
  /** Planned start and end (wall clock as UTC), and the real check-in / check-out instants. */
  date_debut: Date | string;
  date_fin: Date | string;
  pointage_debut_at: Date | string | null;
  pointage_fin_at: Date | string | null;
  /** A check-in or check-out sent after the network came back (« synchronisé en retard »). */
  synchro_retard: boolean;
  lat: number | null;
  lng: number | null;
}

/**
 * The visits done by an agent whose planned start falls on a day of the period (planned times are
 * the Paris wall clock written as UTC, so the bounds are the days at 00:00 UTC), in order.
 */
export function visitesTerminees(
  db: Db,
  from: string,
  toExclusive: string,
): Promise<VisiteAgent[]> {
  return rows(
    db,
    sql`select i.candidat_id, trim(concat_ws(' ', a.nom, a.prenom)) as agent_nom,
      a.transport_type_id, i.date_debut, i.date_fin, i.pointage_debut_at, i.pointage_fin_at,
      (i.pointage_debut_recu_at is not null or i.pointage_fin_recu_at is not null) as synchro_retard,
      c.lat::float8 as lat, c.lng::float8 as lng
    from ${interventions} i
    join ${candidats} a on a.id = i.candidat_id
    join ${clients} c on c.id = i.client_id
    where i.statut = 'terminee'
      and i.date_debut >= ${`${from}T00:00:00Z`}::timestamptz
      and i.date_debut < ${`${toExclusive}T00:00:00Z`}::timestamptz
    order by i.candidat_id, i.date_debut`,
  );
}

export interface CongeAgent {
  candidat_id: number;
  agent_nom: string;
  date_debut: string;
  date_fin: string;
}

/** Accepted leave overlapping the period. */
export function congesAcceptes(db: Db, from: string, to: string): Promise<CongeAgent[]> {
  return rows(
    db,
    sql`select g.candidat_id, trim(concat_ws(' ', a.nom, a.prenom)) as agent_nom,
      to_char(g.date_debut, 'YYYY-MM-DD') as date_debut, to_char(g.date_fin, 'YYYY-MM-DD') as date_fin
    from ${conges} g join ${candidats} a on a.id = g.candidat_id
    where g.statut = 'accepte' and g.date_debut <= ${to}::date and g.date_fin >= ${from}::date`,
  );
}

export interface AbsenceAgent {
  candidat_id: number;
  agent_nom: string;
  /** Wall clock as UTC, like planned times. */
  date_debut: Date | string;
  motif: string | null;
}

/** Absences declared that start on a day of the period. */
export function absencesDeclarees(
  db: Db,
  from: string,
  toExclusive: string,
): Promise<AbsenceAgent[]> {
  return rows(
    db,
    sql`select b.candidat_id, trim(concat_ws(' ', a.nom, a.prenom)) as agent_nom,
      b.date_debut, b.motif
    from ${absences} b join ${candidats} a on a.id = b.candidat_id
    where b.date_debut >= ${`${from}T00:00:00Z`}::timestamptz
      and b.date_debut < ${`${toExclusive}T00:00:00Z`}::timestamptz`,
  );
}
