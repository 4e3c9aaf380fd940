import type { endpoints, Financeur, PriseEnCharge } from '@maisonnee/contract';
import {
  checkPeriodeValidite,
  checkPrisesEnChargeOverlap,
  skillLabel,
  toParisIsoDate,
} from '@maisonnee/domain';
import { assertAllowed, notFound, validationFailed } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/access.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { clientRecordExists, mutuelleExists } from '../clients/client-records.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as q from './financeurs.queries.ts';

/*
 * Third-party payers and clients' funding plans (docs/facturation.md). The contract lets every
 * operator read and administrators and accounting write; this service checks the resources: the
 * client, the payer and the specification's insurer exist, a payer's name is not taken twice for
 * one kind, an insurer stands for one payer only, and a plan does not overlap another plan of the
 * same payer for the same service (packages/domain/src/financeurs.ts).
 */

type E = typeof endpoints;

const MUTUELLE_TYPE_ONLY = 'Seul un financeur de type mutuelle se rattache à une mutuelle.';
const MUTUELLE_TAKEN = 'Cette mutuelle est déjà rattachée à un autre financeur.';
const ARCHIVED = 'Ce financeur est archivé : choisissez-en un autre.';
const NOM_TAKEN = 'Un financeur de ce type porte déjà ce nom.';

function toFinanceurDto(row: q.FinanceurRow, beneficiaires: number): Financeur {
  return {
    id: row.id,
    nom: row.nom,
    type: row.type,
    adresse: row.adresse,
    codep: row.codep,
    ville: row.ville,
    email: row.email,
    telephone: row.telephone,
    siret: row.siret,
    reference_agence: row.reference_agence,
    mode_facturation: row.mode_facturation,
    mutuelle_id: row.mutuelle_id,
    is_active: row.is_active,
    nb_beneficiaires: beneficiaires,
  };
}

function toPriseEnChargeDto(row: q.PriseEnChargeRow, financeur: q.FinanceurRow): PriseEnCharge {
  return {
    id: row.id,
    client_id: row.client_id,
    financeur_id: row.financeur_id,
    financeur_nom: financeur.nom,
    financeur_type: financeur.type,
    skill_ids: row.skill_ids,
    minutes_par_mois: row.minutes_par_mois,
    montant_mensuel_centimes: row.montant_mensuel_centimes,
    tarif_horaire_centimes: row.tarif_horaire_centimes,
    participation_bp: row.participation_bp,
    date_debut: row.date_debut,
    date_fin: row.date_fin,
    reference: row.reference,
  };
}

/** The fields of a body that were sent (a PATCH changes only those). */
function sent<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function createFinanceursService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db } = deps;

  async function beneficiairesOf(id: number) {
    const rows = await q.listFinanceurs(db, toParisIsoDate(deps.now()));
    return rows.find((row) => row.financeur.id === id)?.n ?? 0;
  }

  /** The payer's kind and insurer link agree, its name and insurer are not taken elsewhere. */
  async function checkFinanceur(
    values: { nom: string; type: q.FinanceurRow['type']; mutuelle_id: number | null },
    id?: number,
  ) {
    const same = await q.findFinanceurByNom(db, values.nom, values.type);
    if (same && same.id !== id) throw validationFailed({ nom: NOM_TAKEN }, NOM_TAKEN);
    if (values.mutuelle_id === null) return;
    if (values.type !== 'mutuelle')
      throw validationFailed({ mutuelle_id: MUTUELLE_TYPE_ONLY }, MUTUELLE_TYPE_ONLY);
    if (!(await mutuelleExists(db, values.mutuelle_id))) throw notFound('Mutuelle introuvable.');
    const linked = await q.findFinanceurByMutuelle(db, values.mutuelle_id);
    if (linked && linked.id !== id)
      throw validationFailed({ mutuelle_id: MUTUELLE_TAKEN }, MUTUELLE_TAKEN);
  }

  async function requireFinanceur(id: number) {
    const row = await q.findFinanceur(db, id);
    if (!row) throw notFound('Financeur introuvable.');
    return row;
  }

  /** Dates in order, and no overlap with the same payer's plans for a shared service. */
  async function checkPlan(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    clientId: number,
    plan: {
      id?: number;
      financeur_id: number;
      skill_ids: number[];
      date_debut: string;
      date_fin: string | null;
    },
  ) {
    assertAllowed(checkPeriodeValidite(plan));
    const others = await q.lockPrisesEnChargeOfClient(tx, clientId);
    assertAllowed(checkPrisesEnChargeOverlap(plan, others, skillLabel));
  }

  function planValues(body: BodyOf<E['createPriseEnCharge']> | BodyOf<E['updatePriseEnCharge']>) {
    return {
      financeur_id: body.financeur_id,
      skill_ids: [...new Set(body.skill_ids)].sort((a, b) => a - b),
      minutes_par_mois: body.minutes_par_mois ?? null,
      montant_mensuel_centimes: body.montant_mensuel_centimes ?? null,
      tarif_horaire_centimes: body.tarif_horaire_centimes,
      participation_bp: body.participation_bp,
      date_debut: body.date_debut,
      date_fin: body.date_fin ?? null,
      reference: body.reference ?? null,
    };
  }

  return {
    async list(_auth: AuthContext): Promise<Financeur[]> {
      const rows = await q.listFinanceurs(db, toParisIsoDate(deps.now()));
      return rows.map((row) => toFinanceurDto(row.financeur, row.n ?? 0));
    },

    async create(_auth: AuthContext, body: BodyOf<E['createFinanceur']>): Promise<Financeur> {
      const values = {
        nom: body.nom,
        type: body.type,
        adresse: body.adresse ?? null,
        codep: body.codep ?? null,
        ville: body.ville ?? null,
        email: body.email ?? null,
        telephone: body.telephone ?? null,
        siret: body.siret ?? null,
        reference_agence: body.reference_agence ?? null,
        mode_facturation: body.mode_facturation,
        mutuelle_id: body.mutuelle_id ?? null,
      };
      await checkFinanceur(values);
      return toFinanceurDto(await q.insertFinanceur(db, values), 0);
    },

    async update(_auth: AuthContext, body: BodyOf<E['updateFinanceur']>): Promise<Financeur> {
      const { id, ...changes } = body;
      const current = await requireFinanceur(id);
      const values = sent(changes);
      await checkFinanceur(
        {
          nom: values.nom ?? current.nom,
          type: values.type ?? current.type,
          mutuelle_id: values.mutuelle_id === undefined ? current.mutuelle_id : values.mutuelle_id,
        },
        id,
      );
      const row = await q.updateFinanceur(db, id, values);
      if (!row) throw notFound('Financeur introuvable.');
      return toFinanceurDto(row, await beneficiairesOf(id));
    },

    async listOfClient(_auth: AuthContext, clientId: number): Promise<PriseEnCharge[]> {
      if (!(await clientRecordExists(db, clientId))) throw notFound('Client introuvable.');
      const rows = await q.prisesEnChargeOfClient(db, clientId);
      return rows.map((row) => toPriseEnChargeDto(row.plan, row.financeur));
    },

    async createPlan(
      _auth: AuthContext,
      body: BodyOf<E['createPriseEnCharge']>,
    ): Promise<PriseEnCharge> {
      if (!(await clientRecordExists(db, body.client_id))) throw notFound('Client introuvable.');
      const financeur = await requireFinanceur(body.financeur_id);
      if (!financeur.is_active) throw validationFailed({ financeur_id: ARCHIVED }, ARCHIVED);
      const values = planValues(body);
      const row = await db.transaction(async (tx) => {
        await checkPlan(tx, body.client_id, values);
        return q.insertPriseEnCharge(tx, { ...values, client_id: body.client_id });
      });
      return toPriseEnChargeDto(row, financeur);
    },

    async updatePlan(
      _auth: AuthContext,
      body: BodyOf<E['updatePriseEnCharge']>,
    ): Promise<PriseEnCharge> {
      const current = await q.findPriseEnCharge(db, body.id);
      if (!current) throw notFound('Prise en charge introuvable.');
      const financeur = await requireFinanceur(body.financeur_id);
      const values = planValues(body);
      const row = await db.transaction(async (tx) => {
        await checkPlan(tx, current.client_id, { ...values, id: current.id });
        return q.updatePriseEnCharge(tx, current.id, values);
      });
      if (!row) throw notFound('Prise en charge introuvable.');
      return toPriseEnChargeDto(row, financeur);
    },
  };
}
