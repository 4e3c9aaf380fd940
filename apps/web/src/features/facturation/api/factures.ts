import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { getFacture, type Facture } from '../../../lib/factures.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const listRoute: Route<'listClientFactures'> = {
  name: 'listClientFactures',
  method: 'POST',
  path: '/api/clients/factures/{id}',
  envelope: 'data',
};
const attestationsRoute: Route<'listAttestationsFiscales'> = {
  name: 'listAttestationsFiscales',
  method: 'GET',
  path: '/api/attestations-fiscales/{id}',
  envelope: 'data',
};
const genererAttestationRoute: Route<'genererAttestationFiscale'> = {
  name: 'genererAttestationFiscale',
  method: 'POST',
  path: '/api/attestations-fiscales/generer',
  envelope: 'data',
};

const etatAttestationRoute: Route<'getAttestationFiscaleEtat'> = {
  name: 'getAttestationFiscaleEtat',
  method: 'GET',
  path: '/api/attestations-fiscales/{id}/etat',
  envelope: 'data',
};

export type { Facture };

/** How often an invoice being charged is read again. */
export const PAYMENT_POLL_MS = 4000;
export type FactureStatut = Facture['statut'];
export type AttestationFiscale = ResponseOf<'listAttestationsFiscales'>[number];
export type AttestationEtat = ResponseOf<'getAttestationFiscaleEtat'>;

/** The invoices asked: a period (two days) and, optionally, one status. */
export interface FactureFilters {
  start_date: string;
  end_date: string;
  statut?: FactureStatut;
}

export const factureKeys = {
  all: ['factures'] as const,
  client: (clientId: number, filters: FactureFilters) =>
    ['factures', 'client', clientId, filters] as const,
  one: (factureId: number) => ['factures', 'une', factureId] as const,
  attestations: (clientId: number) => ['factures', 'attestations', clientId] as const,
  attestationEtat: (clientId: number) => ['factures', 'attestations', clientId, 'etat'] as const,
};

/** POST /api/clients/factures/{id}: the client's invoices and credit notes over a period. */
export function listClientFactures(clientId: number, filters: FactureFilters): Promise<Facture[]> {
  return callEndpoint(listRoute, {
    params: { id: encryptPathId(clientId) },
    body: {
      id: clientId,
      start_date: filters.start_date,
      end_date: filters.end_date,
      ...(filters.statut ? { statut: filters.statut } : {}),
    },
  });
}

export function useClientFactures(clientId: number | null, filters: FactureFilters | null) {
  return useQuery({
    queryKey: factureKeys.client(clientId ?? 0, filters ?? { start_date: '', end_date: '' }),
    queryFn: () => listClientFactures(clientId as number, filters as FactureFilters),
    enabled: clientId !== null && filters !== null,
  });
}

export function useFacture(factureId: number | null) {
  return useQuery({
    queryKey: factureKeys.one(factureId ?? 0),
    queryFn: () => getFacture(factureId as number),
    enabled: factureId !== null,
    // A charge in progress is ruled by Stripe's webhook: read the invoice again until it is.
    refetchInterval: (query) => {
      const facture = query.state.data;
      return facture && facture.statut !== 'payee' && facture.paiement_statut === 'en_cours'
        ? PAYMENT_POLL_MS
        : false;
    },
  });
}

/** GET /api/attestations-fiscales/{id}: the client's yearly tax certificates. */
export function listAttestationsFiscales(clientId: number): Promise<AttestationFiscale[]> {
  return callEndpoint(attestationsRoute, { params: { id: encryptPathId(clientId) } });
}

export function useAttestationsFiscales(clientId: number | null) {
  return useQuery({
    queryKey: factureKeys.attestations(clientId ?? 0),
    queryFn: () => listAttestationsFiscales(clientId as number),
    enabled: clientId !== null,
  });
}

/**
 * GET /api/attestations-fiscales/{id}/etat: what the client may do about last year's certificate
 * (the year on the Paris clock), or why not.
 */
export function useAttestationFiscaleEtat(clientId: number) {
  return useQuery({
    queryKey: factureKeys.attestationEtat(clientId),
    queryFn: (): Promise<AttestationEtat> =>
      callEndpoint(etatAttestationRoute, { params: { id: encryptPathId(clientId) } }),
  });
}

/** POST /api/attestations-fiscales/generer: the certificate of a past year, on demand. */
export function genererAttestationFiscale(
  input: BodyOf<'genererAttestationFiscale'>,
): Promise<AttestationFiscale> {
  return callEndpoint(genererAttestationRoute, { body: input });
}

export function useGenererAttestationFiscale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: genererAttestationFiscale,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: factureKeys.attestations(input.client_id) }),
  });
}
