import { endpoints } from '@maisonnee/contract';
import type { statistiquesAgentSchema, statistiquesSchema } from '@maisonnee/contract';
import { ROLE } from '@maisonnee/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import {
  MIME_TYPES,
  etatAnnuelTables,
  renderTables,
  statistiquesTables,
  type ExportFormat,
} from './statistiques-export.ts';
import * as q from './statistiques.queries.ts';

export type Statistiques = z.infer<typeof statistiquesSchema>;
export type StatistiquesMois = Statistiques['mois'][number];
export type StatistiquesAgent = z.infer<typeof statistiquesAgentSchema>;

import type { ExportFile } from '../../lib/table-export.ts';

export type { ExportFile };

export interface StatistiquesRange {
  du: string;
  au: string;
  skill_id?: number | undefined;
}

/**
 * The figures are the agency's steering: its administrator and its managers (`role_manager`, of
 * any back-office role) read them; the other back-office staff do not.
 */
export function assertPilotage(auth: AuthContext, access = endpoints.getStatistiques.access): void {
  assertCaller(auth, access);
  if (!auth.roles.includes(ROLE.ADMINISTRATEUR) && !auth.user.role_manager) {
    throw new AppError(
      'FORBIDDEN',
      "Les statistiques de l'agence sont réservées à l'administrateur et aux responsables.",
    );
  }
}

const cents = (value: number) => Math.round(value * 100);
const euros = (value: number) => Math.round(value * 100) / 100;
const hours = (value: number) => Math.round(value * 100) / 100;
/** Percent with one decimal; null when there is nothing to divide by. */
const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
const average = (total: number, count: number) =>
  count > 0 ? Math.round((total / count) * 100) / 100 : null;

/** The months 'YYYY-MM' from `du` to `au`, both included. */
export function monthsOf(du: string, au: string): string[] {
  const months: string[] = [];
  let [year, month] = du.split('-').map(Number) as [number, number];
  for (let key = du; key <= au;) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

const byMonth = <T extends { mois: string }>(list: T[]) =>
  new Map(list.map((row) => [row.mois, row]));

export function statistiquesService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  /** The figures of each month of the range and their totals (docs/statistiques.md). */
  async function computeStatistiques(range: StatistiquesRange): Promise<Statistiques> {
    const r: q.MonthRange = { du: range.du, au: range.au, skillId: range.skill_id ?? null };
    const [heures, occupation, argent, du, facturees, devisRows, gagnes, perdus, avis] =
      await Promise.all([
        q.heuresParMois(db, r),
        q.occupationParAgentEtMois(db, r),
        q.argentParMois(db, r),
        q.restantDu(db, r),
        q.heuresFactureesParMois(db, r),
        q.devisParMois(db, r),
        q.clientsGagnesParMois(db, r),
        q.clientsPerdusParMois(db, r, now()),
        q.avisParMois(db, r),
      ]);
    const heuresBy = byMonth(heures);
    const argentBy = byMonth(argent);
    const duBy = byMonth(du.mois);
    const factureesBy = byMonth(facturees);
    const devisBy = byMonth(devisRows);
    const gagnesBy = byMonth(gagnes);
    const perdusBy = byMonth(perdus);
    const avisBy = byMonth(avis);
    const occupationBy = new Map<string, { contrat: number; planifiees: number }>();
    for (const row of occupation) {
      const month = occupationBy.get(row.mois) ?? { contrat: 0, planifiees: 0 };
      month.contrat += row.heures_contrat;
      month.planifiees += row.heures_planifiees;
      occupationBy.set(row.mois, month);
    }

    // Owed at each month end: what was owed before, plus what each month issued, less what it
    // settled — summed in cents so that the months and the total agree to the cent.
    let restantCents = cents(du.avant);
    const noteTotals = new Map<string, number>();
    const mois: StatistiquesMois[] = monthsOf(range.du, range.au).map((key) => {
      const h = heuresBy.get(key);
      const a = argentBy.get(key);
      const d = duBy.get(key);
      const o = occupationBy.get(key) ?? { contrat: 0, planifiees: 0 };
      const dv = devisBy.get(key);
      const av = avisBy.get(key);
      restantCents += cents(d?.ajoute ?? 0) - cents(d?.retire ?? 0);
      noteTotals.set(key, av?.total ?? 0);
      const heuresContrat = hours(o.contrat);
      const heuresAgents = hours(o.planifiees);
      const envoyes = dv?.envoyes ?? 0;
      const signes = dv?.signes ?? 0;
      return {
        mois: key,
        ca_emis: euros(a?.emis ?? 0),
        ca_encaisse: euros(a?.encaisse ?? 0),
        ca_restant_du: restantCents / 100,
        heures_planifiees: hours(h?.planifiees ?? 0),
        heures_realisees: hours(h?.realisees ?? 0),
        heures_facturees: hours(factureesBy.get(key)?.heures ?? 0),
        heures_sans_agent: hours(h?.sans_agent ?? 0),
        heures_contrat: heuresContrat,
        heures_planifiees_agents: heuresAgents,
        taux_occupation: percent(heuresAgents, heuresContrat),
        devis_envoyes: envoyes,
        devis_signes: signes,
        taux_conversion: percent(signes, envoyes),
        clients_gagnes: gagnesBy.get(key)?.nb ?? 0,
        clients_perdus: perdusBy.get(key)?.nb ?? 0,
        nb_avis: av?.nb ?? 0,
        note_moyenne: average(av?.total ?? 0, av?.nb ?? 0),
      };
    });

    const sum = (pick: (m: StatistiquesMois) => number) =>
      mois.reduce((total, m) => total + cents(pick(m)), 0) / 100;
    const count = (pick: (m: StatistiquesMois) => number) =>
      mois.reduce((total, m) => total + pick(m), 0);
    const heuresContrat = sum((m) => m.heures_contrat);
    const heuresAgents = sum((m) => m.heures_planifiees_agents);
    const envoyes = count((m) => m.devis_envoyes);
    const signes = count((m) => m.devis_signes);
    const nbAvis = count((m) => m.nb_avis);
    const totaux: Statistiques['totaux'] = {
      ca_emis: sum((m) => m.ca_emis),
      ca_encaisse: sum((m) => m.ca_encaisse),
      ca_restant_du: mois.at(-1)?.ca_restant_du ?? 0,
      heures_planifiees: sum((m) => m.heures_planifiees),
      heures_realisees: sum((m) => m.heures_realisees),
      heures_facturees: sum((m) => m.heures_facturees),
      heures_sans_agent: sum((m) => m.heures_sans_agent),
      heures_contrat: heuresContrat,
      heures_planifiees_agents: heuresAgents,
      taux_occupation: percent(heuresAgents, heuresContrat),
      devis_envoyes: envoyes,
      devis_signes: signes,
      taux_conversion: percent(signes, envoyes),
      clients_gagnes: count((m) => m.clients_gagnes),
      clients_perdus: count((m) => m.clients_perdus),
      nb_avis: nbAvis,
      note_moyenne: average(
        [...noteTotals.values()].reduce((a, b) => a + b, 0),
        nbAvis,
      ),
    };

    const agentsBy = new Map<number, StatistiquesAgent>();
    for (const row of occupation) {
      const agent = agentsBy.get(row.candidat_id) ?? {
        candidat_id: row.candidat_id,
        nom: row.nom,
        heures_planifiees: 0,
        heures_contrat: 0,
        taux_occupation: null,
      };
      agent.heures_planifiees += row.heures_planifiees;
      agent.heures_contrat += row.heures_contrat;
      agentsBy.set(row.candidat_id, agent);
    }
    const agents = [...agentsBy.values()].map((agent) => {
      const planifiees = hours(agent.heures_planifiees);
      const contrat = hours(agent.heures_contrat);
      return {
        ...agent,
        heures_planifiees: planifiees,
        heures_contrat: contrat,
        taux_occupation: percent(planifiees, contrat),
      };
    });

    return { du: range.du, au: range.au, skill_id: r.skillId, mois, totaux, agents };
  }

  return {
    computeStatistiques,

    async getStatistiques(auth: AuthContext, range: StatistiquesRange): Promise<Statistiques> {
      assertPilotage(auth, endpoints.getStatistiques.access);
      return computeStatistiques(range);
    },

    /** The figures of the screen as a file: the same numbers, so the same totals. */
    async exportStatistiques(
      auth: AuthContext,
      query: StatistiquesRange & { format: ExportFormat },
    ): Promise<ExportFile> {
      assertPilotage(auth, endpoints.exportStatistiques.access);
      const stats = await computeStatistiques(query);
      const service = query.skill_id ? `-service-${query.skill_id}` : '';
      return {
        bytes: await renderTables(statistiquesTables(stats), query.format, now()),
        mimeType: MIME_TYPES[query.format],
        filename: `statistiques-${query.du}-${query.au}${service}.${query.format}`,
      };
    },

    /** The yearly statistical return of a declared home-services organisation (docs/statistiques.md). */
    async exportEtatAnnuel(
      auth: AuthContext,
      query: { annee: number; format: ExportFormat },
    ): Promise<ExportFile> {
      assertPilotage(auth, endpoints.exportEtatAnnuel.access);
      const [activites, facture, clients, salaries, intervenants] = await Promise.all([
        q.activitesAnnee(db, query.annee),
        q.factureAnnee(db, query.annee),
        q.clientsAnnee(db, query.annee),
        q.salariesAnnee(db, query.annee),
        q.intervenantsAnnee(db, query.annee),
      ]);
      const tables = etatAnnuelTables({
        annee: query.annee,
        activites,
        facture,
        clients,
        salaries,
        intervenants,
      });
      return {
        bytes: await renderTables(tables, query.format, now()),
        mimeType: MIME_TYPES[query.format],
        filename: `etat-annuel-${query.annee}.${query.format}`,
      };
    },
  };
}
