import { endpoints } from '@maisonnee/contract';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { deletePriceGrid } from './delete-price-grid.ts';
import { getParametresAgence } from './get-parametres-agence.ts';
import { listJournalParametres } from './list-journal-parametres.ts';
import { savePriceGrid } from './save-price-grid.ts';
import { updateIdentiteAgence } from './update-identite-agence.ts';
import { updateReglesAgence } from './update-regles-agence.ts';
import { uploadLogoAgence } from './upload-logo-agence.ts';

/** The agency's settings (/admin/parametres, issue 24): identity, price grids, rules. */
export function agenceHandlers(deps: ModuleDeps): HandlerMap {
  return {
    getParametresAgence: ({ auth }) => getParametresAgence(deps, auth),
    updateIdentiteAgence: ({ auth, body }) => updateIdentiteAgence(deps, auth, body),
    uploadLogoAgence: async ({ auth, request }) => {
      const { file } = await readEndpointMultipart(request, endpoints.uploadLogoAgence);
      // The contract marks the file required: readMultipart answered 400 without one.
      return uploadLogoAgence(deps, auth, file!);
    },
    updateReglesAgence: ({ auth, body }) => updateReglesAgence(deps, auth, body),
    savePriceGrid: ({ auth, body }) => savePriceGrid(deps, auth, body),
    deletePriceGrid: ({ auth, query }) => deletePriceGrid(deps, auth, query.effective_from),
    listJournalParametres: ({ auth }) => listJournalParametres(deps, auth),
  };
}
