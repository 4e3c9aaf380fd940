import { useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { adminFactureKeys } from './keys.ts';

const apercuRoute: Route<'apercuEmissionMois'> = {
  name: 'apercuEmissionMois',
  method: 'GET',
  path: '/api/factures/emission-mois',
  envelope: 'data',
};

const emettreRoute: Route<'emettreFacturesMois'> = {
  name: 'emettreFacturesMois',
  method: 'POST',
  path: '/api/factures/emettre-mois',
  envelope: 'data',
};

export type ApercuEmission = ResponseOf<'apercuEmissionMois'>;
export type EmissionLot = ResponseOf<'emettreFacturesMois'>;
export type EmissionResultat = EmissionLot['resultats'][number];

/** GET /api/factures/emission-mois: how many drafts the month has, and their total TTC. */
export function apercuEmissionMois(periode: string): Promise<ApercuEmission> {
  return callEndpoint(apercuRoute, { query: { periode } });
}

/** POST /api/factures/emettre-mois: one batch of the month's drafts issued and mailed. */
export function emettreFacturesMois(body: BodyOf<'emettreFacturesMois'>): Promise<EmissionLot> {
  return callEndpoint(emettreRoute, { body });
}

/** The whole run, batch after batch, ended when none remains. */
export interface EmissionBilan {
  resultats: EmissionResultat[];
  emisesEnvoyees: number;
  emisesNonEnvoyees: number;
  refusees: number;
}

/**
 * Issues and mails every draft of the month, one batch a call (the API's cap), telling `onLot`
 * after each; the invoices' lists are read again at the end, even after a failure.
 */
export function useEmettreFacturesMois() {
  const queryClient = useQueryClient();
  return async (periode: string, onLot: (bilan: EmissionBilan) => void): Promise<EmissionBilan> => {
    const bilan: EmissionBilan = {
      resultats: [],
      emisesEnvoyees: 0,
      emisesNonEnvoyees: 0,
      refusees: 0,
    };
    try {
      let apresId: number | undefined;
      for (;;) {
        const lot = await emettreFacturesMois({
          periode,
          ...(apresId === undefined ? {} : { apres_id: apresId }),
        });
        bilan.resultats = [...bilan.resultats, ...lot.resultats];
        bilan.emisesEnvoyees += lot.emises_envoyees;
        bilan.emisesNonEnvoyees += lot.emises_non_envoyees;
        bilan.refusees += lot.refusees;
        onLot({ ...bilan });
        if (lot.restantes === 0 || lot.dernier_id === null) return bilan;
        apresId = lot.dernier_id;
      }
    } finally {
      void queryClient.invalidateQueries({ queryKey: adminFactureKeys.all });
    }
  };
}
