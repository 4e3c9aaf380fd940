import type { Access, Facture as FactureDto } from '@maisonnee/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { notFound } from '../../lib/app-error.ts';
import { mutuelleNames } from '../clients/clients-billing.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { latestPaiementStatuts } from '../paiements/paiements-read.ts';
import { toFactureDto } from './factures-view.ts';
import * as q from './factures.queries.ts';

/* Invoices read as the API answers them, shared by the operations of this module. */

export function createFacturesReader(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  /**
   * The answers of `rows`. Read through `conn` when given (a transaction: rows not committed yet,
   * one query at a time on its connection, no charge state yet); in parallel otherwise.
   */
  async function dtos(rows: readonly q.FactureRow[], conn?: Tx): Promise<FactureDto[]> {
    const on: Db | Tx = conn ?? db;
    const ids = rows.map((r) => r.id);
    const loads = [
      () => q.findLignes(on, ids),
      () =>
        q.clientNames(
          on,
          rows.map((r) => r.client_id),
        ),
      () =>
        mutuelleNames(
          on,
          rows.flatMap((r) => (r.mutuelle_id ? [r.mutuelle_id] : [])),
        ),
      () =>
        q.numerosOf(
          on,
          rows.flatMap((r) => (r.avoir_de_facture_id ? [r.avoir_de_facture_id] : [])),
        ),
      () => (conn ? Promise.resolve(new Map()) : latestPaiementStatuts(db, ids)),
      () => q.creditedCentsOf(on, ids),
    ] as const;
    const [lignes, names, mutuelles, numeros, paiements, avoirs] = await runLoads(loads, !conn);
    const at = now();
    return rows.map((row) =>
      toFactureDto(row, lignes.get(row.id) ?? [], {
        clientNom: names.get(row.client_id) ?? '',
        organisme: row.mutuelle_id ? (mutuelles.get(row.mutuelle_id) ?? null) : null,
        avoirDeNumero: row.avoir_de_facture_id
          ? (numeros.get(row.avoir_de_facture_id) ?? null)
          : null,
        paiementStatut: paiements.get(row.id) ?? null,
        avoirsCentimes: avoirs.get(row.id) ?? 0,
        now: at,
      }),
    );
  }

  /** The invoice; 404 when it does not exist. */
  async function require(id: number): Promise<q.FactureRow> {
    const row = await q.findFactureById(db, id);
    if (!row) throw notFound('Facture introuvable.');
    return row;
  }

  return {
    dtos,
    require,
    dto: async (row: q.FactureRow, conn?: Tx) => (await dtos([row], conn))[0]!,

    /** The invoice (404 when missing), then the caller's check: a role listed, a client its own. */
    async loadForCaller(auth: AuthContext, id: number, access: Access): Promise<q.FactureRow> {
      const row = await require(id);
      assertCaller(auth, access, { clientId: row.client_id });
      return row;
    },
  };
}

export type FacturesReader = ReturnType<typeof createFacturesReader>;

/** An invoice as a list shows it: without its lines. */
export const withoutLignes = ({ lignes: _lignes, ...item }: FactureDto) => item;

/** Runs the loads in parallel, or one after the other on a transaction's one connection. */
async function runLoads<T extends readonly (() => Promise<unknown>)[]>(
  loads: T,
  parallel: boolean,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  let results: unknown[] = [];
  if (parallel) results = await Promise.all(loads.map((load) => load()));
  else for (const load of loads) results.push(await load());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
