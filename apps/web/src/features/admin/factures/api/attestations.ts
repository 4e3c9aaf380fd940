import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminFactureKeys } from './keys.ts';

/*
 * The yearly tax certificates in the back office (docs/facturation.md « Attestations fiscales au
 * back-office »): the year drawn up in lots, the year's list, who has none, a certificate resent.
 */

const listRoute: Route<'listAttestationsAnnee'> = {
  name: 'listAttestationsAnnee',
  method: 'GET',
  path: '/api/attestations-fiscales',
  envelope: 'data',
};
const sansRoute: Route<'listSansAttestation'> = {
  name: 'listSansAttestation',
  method: 'GET',
  path: '/api/attestations-fiscales/sans-attestation',
  envelope: 'data',
};
const genererRoute: Route<'genererAttestationsAnnee'> = {
  name: 'genererAttestationsAnnee',
  method: 'POST',
  path: '/api/attestations-fiscales/generer-annee',
  envelope: 'data',
};
const envoyerRoute: Route<'envoyerAttestationFiscale'> = {
  name: 'envoyerAttestationFiscale',
  method: 'POST',
  path: '/api/attestations-fiscales/envoyer',
  envelope: 'data',
};

export type AttestationsAnnee = ResponseOf<'listAttestationsAnnee'>;
export type AttestationItem = AttestationsAnnee['items'][number];
export type SansAttestation = ResponseOf<'listSansAttestation'>;
export type SansAttestationItem = SansAttestation['items'][number];
export type GenerationLot = ResponseOf<'genererAttestationsAnnee'>;

export interface AnneeFilters {
  annee: number;
  page: number;
}

const keys = {
  all: [...adminFactureKeys.all, 'attestations'] as const,
  list: (filters: AnneeFilters) =>
    [...adminFactureKeys.all, 'attestations', 'list', filters] as const,
  sans: (filters: AnneeFilters) =>
    [...adminFactureKeys.all, 'attestations', 'sans', filters] as const,
};

/** GET /api/attestations-fiscales: one page of the year's certificates. */
export function useAttestationsAnnee(filters: AnneeFilters) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: () =>
      callEndpoint(listRoute, { query: { annee: filters.annee, page: filters.page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/attestations-fiscales/sans-attestation: one page of the year's clients without one. */
export function useSansAttestation(filters: AnneeFilters) {
  return useQuery({
    queryKey: keys.sans(filters),
    queryFn: () =>
      callEndpoint(sansRoute, { query: { annee: filters.annee, page: filters.page, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

/** What the whole run did, summed over its lots. */
export interface GenerationBilan {
  etablies: number;
  deja_etablies: number;
  erreurs: number;
  sans: GenerationLot['sans'];
  /** Clients looked at so far, and in all. */
  faits: number;
  total: number;
}

function addLot(bilan: GenerationBilan, lot: GenerationLot): GenerationBilan {
  const sans = [...bilan.sans];
  for (const count of lot.sans) {
    const known = sans.findIndex((s) => s.motif === count.motif);
    if (known >= 0) sans[known] = { ...sans[known]!, nb: sans[known]!.nb + count.nb };
    else sans.push(count);
  }
  return {
    etablies: bilan.etablies + lot.etablies,
    deja_etablies: bilan.deja_etablies + lot.deja_etablies,
    erreurs: bilan.erreurs + lot.erreurs,
    sans,
    faits: lot.total - lot.restantes,
    total: lot.total,
  };
}

/**
 * POST /api/attestations-fiscales/generer-annee, lot after lot while some remain; `onLot` hears the
 * summary after each (the progress bar). Reads the lists again at the end.
 */
export function useGenererAttestationsAnnee() {
  const queryClient = useQueryClient();
  return async (annee: number, onLot: (bilan: GenerationBilan) => void) => {
    let bilan: GenerationBilan = {
      etablies: 0,
      deja_etablies: 0,
      erreurs: 0,
      sans: [],
      faits: 0,
      total: 0,
    };
    let apresId: number | undefined;
    try {
      for (;;) {
        const lot = await callEndpoint(genererRoute, {
          body: { annee, ...(apresId === undefined ? {} : { apres_id: apresId }) },
        });
        bilan = addLot(bilan, lot);
        onLot(bilan);
        if (lot.restantes === 0 || lot.apres_id === null) return bilan;
        apresId = lot.apres_id;
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: keys.all });
    }
  };
}

/** POST /api/attestations-fiscales/envoyer: mails a certificate to its client again. */
export function useEnvoyerAttestation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(envoyerRoute, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
