import {
  CITIES,
  NOMS,
  PRENOMS_F,
  PRENOMS_M,
  RUES,
  dayStart,
  halfHourText,
  lit,
  numberArray,
  pick,
  rnd,
  textArray,
} from './sql-values.ts';
import type { VolumePlan } from './plan.ts';

/*
 * The volume, table by table, as set-based statements: each step inserts rows n = from…to with
 * `INSERT … SELECT … FROM generate_series(from, to)`, every value computed in SQL from (seed, n).
 * Ids are given explicitly (base + n, the base being the table's largest id before the run), so
 * foreign keys are arithmetic and no row has to be read back.
 */

/** Tables a volume run fills, in the order the summary and the tests' digest read them. */
export const VOLUME_TABLES = [
  'users',
  'clients',
  'candidats',
  'candidat_competences',
  'missions',
  'horaires_recurents',
  'devis',
  'devis_details',
  'devis_detail_horaires',
  'interventions',
  'intervention_avis',
  'factures',
  'facture_lignes',
  'notifications',
  'brouillons',
  'cockpit_taches',
  'conges',
] as const;

/** The volume tables with a serial id: all but candidat_competences (keyed by agent and skill). */
type IdTable = Exclude<(typeof VOLUME_TABLES)[number], 'candidat_competences'>;

export const ID_TABLES = VOLUME_TABLES.filter(
  (table): table is IdTable => table !== 'candidat_competences',
);

/** Largest id of each table before the run: volume rows take the ids after it. */
export type IdBases = Record<IdTable, number>;

export interface Step {
  /** The table, as shown by the progress bar. */
  table: string;
  /** Rows this step inserts (numbered 1…total). */
  total: number;
  /** One statement inserting rows from…to (inclusive). */
  batch(from: number, to: number): string;
}

export interface StepContext {
  plan: VolumePlan;
  base: IdBases;
  /** The product's hash of the volume password, computed once. */
  passwordHash: string;
  /** Last invoice number already given per year (facture_sequences, series 'F'). */
  lastNumbers: Record<number, number>;
}

const PRIX = 24;

export function volumeSteps(ctx: StepContext): Step[] {
  const { plan, base } = ctx;
  const seed = plan.seed;
  const r = (tag: string, expr: string) => rnd(seed, tag, expr);
  const K = plan.cities;
  const C = plan.clients;
  const A = plan.agents;
  const M = plan.missions;
  const S = plan.slots;
  const operatorUserId = base.users + C + A + 1;
  const seedDay = dayStart(plan.day);
  const windowStart = dayStart(plan.windowStart);
  const cityName = (idx: string) => `(${textArray(CITIES.map((c) => c.ville))})[1 + (${idx})]`;
  const cityCodep = (idx: string) => `(${textArray(CITIES.map((c) => c.codep))})[1 + (${idx})]`;
  const cityLat = (idx: string) => `(${numberArray(CITIES.map((c) => c.lat))})[1 + (${idx})]`;
  const cityLng = (idx: string) => `(${numberArray(CITIES.map((c) => c.lng))})[1 + (${idx})]`;
  // About ±5 km around the city centre, in steps of ~5 m.
  const jitter = (tag: string, n: string) => `((${r(tag, n)} % 2001) - 1000) / 20000.0`;
  const person = (tag: string, n: string) => {
    const female = `${r(tag + 'g', n)} % 3 <> 0`;
    return {
      civilite: `case when ${female} then 'Mme' else 'M.' end`,
      prenom: `case when ${female} then ${pick(PRENOMS_F, r(tag + 'p', n))} else ${pick(PRENOMS_M, r(tag + 'p', n))} end`,
      nom: pick(NOMS, r(tag + 'n', n)),
    };
  };
  const phone = (tag: string, n: string) =>
    `'0' || (6 + ${r(tag, n)} % 2)::text || lpad((${r(tag + 'x', n)} % 100000000)::text, 8, '0')`;
  const street = (tag: string, n: string) =>
    `(1 + ${r(tag, n)} % 140)::text || ' ' || ${pick(RUES, r(tag + 'r', n))}`;
  // The skill a mission (and its quote) is about: mostly housework, as in an agency's real mix.
  const missionSkill = (m: string) =>
    `case when ${r('skill', m)} % 10 < 6 then 1 else 2 + ${r('skill2', m)} % 4 end`;
  // Half hours of a weekly slot: start 08:00…17:00, length 2 h, 2 h 30 or 3 h.
  const slotStart = (s: string) => `(16 + ${r('start', s)} % 19)`;
  const slotLength = (s: string) => `(4 + ${r('len', s)} % 3)`;

  const steps: Step[] = [];

  steps.push({
    table: 'clients',
    total: C,
    batch: (from, to) => {
      const p = person('cl', 'n');
      return `insert into clients (id, civilite, nom, prenom, email, mobile, date_naissance, adresse, codep, ville, country, lat, lng, client_statut_id, is_active, origine, created_at, updated_at)
select ${base.clients} + n, ${p.civilite}, ${p.nom}, ${p.prenom}, 'client' || n || '@volume.test', ${phone('cltel', 'n')},
  date '1935-01-01' + (${r('clnais', 'n')} % 20000),
  ${street('clrue', 'n')}, ${cityCodep(`(n - 1) % ${K}`)}, ${cityName(`(n - 1) % ${K}`)}, 'France',
  ${cityLat(`(n - 1) % ${K}`)} + ${jitter('cllat', 'n')}, ${cityLng(`(n - 1) % ${K}`)} + ${jitter('cllng', 'n')},
  case when n <= ${M} then 3 when n <= ${M + plan.devisEnAttente} then 2 else (array[1, 1, 4, 5, 6])[1 + ${r('clst', 'n')} % 5] end,
  true, ${pick(['Formulaire public', 'Téléphone', 'Bouche-à-oreille', 'Mutuelle', 'Site internet'], r('clori', 'n'))},
  ${windowStart} - make_interval(days => 7 + ${r('clcr', 'n')} % 400), ${windowStart} - interval '7 days'
from generate_series(${from}, ${to}) n`;
    },
  });

  const P = plan.candidats;
  steps.push({
    table: 'candidats',
    total: A + P,
    batch: (from, to) => {
      const p = person('ag', 'n');
      const agent = `n <= ${A}`;
      const city = `case when ${agent} then (n - 1) % ${K} else ${r('agcity', 'n')} % ${K} end`;
      return `insert into candidats (id, civilite, nom, prenom, email, mobile, date_naissance, adresse, codep, ville, country, lat, lng, candidat_statut_id, transport_type_id, rayon_km, presentation, date_entree, contrat_signed_at, is_active, candidature_etape, candidature_completed_at, entretien_at, created_at, updated_at)
select ${base.candidats} + n, ${p.civilite}, ${p.nom}, ${p.prenom},
  case when ${agent} then 'agent' || n else 'candidat' || (n - ${A}) end || '@volume.test', ${phone('agtel', 'n')},
  date '1965-01-01' + (${r('agnais', 'n')} % 13000),
  ${street('agrue', 'n')}, ${cityCodep(city)}, ${cityName(city)}, 'France',
  ${cityLat(city)} + ${jitter('aglat', 'n')}, ${cityLng(city)} + ${jitter('aglng', 'n')},
  case when ${agent} then 6 else 1 + ${r('agst', 'n')} % 5 end,
  (array[1, 2, 3, 5])[1 + ${r('agtr', 'n')} % 4],
  (array[10, 15, 20, 20, 25, 30])[1 + ${r('agray', 'n')} % 6],
  'Intervenante à domicile, sérieuse et ponctuelle.',
  case when ${agent} then (${windowStart} - make_interval(days => 14 + ${r('agent', 'n')} % 700))::date end,
  case when ${agent} then ${windowStart} - make_interval(days => 14 + ${r('agent', 'n')} % 700) end,
  true,
  case when ${agent} then null else 'terminee' end,
  case when ${agent} then null else ${seedDay} - make_interval(days => 1 + ${r('agcand', 'n')} % 60) end,
  case when not ${agent} and ${r('agst', 'n')} % 5 = 2 then ${seedDay} + make_interval(days => 1 + ${r('agent2', 'n')} % 10, hours => 9 + ${r('agent3', 'n')} % 8) end,
  ${windowStart} - make_interval(days => 30 + ${r('agcr', 'n')} % 400), ${windowStart} - interval '7 days'
from generate_series(${from}, ${to}) n`;
    },
  });

  steps.push({
    table: 'candidat_competences',
    total: A + P,
    batch: (
      from,
      to,
    ) => `insert into candidat_competences (candidat_id, competence_id, annees_experience)
select ${base.candidats} + n, c, 1 + ${r('cc', "n || ':' || c")} % 15
from generate_series(${from}, ${to}) n
cross join lateral (values (1), (case when n <= ${A} then 2 + (n - 1) % 4 end)) v(c)
where c is not null`,
  });

  const hash = lit(ctx.passwordHash);
  steps.push({
    table: 'users',
    total: C + A + 1,
    batch: (
      from,
      to,
    ) => `insert into users (id, email, password_hash, name, civilite, nom, prenom, mobile, adresse, codep, ville, country, lat, lng, user_role_id, roles_ids, role_manager, client_id, candidat_id, email_verified_at, is_active, created_at, updated_at)
select ${base.users} + n,
  case when n <= ${C} then 'client' || n || '@volume.test' when n <= ${C + A} then 'agent' || (n - ${C}) || '@volume.test' else 'operateur@volume.test' end,
  ${hash},
  coalesce(coalesce(c.prenom, k.prenom) || ' ' || coalesce(c.nom, k.nom), 'Opérateur Volume'),
  coalesce(c.civilite, k.civilite), coalesce(c.nom, k.nom, 'Volume'), coalesce(c.prenom, k.prenom, 'Opérateur'),
  coalesce(c.mobile, k.mobile), coalesce(c.adresse, k.adresse), coalesce(c.codep, k.codep), coalesce(c.ville, k.ville), 'France',
  coalesce(c.lat, k.lat), coalesce(c.lng, k.lng),
  case when n <= ${C} then 5 when n <= ${C + A} then 6 else 1 end,
  case when n <= ${C} then array[5] when n <= ${C + A} then array[6] else array[1, 2, 3, 4] end,
  n > ${C + A}, c.id, k.id,
  ${windowStart} - interval '7 days', true, ${windowStart} - interval '7 days', ${windowStart} - interval '7 days'
from generate_series(${from}, ${to}) n
left join clients c on n <= ${C} and c.id = ${base.clients} + n
left join candidats k on n > ${C} and n <= ${C + A} and k.id = ${base.candidats} + n - ${C}`,
  });

  steps.push({
    table: 'missions',
    total: M,
    batch: (
      from,
      to,
    ) => `insert into missions (id, reference, client_id, is_ponctuel, client_besoin_skill_id, statut, date_debut, description, created_at, updated_at)
select ${base.missions} + n, 'VOL-M-' || lpad(n::text, 6, '0'), ${base.clients} + n, false, ${missionSkill('n')}, 'active',
  ${windowStart}, 'Intervention hebdomadaire au domicile.', ${windowStart} - interval '7 days', ${windowStart} - interval '7 days'
from generate_series(${from}, ${to}) n`,
  });

  // Hours a week of mission n: its two slots (the last mission may have one).
  const missionHalfHours = (n: string) =>
    `(${slotLength(`2 * (${n} - 1)`)} + case when 2 * (${n} - 1) + 1 < ${S} then ${slotLength(`2 * (${n} - 1) + 1`)} else 0 end)`;
  const D = plan.devisEnAttente;
  steps.push({
    table: 'devis',
    total: M + D,
    batch: (from, to) => {
      const signed = `n <= ${M}`;
      const halfHours = `case when ${signed} then ${missionHalfHours('n')} else 4 + ${r('dvh', 'n')} % 9 end`;
      const sentAt = `case when ${signed} then ${windowStart} - interval '14 days' else ${seedDay} - make_interval(days => 1 + ${r('dvs', 'n')} % 20) end`;
      return `insert into devis (id, reference, client_id, mission_id, statut, client_besoin_skill_id, is_ponctuel, frequence, date_debut, description, nb_heures, total_ttc, total_mensuel_ttc, sent_at, expires_at, signed_at, signer_name, signer_ip, created_by_user_id, created_at, updated_at)
select ${base.devis} + n, 'VOL-D-' || lpad(n::text, 6, '0'), c.id, case when ${signed} then ${base.missions} + n end,
  case when ${signed} then 'signe' else 'en_attente_signature' end,
  case when ${signed} then ${missionSkill('n')} else 1 + ${r('dvsk', 'n')} % 5 end, false, 'Toutes les semaines',
  case when ${signed} then ${windowStart} else ${seedDay} + interval '14 days' end,
  'Prestations hebdomadaires au domicile.',
  (${halfHours}) / 2.0, (${halfHours}) / 2.0 * ${PRIX}, round((${halfHours}) / 2.0 * ${PRIX} * 52 / 12, 2),
  ${sentAt}, ${sentAt} + interval '30 days',
  case when ${signed} then ${windowStart} - interval '7 days' end,
  case when ${signed} then c.prenom || ' ' || c.nom end,
  case when ${signed} then ('203.0.113.' || (1 + ${r('dvip', 'n')} % 250))::inet end,
  ${operatorUserId}, ${sentAt} - interval '1 day', ${sentAt}
from generate_series(${from}, ${to}) n
join clients c on c.id = ${base.clients} + n`;
    },
  });

  steps.push({
    table: 'devis_details',
    total: M + D,
    batch: (
      from,
      to,
    ) => `insert into devis_details (id, devis_id, client_besoin_skill_id, label, nb_heures, prix_horaire_ttc, prix_horaire_weekend_ttc, total_ttc, position, created_at)
select ${base.devis_details} + n, d.id, d.client_besoin_skill_id, k.label, d.nb_heures, ${PRIX}, 30, d.total_ttc, 0, d.created_at
from generate_series(${from}, ${to}) n
join devis d on d.id = ${base.devis} + n
join competences k on k.id = d.client_besoin_skill_id`,
  });

  // Slot s (0-based) of mission s / 2, in the city of its client; the agents of that city take
  // the city's slots in turn, each agent's t-th slot on another weekday: nobody is double-booked.
  const slotSql = (s: string) => {
    const mi = `(${s}) / 2`;
    const k = `(${mi}) % ${K}`;
    const q = `((${mi}) / ${K} * 2 + (${s}) % 2)`;
    const ak = `((${A} - 1 - ${k}) / ${K} + 1)`;
    const a = `(${k} + ${K} * (${q} % ${ak}))`;
    const t = `(${q} / ${ak})`;
    return { agent: a, day: `((${a} + ${t}) % 6 + 1)` };
  };
  steps.push({
    table: 'horaires_recurents',
    total: S,
    batch: (from, to) => {
      const slot = slotSql('n - 1');
      return `insert into horaires_recurents (id, mission_id, day, start_time, end_time, candidat_id, created_at, updated_at)
select ${base.horaires_recurents} + n, ${base.missions} + (n - 1) / 2 + 1, ${slot.day},
  ${halfHourText(slotStart('n - 1'))}, ${halfHourText(`${slotStart('n - 1')} + ${slotLength('n - 1')}`)},
  ${base.candidats} + ${slot.agent} + 1, ${windowStart} - interval '7 days', ${windowStart} - interval '7 days'
from generate_series(${from}, ${to}) n`;
    },
  });

  steps.push({
    table: 'devis_detail_horaires',
    total: S + D,
    batch: (
      from,
      to,
    ) => `insert into devis_detail_horaires (id, devis_detail_id, day, time_debut, time_fin)
select ${base.devis_detail_horaires} + n, case when n <= ${S} then ${base.devis_details} + (n - 1) / 2 + 1 else ${base.devis_details} + ${M} + n - ${S} end,
  coalesce(h.day, 1 + ${r('ddh', 'n')} % 5), coalesce(h.start_time, '09:00'), coalesce(h.end_time, ${halfHourText(`18 + 4 + ${r('dvh', `n - ${S} + ${M}`)} % 9`)})
from generate_series(${from}, ${to}) n
left join horaires_recurents h on n <= ${S} and h.id = ${base.horaires_recurents} + n
order by n`,
  });

  steps.push({
    table: 'interventions',
    total: plan.interventions,
    batch: (
      from,
      to,
    ) => `insert into interventions (id, mission_id, client_id, candidat_id, dt_dispo_client_id, date_debut, date_fin, statut, pointage_debut_at, pointage_debut_lat, pointage_debut_lng, pointage_fin_at, pointage_fin_lat, pointage_fin_lng, cancelled_at, cancel_reason, cancelled_by_user_id, created_at, updated_at)
select ${base.interventions} + n, mission_id, client_id, candidat_id, hid, debut, fin,
  case when debut >= ${seedDay} then 'planifiee' when u < 40 then 'annulee' else 'terminee' end,
  case when debut < ${seedDay} and u >= 40 then debut + make_interval(mins => (pa % 11) - 6) end,
  case when debut < ${seedDay} and u >= 40 then lat + ((pa / 16) % 21 - 10) / 100000.0 end,
  case when debut < ${seedDay} and u >= 40 then lng + ((pa / 512) % 21 - 10) / 100000.0 end,
  case when debut < ${seedDay} and u >= 40 then fin + make_interval(mins => (pa / 16384) % 11 - 3) end,
  case when debut < ${seedDay} and u >= 40 then lat + ((pa / 32) % 21 - 10) / 100000.0 end,
  case when debut < ${seedDay} and u >= 40 then lng + ((pa / 1024) % 21 - 10) / 100000.0 end,
  case when debut < ${seedDay} and u < 40 then debut - make_interval(hours => 2 + pa % 70) end,
  case when debut < ${seedDay} and u < 40 then ${pick(['Rendez-vous médical', 'Absence du client', 'Hospitalisation', 'Congés du client'], 'pa')} end,
  case when debut < ${seedDay} and u < 40 then ${base.users} + client_id - ${base.clients} end,
  ${windowStart} - interval '7 days', ${windowStart} - interval '7 days'
from (
  select n, h.id hid, h.mission_id, h.candidat_id, mi.client_id, c.lat, c.lng,
    ((date '${plan.windowStart}' + ((n - 1) / ${S} * 7 + h.day - 1))::timestamp + h.start_time::time) at time zone 'UTC' debut,
    ((date '${plan.windowStart}' + ((n - 1) / ${S} * 7 + h.day - 1))::timestamp + h.end_time::time) at time zone 'UTC' fin,
    ${r('ist', 'n')} % 1000 u, ${r('ipa', 'n')} pa
  from generate_series(${from}, ${to}) n
  join horaires_recurents h on h.id = ${base.horaires_recurents} + 1 + (n - 1) % ${S}
  join missions mi on mi.id = h.mission_id
  join clients c on c.id = mi.client_id
) x`,
  });

  steps.push({
    table: 'intervention_avis',
    total: plan.interventions,
    batch: (
      from,
      to,
    ) => `insert into intervention_avis (id, intervention_id, candidat_id, client_id, note, commentaire, created_at, updated_at)
select ${base.intervention_avis} + i.id - ${base.interventions}, i.id, i.candidat_id, i.client_id, (array[5, 5, 5, 4, 4, 3, 2])[1 + ${r('avn', `i.id - ${base.interventions}`)} % 7],
  ${pick(['Très satisfaite, merci !', 'Travail soigné.', 'Ponctuelle et agréable.', 'Rien à redire.', 'Un peu pressée cette fois.'], r('avc', `i.id - ${base.interventions}`))},
  i.pointage_fin_at + interval '1 day', i.pointage_fin_at + interval '1 day'
from interventions i
where i.id between ${base.interventions + from} and ${base.interventions + to}
  and i.statut = 'terminee' and ${r('av', `i.id - ${base.interventions}`)} % 20 = 0
order by i.id`,
  });

  // Invoice f (1-based): client (f − 1) mod N of the billed clients, month (f − 1) div N; numbered
  // in the series 'F' of its issue year after the numbers already given.
  const N = plan.factureClients;
  const months = plan.factureMonths.map((periode, i) => {
    const [y, m] = periode.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const issue = new Date(Date.UTC(y, m, 3)).toISOString().slice(0, 10);
    const issueYear = Number(issue.slice(0, 4));
    const firstOfYear = plan.factureMonths.findIndex(
      (p) =>
        Number(
          new Date(Date.UTC(Number(p.slice(0, 4)), Number(p.slice(5, 7)), 3))
            .toISOString()
            .slice(0, 4),
        ) === issueYear,
    );
    const numberBase = (ctx.lastNumbers[issueYear] ?? 0) + N * (i - firstOfYear);
    return `(${i}, '${periode}', date '${periode}-01', date '${last}', ${dayStart(issue)}, ${issueYear}, ${numberBase})`;
  });
  const lastMonth = plan.factureMonths.length - 1;
  steps.push({
    table: 'factures',
    total: plan.factures,
    batch: (
      from,
      to,
    ) => `insert into factures (id, numero, nature, type, client_id, mission_id, periode, date_debut, date_fin, montant_ht, montant_tva, montant_ttc, montant_paye, statut, issued_at, due_at, sent_at, paid_at, created_by_user_id, created_at, updated_at)
select ${base.factures} + n, 'F-' || mo.annee || '-' || lpad((mo.base + (n - 1) % ${N} + 1)::text, 6, '0'), 'facture', 'client',
  ${base.clients} + (n - 1) % ${N} + 1, case when (n - 1) % ${N} < ${M} then ${base.missions} + (n - 1) % ${N} + 1 end,
  mo.periode, mo.debut, mo.fin,
  round(ttc / 1.055, 2), ttc - round(ttc / 1.055, 2), ttc,
  case when st = 'payee' then ttc else 0 end, st,
  mo.issued, mo.issued + interval '15 days', case when st <> 'emise' then mo.issued end,
  case when st = 'payee' then mo.issued + make_interval(days => ${r('fpd', 'n')} % 15) end,
  ${operatorUserId}, mo.issued, mo.issued
from (
  select n, (8 + ${r('fh', 'n')} % 40) * ${PRIX}.0 ttc,
    case when (n - 1) / ${N} = ${lastMonth} then (array['emise', 'envoyee'])[1 + ${r('fs', 'n')} % 2]
         when ${r('fs', 'n')} % 100 < 4 then 'en_retard' else 'payee' end st
  from generate_series(${from}, ${to}) n
) x
join (values ${months.join(', ')}) mo(i, periode, debut, fin, issued, annee, base) on mo.i = (n - 1) / ${N}`,
  });

  steps.push({
    table: 'facture_lignes',
    total: plan.factures,
    batch: (
      from,
      to,
    ) => `insert into facture_lignes (id, facture_id, libelle, date, minutes, quantite, tarif, prix_unitaire_ttc, taux_tva, montant_ht, montant_tva, montant_ttc, position, created_at)
select ${base.facture_lignes} + (f.id - ${base.factures}), f.id, 'Prestations de services à domicile — ' || f.periode, f.date_fin,
  (f.montant_ttc / ${PRIX} * 60)::int, f.montant_ttc / ${PRIX}, 'semaine', ${PRIX}, 0.055, f.montant_ht, f.montant_tva, f.montant_ttc, 0, f.created_at
from factures f
where f.id between ${base.factures + from} and ${base.factures + to}
order by f.id`,
  });

  const notifTitles = [
    'Intervention planifiée',
    'Nouveau devis',
    'Nouvelle facture',
    'Nouveau message',
    'Mission mise à jour',
    'Votre compte',
  ];
  const notifBodies = [
    'Une intervention a été planifiée à votre domicile.',
    'Un devis vous attend dans vos documents.',
    'Votre facture du mois est disponible.',
    'Vous avez reçu un nouveau message.',
    'Votre mission a été mise à jour.',
    'Vos informations de compte ont été modifiées.',
  ];
  const notifPages = ['/agenda', '/documents', '/factures', '/messages', '/missions', '/compte'];
  steps.push({
    table: 'notifications',
    total: plan.notifications,
    batch: (
      from,
      to,
    ) => `insert into notifications (id, user_id, notification_type_id, title, body, landing_page, is_read, read_at, created_at)
select ${base.notifications} + n, ${base.users} + 1 + ${r('nu', 'n')} % ${C + A}, t + 1,
  (${textArray(notifTitles)})[t + 1], (${textArray(notifBodies)})[t + 1], (${textArray(notifPages)})[t + 1],
  lu, case when lu then quand + interval '3 hours' end, quand
from (
  select n, ${r('nt', 'n')} % 6 t,
    ${seedDay} - make_interval(days => ${r('nd', 'n')} % ${30 * 21}, mins => ${r('nm', 'n')} % 1440) quand,
    ${r('nd', 'n')} % ${30 * 21} > 14 or ${r('nl', 'n')} % 3 = 0 lu
  from generate_series(${from}, ${to}) n
) x`,
  });

  steps.push({
    table: 'brouillons',
    total: plan.brouillons,
    batch: (
      from,
      to,
    ) => `insert into brouillons (id, client_id, kind, payload, created_at, updated_at)
select ${base.brouillons} + n, ${base.clients} + ${M} + (n - 1) % ${Math.max(1, C - M)} + 1, 'besoin',
  jsonb_build_object('service', 1 + ${r('bs', 'n')} % 5, 'frequence', 'Toutes les semaines', 'description', 'Aide à domicile, deux matinées par semaine.', 'nb_heures', 2 + ${r('bh', 'n')} % 6),
  ${seedDay} - make_interval(days => ${r('bd', 'n')} % 60), ${seedDay} - make_interval(days => ${r('bd', 'n')} % 60)
from generate_series(${from}, ${to}) n`,
  });

  const TC = plan.tachesCommerciales;
  steps.push({
    table: 'cockpit_taches',
    total: TC + plan.tachesRecrutement,
    batch: (
      from,
      to,
    ) => `insert into cockpit_taches (id, kind, type, title, candidat_id, client_id, details, assigned_user_id, note, due_at, treated_at, treated_by_user_id, created_by_user_id, created_at, updated_at)
select ${base.cockpit_taches} + n, kind, type, title, candidat_id, client_id, '{}'::jsonb, ${operatorUserId}, note, due,
  case when done then due + interval '1 day' end, case when done then ${operatorUserId} end, ${operatorUserId}, due - interval '3 days', due - interval '3 days'
from (
  select n,
    case when n <= ${TC} then 'commercial' else 'recrutement' end kind,
    case when n <= ${TC} then ${pick(['rappel', 'demande_publique', 'autre'], r('ty', 'n'))} else 'autre' end type,
    case when n <= ${TC} then ${pick(['Rappeler le client', 'Répondre à la demande', 'Faire le point'], r('ty', 'n'))} else 'Relancer la candidate' end title,
    case when n > ${TC} then ${base.candidats} + ${A} + 1 + ${r('tk', 'n')} % ${P} end candidat_id,
    case when n <= ${TC} then ${base.clients} + 1 + ${r('tc', 'n')} % ${C} end client_id,
    'Tâche du jeu de volume.' note,
    ${seedDay} + make_interval(days => ${r('td', 'n')} % 45 - 30, hours => 9 + ${r('tdh', 'n')} % 8) due,
    ${r('td', 'n')} % 45 < 30 and ${r('tt', 'n')} % 4 <> 0 done
  from generate_series(${from}, ${to}) n
) x`,
  });

  steps.push({
    table: 'conges',
    total: plan.conges,
    batch: (
      from,
      to,
    ) => `insert into conges (id, candidat_id, date_debut, date_fin, motif, statut, answered_at, answered_by_user_id, created_at, updated_at)
select ${base.conges} + n, ${base.candidats} + 1 + ${r('gk', 'n')} % ${A}, debut, debut + ${r('gl', 'n')} % 14, 'Congés payés', st,
  case when st <> 'en_attente' then ${seedDay} - make_interval(days => 20) end, case when st <> 'en_attente' then ${operatorUserId} end,
  ${seedDay} - interval '30 days', ${seedDay} - interval '30 days'
from (
  select n, date '${plan.day}' + (${r('gd', 'n')} % 150 - 60) debut, (array['accepte', 'accepte', 'accepte', 'en_attente', 'refuse'])[1 + ${r('gs', 'n')} % 5] st
  from generate_series(${from}, ${to}) n
) x`,
  });

  return steps;
}

/** Statements run once every row is in: derived figures, then the wiring of circular keys. */
export function finishingStatements(ctx: StepContext): string[] {
  const { plan, base } = ctx;
  const missions = `between ${base.missions + 1} and ${base.missions + plan.missions}`;
  return [
    `update missions m set devis_id = ${base.devis} + (m.id - ${base.missions}) where m.id ${missions}`,
    `update missions m set nb_heures_consommees = x.h
from (select mission_id, round((sum(extract(epoch from pointage_fin_at - pointage_debut_at)) / 3600)::numeric, 2) h
  from interventions where mission_id ${missions} and statut = 'terminee' group by mission_id) x
where m.id = x.mission_id`,
    `insert into facture_sequences (serie, annee, dernier)
select 'F', substr(numero, 3, 4)::smallint, max(substr(numero, 8)::int) from factures
where id between ${base.factures + 1} and ${base.factures + plan.factures} group by 2
on conflict (serie, annee) do update set dernier = greatest(facture_sequences.dernier, excluded.dernier)`,
    ...ID_TABLES.map(
      (table) =>
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
    ),
  ];
}
