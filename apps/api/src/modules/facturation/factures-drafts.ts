import {
  hourlyPriceTTC,
  invoiceTotals,
  priceGridOn,
  priceTimedLine,
  priceTypedLine,
  skillLabel,
  splitMutuelleMinutes,
  type DatedPriceGrid,
  type PricedLine,
} from '@maisonnee/domain';
import { refusal } from '../../lib/app-error.ts';
import { readPriceGrids } from '../agence/agency-settings.ts';
import { quoteRatesForSkill, type QuoteRates } from '../devis/devis-rates.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import {
  missionsForBilling,
  type MissionForBilling,
} from '../planning/missions-billing.service.ts';
import * as q from './factures.queries.ts';
import type { BillableLine } from './releves.service.ts';

/*
 * Drafts of invoices (docs/facturation.md): a client's month priced from its confirmed timesheet
 * lines and split between the client and its mutuelle, or lines typed by accounting; saved as
 * 'brouillon', one live invoice per client, month and payer.
 */

export type Payer = { type: 'client'; mutuelleId: null } | { type: 'mutuelle'; mutuelleId: number };

export interface Draft {
  payer: Payer;
  missionId: number | null;
  lignes: q.NewFactureLigneRow[];
}

/** A line typed by accounting. */
export interface TypedLine {
  intervention_id?: number | null | undefined;
  libelle: string;
  date?: string | null | undefined;
  quantite: number;
  prix_unitaire_ttc: number;
}

/** The refusal of a second live invoice for a client, month and payer. */
export const factureExists = () =>
  refusal('FACTURE_EXISTS', 'Une facture existe déjà pour ce client, ce mois et ce payeur.');

/** The unique index of live invoices refused the row: another one was saved meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The last day of a month 'YYYY-MM', 'YYYY-MM-DD'. */
export const lastDayOfMonth = (periode: string) => {
  const [y, m] = periode.split('-').map(Number) as [number, number];
  return `${periode}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

function pricedToRow(
  priced: PricedLine,
  extra: Pick<q.NewFactureLigneRow, 'libelle' | 'date' | 'intervention_id'> &
    Partial<q.NewFactureLigneRow>,
): q.NewFactureLigneRow {
  return { ...extra, ...priced };
}

/** A line typed by accounting: a 'forfait' at the 10 % rate of home services. */
export function typedLineRow(line: TypedLine): q.NewFactureLigneRow {
  return pricedToRow(priceTypedLine(line.quantite, line.prix_unitaire_ttc, 0.1), {
    libelle: line.libelle,
    date: line.date ?? null,
    intervention_id: line.intervention_id ?? null,
  });
}

/** The amounts of an invoice: the sums of its lines. */
export function totalsOf(lignes: readonly q.NewFactureLigneRow[]) {
  const { montant_ht, montant_tva, montant_ttc } = invoiceTotals(lignes);
  return { montant_ht, montant_tva, montant_ttc };
}

export function createDraftsService(deps: Pick<ModuleDeps, 'db'>) {
  const { db } = deps;

  /**
   * Rates of a line: the quote's for the mission's skill (a quote keeps the prices it was made
   * with), else the agency's grid in force on the day of the intervention.
   */
  function ratesResolver() {
    const cache = new Map<number, QuoteRates | undefined>();
    let grids: DatedPriceGrid[] | undefined;
    return async (
      mission: MissionForBilling | undefined,
      day: string,
    ): Promise<{ rates: QuoteRates; skillId: number }> => {
      const skillId = mission?.skillId ?? 1;
      if (mission?.devisId) {
        const key = mission.devisId * 10 + skillId;
        if (!cache.has(key)) cache.set(key, await quoteRatesForSkill(db, mission.devisId, skillId));
        const rates = cache.get(key);
        if (rates) return { rates, skillId };
      }
      const recurring = mission ? !mission.isPonctuel : true;
      grids ??= await readPriceGrids(db);
      const grid = priceGridOn(grids, day);
      return {
        skillId,
        rates: {
          semaine: hourlyPriceTTC({ skillId, recurring, weekend: false }, grid),
          weekend: hourlyPriceTTC({ skillId, recurring, weekend: true }, grid),
        },
      };
    };
  }

  /** The drafts of a client's month: one for the client, one per mutuelle paying some hours. */
  async function draftsOfMonth(periode: string, lines: readonly BillableLine[]): Promise<Draft[]> {
    const missions = await missionsForBilling(
      db,
      lines.flatMap((l) => (l.missionId ? [l.missionId] : [])),
    );
    const resolve = ratesResolver();
    const toClient: BillableLine[] = [];
    const toMutuelle = new Map<number, BillableLine[]>();
    const byMission = new Map<number | null, BillableLine[]>();
    for (const line of lines) {
      const list = byMission.get(line.missionId) ?? [];
      list.push(line);
      byMission.set(line.missionId, list);
    }
    for (const [missionId, missionLines] of byMission) {
      const mission = missionId ? missions.get(missionId) : undefined;
      if (!mission?.mutuelleId || mission.nbHeuresTotal === null) {
        toClient.push(...missionLines);
        continue;
      }
      const granted =
        Math.round(mission.nbHeuresTotal * 60) -
        (await q.minutesBilledToMutuelle(db, mission.id, periode));
      const split = splitMutuelleMinutes(missionLines, granted);
      toClient.push(...split.client);
      const list = toMutuelle.get(mission.mutuelleId) ?? [];
      list.push(...split.mutuelle);
      toMutuelle.set(mission.mutuelleId, list);
    }

    const price = async (list: BillableLine[]) => {
      const sorted = [...list].sort((a, b) =>
        a.date === b.date ? a.interventionId - b.interventionId : a.date < b.date ? -1 : 1,
      );
      const rows: q.NewFactureLigneRow[] = [];
      for (const line of sorted) {
        const mission = line.missionId ? missions.get(line.missionId) : undefined;
        const { rates, skillId } = await resolve(mission, line.date);
        const priced = priceTimedLine({ date: line.date, minutes: line.minutes, skillId, rates });
        rows.push(
          pricedToRow(priced, {
            libelle: skillLabel(skillId),
            date: line.date,
            intervention_id: line.interventionId,
            candidat_id: line.candidatId,
            agent_nom: line.agentNom,
            skill_id: skillId,
          }),
        );
      }
      return rows;
    };
    const singleMission = (list: BillableLine[]) => {
      const ids = new Set(list.map((l) => l.missionId));
      return ids.size === 1 ? ([...ids][0] ?? null) : null;
    };

    const drafts: Draft[] = [];
    if (toClient.length > 0)
      drafts.push({
        payer: { type: 'client', mutuelleId: null },
        missionId: singleMission(toClient),
        lignes: await price(toClient),
      });
    for (const [mutuelleId, list] of toMutuelle)
      if (list.length > 0)
        drafts.push({
          payer: { type: 'mutuelle', mutuelleId },
          missionId: singleMission(list),
          lignes: await price(list),
        });
    return drafts;
  }

  /** Saves a draft; FACTURE_EXISTS when the client, month and payer have a live invoice. */
  async function insertDraft(
    clientId: number,
    period: { periode: string; debut: string; fin: string },
    draft: Draft,
    userId: number,
  ): Promise<q.FactureRow> {
    try {
      return await db.transaction((tx) =>
        q.insertFacture(
          tx,
          {
            client_id: clientId,
            type: draft.payer.type,
            mutuelle_id: draft.payer.mutuelleId,
            mission_id: draft.missionId,
            periode: period.periode,
            date_debut: period.debut,
            date_fin: period.fin,
            ...totalsOf(draft.lignes),
            statut: 'brouillon',
            created_by_user_id: userId,
          },
          draft.lignes,
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw factureExists();
      throw error;
    }
  }

  return { draftsOfMonth, insertDraft };
}
