import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';
import { encryptPathId } from './path-id.ts';

/*
 * The payment ledger as the screens read it (docs/paiements.md): an invoice's history (issue,
 * credit notes, payments, what remains), in cents. Shared by the back office and the family.
 */

const historiqueRoute: Route<'getFactureHistorique'> = {
  name: 'getFactureHistorique',
  method: 'GET',
  path: '/api/facture/{id}/historique',
  envelope: 'data',
};

export type FactureHistorique = ResponseOf<'getFactureHistorique'>;

/** GET /api/facture/{id}/historique; an answer without its entries is an error (shown as nothing). */
export async function getFactureHistorique(factureId: number): Promise<FactureHistorique> {
  const data = await callEndpoint(historiqueRoute, { params: { id: encryptPathId(factureId) } });
  if (!Array.isArray((data as Partial<FactureHistorique> | null)?.entries))
    throw new Error("L'historique de la facture n'a pas pu être lu.");
  return data;
}

export const historiqueKey = (factureId: number) => ['factures', 'historique', factureId] as const;

export function useFactureHistorique(factureId: number, enabled = true) {
  return useQuery({
    queryKey: historiqueKey(factureId),
    queryFn: () => getFactureHistorique(factureId),
    enabled,
  });
}

/** Integer cents → euros, for the French money format. */
export const centsToEuros = (cents: number) => cents / 100;

/** « 70,00 » or « 70 » typed by a person → integer cents; null when not an amount. */
export function parseCents(value: string): number | null {
  const normalized = value.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const [whole, decimals = ''] = normalized.split('.') as [string, string?];
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents → « 70,00 », as an amount field shows it. */
export const centsInput = (cents: number) =>
  `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
