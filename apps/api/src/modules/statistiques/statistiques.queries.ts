import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { candidats } from '../../db/schema/candidat-profile.ts';
import { contrats_travail } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { devis, missions } from '../../db/schema/devis-missions.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';

/*
 * The agency's figures (docs/statistiques.md), read from the tables of other modules (reading is
 * allowed, writing is not). Every figure is one SQL aggregate grouped by Paris month: nothing here
 * loops over rows, so a month of tens of thousands of interventions costs one index range scan.
 * Instants are cut into months on the Paris clock (`at time zone 'Europe/Paris'`), so the server's
 * TZ never matters. Numbers come back as float8 / int4, which both drivers read as numbers.
 */

/** A month range on the Paris clock: [start of `du`, start of the month after `au`). */
export interface MonthRange {
  du: string;
  au: string;
  /** One service (need skill), or null for all. */
  skillId: number | null;
}

const monthOf = (column: SQL) => sql`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM')`;
const startOf = (range: MonthRange) =>
  sql`(${`${range.du}-01`}::timestamp at time zone 'Europe/Paris')`;
const endOf = (range: MonthRange) =>
  sql`((${`${range.au}-01`}::timestamp + interval '1 month') at time zone 'Europe/Paris')`;
const hoursOf = (from: SQL, to: SQL) => sql`(extract(epoch from (${to} - ${from})) / 3600.0)`;

/** `and <mission of the service>` for interventions aliased `i` (no mission: out of a service). */
const interventionSkill = (skillId: number | null) =>
  skillId === null
    ? sql``
    : sql`and exists (select 1 from ${missions} m where m.id = i.mission_id and m.client_besoin_skill_id = ${skillId})`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute<Record<string, unknown>>(query)).rows as T[];
}

export interface HeuresMois {
  mois: string;
  planifiees: number;
  realisees: number;
  sans_agent: number;
}

/**
 * Hours of the interventions starting in each month, cancelled ones left out: planned (their
 * slot), done (finished: check-in to check-out, the slot when a check is missing), without agent.
 */
export function heuresParMois(db: Db, range: MonthRange): Promise<HeuresMois[]> {
  const slot = hoursOf(sql`i.date_debut`, sql`i.date_fin`);
  return rows(
    db,
    sql`select ${monthOf(sql`i.date_debut`)} as mois,
      coalesce(sum(${slot}), 0)::float8 as planifiees,
      coalesce(sum(case when i.statut = 'terminee' then
        case when i.pointage_debut_at is not null and i.pointage_fin_at is not null
          then ${hoursOf(sql`i.pointage_debut_at`, sql`i.pointage_fin_at`)} else ${slot} end
        end), 0)::float8 as realisees,
      coalesce(sum(${slot}) filter (where i.candidat_id is null), 0)::float8 as sans_agent
    from ${interventions} i
    where i.date_debut >= ${startOf(range)} and i.date_debut < ${endOf(range)}
      and i.statut <> 'annulee' ${interventionSkill(range.skillId)}
    group by 1`,
  );
}

export interface OccupationAgentMois {
  candidat_id: number;
  nom: string;
  mois: string;
  heures_contrat: number;
  heures_planifiees: number;
}

/**
 * For each agent under a countersigned work contract and each month of the range: the contract's
 * hours over the month (weekly hours × days of the month under contract / 7) and the hours of the
 * agent's interventions planned in the month (cancelled ones left out, every service).
 */
export function occupationParAgentEtMois(
  db: Db,
  range: MonthRange,
): Promise<OccupationAgentMois[]> {
  return rows(
    db,
    sql`with mois as (
      select to_char(m, 'YYYY-MM') as mois, m::date as jour_debut,
        (m + interval '1 month')::date as jour_fin
      from generate_series(${`${range.du}-01`}::timestamp, ${`${range.au}-01`}::timestamp, interval '1 month') m
    ), contrat as (
      select c.candidat_id, mo.mois,
        sum(c.nb_heures_hebdo::float8
          * (least(coalesce(c.date_fin + 1, mo.jour_fin), mo.jour_fin) - greatest(c.date_debut, mo.jour_debut))
          / 7.0) as heures
      from ${contrats_travail} c
      join mois mo on c.date_debut < mo.jour_fin and (c.date_fin is null or c.date_fin >= mo.jour_debut)
      where c.statut = 'contresigne'
      group by 1, 2
    ), planifie as (
      select i.candidat_id, ${monthOf(sql`i.date_debut`)} as mois,
        sum(${hoursOf(sql`i.date_debut`, sql`i.date_fin`)}) as heures
      from ${interventions} i
      where i.candidat_id is not null and i.statut <> 'annulee'
        and i.date_debut >= ${startOf(range)} and i.date_debut < ${endOf(range)}
      group by 1, 2
    )
    select c.candidat_id, trim(coalesce(a.prenom || ' ', '') || a.nom) as nom, c.mois,
      c.heures::float8 as heures_contrat, coalesce(p.heures, 0)::float8 as heures_planifiees
    from contrat c
    join ${candidats} a on a.id = c.candidat_id
    left join planifie p on p.candidat_id = c.candidat_id and p.mois = c.mois
    order by a.nom, a.prenom, c.candidat_id, c.mois`,
  );
}

/**
 * Invoices and credit notes once issued, with the share of the service asked: the TTC of the
 * lines of that service over the invoice's TTC (1 without a service).
 */
function facturesEmises(skillId: number | null): SQL {
  const part =
    skillId === null
      ? sql`1.0`
      : sql`coalesce((select sum(l.montant_ttc) from ${facture_lignes} l
          where l.facture_id = f.id and l.skill_id = ${skillId}) / nullif(f.montant_ttc, 0), 0)`;
  return sql`select f.id, f.nature, f.issued_at, f.paid_at, f.montant_ttc::float8 as ttc,
      f.montant_paye::float8 as paye, (${part})::float8 as part
    from ${factures} f where f.issued_at is not null and f.statut <> 'brouillon'`;
}

export interface ArgentMois {
  mois: string;
  emis: number;
  encaisse: number;
}

/**
 * Euros TTC issued in each month (credit notes negative) and received in each month: an invoice
 * counts its `montant_paye` in the month of `paid_at` (paid in full), a credit note its refund
 * negative.
 */
export function argentParMois(db: Db, range: MonthRange): Promise<ArgentMois[]> {
  return rows(
    db,
    sql`with f as (${facturesEmises(range.skillId)})
    select mois, sum(emis)::float8 as emis, sum(encaisse)::float8 as encaisse from (
      select ${monthOf(sql`f.issued_at`)} as mois, f.ttc * f.part as emis, 0 as encaisse
      from f where f.issued_at >= ${startOf(range)} and f.issued_at < ${endOf(range)}
      union all
      select ${monthOf(sql`f.paid_at`)}, 0,
        (case when f.nature = 'avoir' then -abs(f.paye) else f.paye end) * f.part
      from f where f.paid_at >= ${startOf(range)} and f.paid_at < ${endOf(range)}
    ) x group by 1`,
  );
}

export interface RestantDu {
  /** Owed at the start of the range. */
  avant: number;
  /** Per month: what the month's issues add and what the month's settlements take away. */
  mois: { mois: string; ajoute: number; retire: number }[];
}

/**
 * What is still owed, built up month by month: an issued invoice owes its TTC from its issue
 * until `paid_at` (less what was already received when it is not settled yet); a credit note
 * owes its (negative) TTC until refunded.
 */
export async function restantDu(db: Db, range: MonthRange): Promise<RestantDu> {
  // What the piece owes while not settled.
  const owed = sql`(f.ttc - case when f.paid_at is null and f.nature = 'facture' then f.paye else 0 end) * f.part`;
  const [before] = await rows<{ avant: number }>(
    db,
    sql`with f as (${facturesEmises(range.skillId)})
    select (coalesce(sum(${owed}) filter (where f.issued_at < ${startOf(range)}), 0)
      - coalesce(sum(f.ttc * f.part) filter (where f.paid_at < ${startOf(range)}), 0))::float8 as avant
    from f`,
  );
  const mois = await rows<{ mois: string; ajoute: number; retire: number }>(
    db,
    sql`with f as (${facturesEmises(range.skillId)})
    select mois, sum(ajoute)::float8 as ajoute, sum(retire)::float8 as retire from (
      select ${monthOf(sql`f.issued_at`)} as mois, ${owed} as ajoute, 0 as retire
      from f where f.issued_at >= ${startOf(range)} and f.issued_at < ${endOf(range)}
      union all
      select ${monthOf(sql`f.paid_at`)}, 0, f.ttc * f.part
      from f where f.paid_at >= ${startOf(range)} and f.paid_at < ${endOf(range)}
    ) x group by 1`,
  );
  return { avant: before?.avant ?? 0, mois };
}

/** Hours invoiced for each billed month (`periode`): minutes of the issued lines, credit notes negative. */
export function heuresFactureesParMois(
  db: Db,
  range: MonthRange,
): Promise<{ mois: string; heures: number }[]> {
  return rows(
    db,
    sql`select f.periode as mois, (coalesce(sum(l.minutes), 0) / 60.0)::float8 as heures
    from ${factures} f join ${facture_lignes} l on l.facture_id = f.id
    where f.issued_at is not null and f.statut <> 'brouillon'
      and f.periode >= ${range.du} and f.periode <= ${range.au}
      ${range.skillId === null ? sql`` : sql`and l.skill_id = ${range.skillId}`}
    group by 1`,
  );
}

/** Quotes sent (`sent_at`) and signed (`signed_at`) in each month. */
export function devisParMois(
  db: Db,
  range: MonthRange,
): Promise<{ mois: string; envoyes: number; signes: number }[]> {
  const skill =
    range.skillId === null ? sql`` : sql`and d.client_besoin_skill_id = ${range.skillId}`;
  return rows(
    db,
    sql`select mois, sum(envoyes)::int as envoyes, sum(signes)::int as signes from (
      select ${monthOf(sql`d.sent_at`)} as mois, 1 as envoyes, 0 as signes
      from ${devis} d where d.sent_at >= ${startOf(range)} and d.sent_at < ${endOf(range)} ${skill}
      union all
      select ${monthOf(sql`d.signed_at`)}, 0, 1
      from ${devis} d where d.statut = 'signe'
        and d.signed_at >= ${startOf(range)} and d.signed_at < ${endOf(range)} ${skill}
    ) x group by 1`,
  );
}

/**
 * Clients gained in each month: the first time a client committed (its first signed quote, or
 * its first mission made without a quote), of the service asked.
 */
export function clientsGagnesParMois(
  db: Db,
  range: MonthRange,
): Promise<{ mois: string; nb: number }[]> {
  const skillDevis =
    range.skillId === null ? sql`` : sql`and d.client_besoin_skill_id = ${range.skillId}`;
  const skillMission =
    range.skillId === null ? sql`` : sql`and m.client_besoin_skill_id = ${range.skillId}`;
  return rows(
    db,
    sql`select ${monthOf(sql`premier`)} as mois, count(*)::int as nb from (
      select client_id, min(debut) as premier from (
        select d.client_id, d.signed_at as debut from ${devis} d
        where d.statut = 'signe' and d.signed_at is not null ${skillDevis}
        union all
        select m.client_id, m.created_at from ${missions} m
        where m.devis_id is null ${skillMission}
      ) x group by client_id
    ) y where premier >= ${startOf(range)} and premier < ${endOf(range)}
    group by 1`,
  );
}

/**
 * Clients lost in each month, as the data stands `now`: the end of a client's last intervention
 * (cancelled ones left out) once it is past; a client deactivated without any intervention, at
 * its deactivation (`updated_at`, all services only).
 */
export function clientsPerdusParMois(
  db: Db,
  range: MonthRange,
  now: Date,
): Promise<{ mois: string; nb: number }[]> {
  const deactivated = range.skillId === null ? sql`when not c.is_active then c.updated_at` : sql``;
  return rows(
    db,
    sql`select ${monthOf(sql`perdu`)} as mois, count(*)::int as nb from (
      select case when d.fin is not null then (case when d.fin <= ${now.toISOString()}::timestamptz then d.fin end)
        ${deactivated} end as perdu
      from ${clients} c
      left join (
        select i.client_id, max(i.date_fin) as fin from ${interventions} i
        where i.statut <> 'annulee' ${interventionSkill(range.skillId)}
        group by i.client_id
      ) d on d.client_id = c.id
    ) y where perdu >= ${startOf(range)} and perdu < ${endOf(range)}
    group by 1`,
  );
}

/** Ratings given in each month (`created_at`): how many and the sum of their stars. */
export function avisParMois(
  db: Db,
  range: MonthRange,
): Promise<{ mois: string; nb: number; total: number }[]> {
  const skill =
    range.skillId === null
      ? sql``
      : sql`and exists (select 1 from ${interventions} i join ${missions} m on m.id = i.mission_id
          where i.id = a.intervention_id and m.client_besoin_skill_id = ${range.skillId})`;
  return rows(
    db,
    sql`select ${monthOf(sql`a.created_at`)} as mois, count(*)::int as nb, sum(a.note)::int as total
    from ${intervention_avis} a
    where a.created_at >= ${startOf(range)} and a.created_at < ${endOf(range)} ${skill}
    group by 1`,
  );
}

// ——— The yearly statistical return (état annuel) ———

const yearRange = (annee: number): MonthRange => ({
  du: `${annee}-01`,
  au: `${annee}-12`,
  skillId: null,
});

export interface ActiviteAnnee {
  skill_id: number | null;
  heures_realisees: number;
  nb_interventions: number;
  nb_clients: number;
  nb_agents: number;
}

/**
 * Interventions done (statut 'terminee') that started in the year, by service (the mission's need
 * skill; null without a mission): hours (check-in to check-out, the slot when a check is missing),
 * count, distinct clients and agents.
 */
export function activitesAnnee(db: Db, annee: number): Promise<ActiviteAnnee[]> {
  const range = yearRange(annee);
  return rows(
    db,
    sql`select m.client_besoin_skill_id as skill_id,
      coalesce(sum(case when i.pointage_debut_at is not null and i.pointage_fin_at is not null
        then ${hoursOf(sql`i.pointage_debut_at`, sql`i.pointage_fin_at`)}
        else ${hoursOf(sql`i.date_debut`, sql`i.date_fin`)} end), 0)::float8 as heures_realisees,
      count(*)::int as nb_interventions, count(distinct i.client_id)::int as nb_clients,
      count(distinct i.candidat_id)::int as nb_agents
    from ${interventions} i left join ${missions} m on m.id = i.mission_id
    where i.statut = 'terminee' and i.date_debut >= ${startOf(range)} and i.date_debut < ${endOf(range)}
    group by 1 order by 1 nulls last`,
  );
}

/** Hours and euros TTC invoiced for the year's billed months, by service of the line. */
export function factureAnnee(
  db: Db,
  annee: number,
): Promise<{ skill_id: number | null; heures: number; montant_ttc: number }[]> {
  return rows(
    db,
    sql`select l.skill_id::int as skill_id, (coalesce(sum(l.minutes), 0) / 60.0)::float8 as heures,
      coalesce(sum(l.montant_ttc), 0)::float8 as montant_ttc
    from ${factures} f join ${facture_lignes} l on l.facture_id = f.id
    where f.issued_at is not null and f.statut <> 'brouillon'
      and f.periode >= ${`${annee}-01`} and f.periode <= ${`${annee}-12`}
    group by 1 order by 1 nulls last`,
  );
}

export interface ClientsAnnee {
  total: number;
  avec_mutuelle: number;
  sans_mutuelle: number;
  /** Aged 60 or more on 1 January of the year. */
  age_60_plus: number;
  age_moins_60: number;
  age_inconnu: number;
}

/**
 * Clients served in the year (at least one intervention done), by type: through an insurer (the
 * client's or one of its missions' mutuelle) or on their own, and by age on 1 January.
 */
export async function clientsAnnee(db: Db, annee: number): Promise<ClientsAnnee> {
  const range = yearRange(annee);
  const janvier = `${annee}-01-01`;
  const [row] = await rows<ClientsAnnee>(
    db,
    sql`with servis as (
      select i.client_id, bool_or(m.mutuelle_id is not null) as mission_mutuelle
      from ${interventions} i left join ${missions} m on m.id = i.mission_id
      where i.statut = 'terminee' and i.date_debut >= ${startOf(range)} and i.date_debut < ${endOf(range)}
      group by i.client_id
    )
    select count(*)::int as total,
      count(*) filter (where s.mission_mutuelle or c.mutuelle_id is not null)::int as avec_mutuelle,
      count(*) filter (where not s.mission_mutuelle and c.mutuelle_id is null)::int as sans_mutuelle,
      count(*) filter (where c.date_naissance <= ${janvier}::date - interval '60 years')::int as age_60_plus,
      count(*) filter (where c.date_naissance > ${janvier}::date - interval '60 years')::int as age_moins_60,
      count(*) filter (where c.date_naissance is null)::int as age_inconnu
    from servis s join ${clients} c on c.id = s.client_id`,
  );
  return row!;
}

export interface SalariesAnnee {
  type_contrat: string;
  nb_salaries: number;
  heures_contrat: number;
  heures_travaillees: number;
}

/**
 * Agents employed in the year, by contract type: countersigned work contracts overlapping the
 * year (an agent counted once per type), their contract hours over the year, and the hours they
 * worked (interventions done in the year; an agent with contracts of two types counts under each).
 */
export function salariesAnnee(db: Db, annee: number): Promise<SalariesAnnee[]> {
  const range = yearRange(annee);
  const debut = `${annee}-01-01`;
  const fin = `${annee + 1}-01-01`;
  return rows(
    db,
    sql`with contrats as (
      select c.candidat_id, c.type_contrat,
        sum(c.nb_heures_hebdo::float8
          * (least(coalesce(c.date_fin + 1, ${fin}::date), ${fin}::date) - greatest(c.date_debut, ${debut}::date))
          / 7.0) as heures_contrat
      from ${contrats_travail} c
      where c.statut = 'contresigne' and c.date_debut < ${fin}::date
        and (c.date_fin is null or c.date_fin >= ${debut}::date)
      group by 1, 2
    ), travail as (
      select i.candidat_id, sum(case when i.pointage_debut_at is not null and i.pointage_fin_at is not null
        then ${hoursOf(sql`i.pointage_debut_at`, sql`i.pointage_fin_at`)}
        else ${hoursOf(sql`i.date_debut`, sql`i.date_fin`)} end) as heures
      from ${interventions} i
      where i.statut = 'terminee' and i.candidat_id is not null
        and i.date_debut >= ${startOf(range)} and i.date_debut < ${endOf(range)}
      group by 1
    )
    select c.type_contrat, count(*)::int as nb_salaries,
      coalesce(sum(c.heures_contrat), 0)::float8 as heures_contrat,
      coalesce(sum(t.heures), 0)::float8 as heures_travaillees
    from contrats c left join travail t on t.candidat_id = c.candidat_id
    group by 1 order by 1`,
  );
}

/** Agents who worked in the year (an intervention done) and their hours, contract or not. */
export async function intervenantsAnnee(
  db: Db,
  annee: number,
): Promise<{ nb_agents: number; heures: number }> {
  const range = yearRange(annee);
  const [row] = await rows<{ nb_agents: number; heures: number }>(
    db,
    sql`select count(distinct i.candidat_id)::int as nb_agents,
      coalesce(sum(case when i.pointage_debut_at is not null and i.pointage_fin_at is not null
        then ${hoursOf(sql`i.pointage_debut_at`, sql`i.pointage_fin_at`)}
        else ${hoursOf(sql`i.date_debut`, sql`i.date_fin`)} end), 0)::float8 as heures
    from ${interventions} i
    where i.statut = 'terminee' and i.candidat_id is not null
      and i.date_debut >= ${startOf(range)} and i.date_debut < ${endOf(range)}`,
  );
  return row!;
}
