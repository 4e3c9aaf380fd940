/*
 * How many rows of each kind a volume run inserts, and on which calendar (issue 14, point 3).
 * Pure arithmetic on (scale, seed day): the SQL steps and the tests read the same plan, so the
 * expected counts of a scale are known without running anything.
 */

/** The figures at scale 1: an agency's multi-year volume. */
export const VOLUME_AT_SCALE_1 = {
  clients: 20_000,
  agents: 3_000,
  /** Candidates still in the recruitment pipeline (statuses 1 to 5), without an account. */
  candidats: 1_500,
  interventions: 1_000_000,
  factures: 100_000,
  notifications: 500_000,
  /** Quotes sent and waiting for the client's signature. */
  devisEnAttente: 2_000,
  brouillons: 2_000,
  tachesCommerciales: 600,
  tachesRecrutement: 300,
  conges: 900,
} as const;

/** Months of history before the seed day, and months planned after it. */
export const MONTHS_BEFORE = 21;
export const MONTHS_AFTER = 3;
/** Cities a client or an agent lives in: an agent only works for clients of its city. */
export const CITY_COUNT = 24;
/** Days of the week an agent's weekly slots may fall on (Monday to Saturday). */
const WORK_DAYS = 6;

export interface VolumePlan {
  seed: number;
  scale: number;
  /** The seed day, 'YYYY-MM-DD' (agency calendar): before it interventions are past, from it planned. */
  day: string;
  /** First Monday of the window (21 months before the seed day) and the number of whole weeks. */
  windowStart: string;
  weeks: number;
  cities: number;
  clients: number;
  agents: number;
  candidats: number;
  /** Weekly slots (horaires_recurents), two per mission; each gives one intervention a week. */
  slots: number;
  missions: number;
  interventions: number;
  devisEnAttente: number;
  factures: number;
  /** Clients billed each month, and the billed months (periods before the seed day's month). */
  factureClients: number;
  factureMonths: string[];
  notifications: number;
  brouillons: number;
  tachesCommerciales: number;
  tachesRecrutement: number;
  conges: number;
}

const DAY_MS = 86_400_000;

function atLeast(minimum: number, value: number): number {
  return Math.max(minimum, Math.round(value));
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addMonths(day: string, months: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Clamped to the month's last day (31 March − 1 month = 28/29 February).
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)));
}

/** The plan of a run; throws a French message when the scale cannot give a coherent agency. */
export function volumePlan(options: { seed: number; scale: number; day: string }): VolumePlan {
  const { seed, scale, day } = options;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Jour de référence invalide : ${day}`);
  const s = (key: keyof typeof VOLUME_AT_SCALE_1, minimum: number) =>
    atLeast(minimum, VOLUME_AT_SCALE_1[key] * scale);

  const from = addMonths(day, -MONTHS_BEFORE);
  // The first Monday on or after that day: every slot's week starts on a Monday.
  const windowStart = new Date(from.getTime() + ((8 - (from.getUTCDay() || 7)) % 7) * DAY_MS);
  const end = addMonths(day, MONTHS_AFTER);
  const weeks = Math.floor((end.getTime() - windowStart.getTime()) / (7 * DAY_MS));

  const clients = s('clients', 20);
  const agents = s('agents', 3);
  const interventions = s('interventions', weeks);
  const slots = Math.ceil(interventions / weeks);
  const missions = Math.ceil(slots / 2);
  if (slots > agents * WORK_DAYS) {
    throw new Error(
      `Échelle incohérente : ${slots} créneaux hebdomadaires pour ${agents} intervenants ` +
        `(au plus ${WORK_DAYS} par intervenant).`,
    );
  }
  if (missions > clients) {
    throw new Error(`Échelle incohérente : ${missions} missions pour ${clients} clients.`);
  }
  const devisEnAttente = Math.min(s('devisEnAttente', 2), clients - missions);

  const factureMonths: string[] = [];
  for (let i = MONTHS_BEFORE; i >= 1; i -= 1)
    factureMonths.push(isoDay(addMonths(day, -i)).slice(0, 7));
  const factures = s('factures', 1);
  const factureClients = Math.min(
    clients,
    Math.max(missions, Math.ceil(factures / factureMonths.length)),
  );

  return {
    seed,
    scale,
    day,
    windowStart: isoDay(windowStart),
    weeks,
    cities: Math.min(CITY_COUNT, agents),
    clients,
    agents,
    candidats: s('candidats', 2),
    slots,
    missions,
    interventions,
    devisEnAttente,
    factures,
    factureClients,
    factureMonths,
    notifications: s('notifications', 10),
    brouillons: Math.min(clients, s('brouillons', 1)),
    tachesCommerciales: s('tachesCommerciales', 2),
    tachesRecrutement: s('tachesRecrutement', 1),
    conges: s('conges', 1),
  };
}

/** Rows per table a run of this plan inserts (the tests compare them with the database). */
export function expectedCounts(plan: VolumePlan): Record<string, number> {
  return {
    users: plan.clients + plan.agents + 1,
    clients: plan.clients,
    candidats: plan.agents + plan.candidats,
    missions: plan.missions,
    horaires_recurents: plan.slots,
    interventions: plan.interventions,
    devis: plan.missions + plan.devisEnAttente,
    devis_details: plan.missions + plan.devisEnAttente,
    factures: plan.factures,
    facture_lignes: plan.factures,
    notifications: plan.notifications,
    brouillons: plan.brouillons,
    cockpit_taches: plan.tachesCommerciales + plan.tachesRecrutement,
    conges: plan.conges,
  };
}
