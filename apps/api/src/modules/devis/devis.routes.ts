import { endpoints } from '@maisonnee/contract';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import {
  createDevisSignatureService,
  type DevisSignatureService,
} from './devis-signature.service.ts';
import { createDevisService } from './devis.service.ts';

/** Quotes, and the quote calls of the Clients section (signing, sending, paper copy). */
export function devisHandlers(
  deps: ModuleDeps,
  signature: DevisSignatureService = createDevisSignatureService(deps),
): HandlerMap {
  const devis = createDevisService(deps, signature);
  return {
    listConciergerieDevis: ({ auth, params }) => devis.listConciergerieDevis(auth, params.id),
    getDevis: ({ auth, params }) => devis.getDevis(auth, params.id),
    listClientDevis: ({ auth, params }) => devis.listClientDevis(auth, params.id),
    createDevisLibre: ({ auth, body }) => devis.createLibre(auth, body),
    deleteDevis: ({ auth, params }) => devis.deleteDevis(auth, params.id),
    refuseDevis: ({ auth, body }) => devis.refuseDevis(auth, body),
    getTarifsEnVigueur: () => devis.tarifs(),
    // Signature
    getDevisForSignature: ({ auth, params }) => signature.getForSignature(auth, params.id),
    signDevis: ({ auth, body, request }) =>
      signature.sign(auth, body, request.ip, endpoints.signDevis.access),
    signDevisClient: ({ auth, body, request }) =>
      signature.sign(auth, body, request.ip, endpoints.signDevisClient.access),
    resendDevisForSign: ({ auth, body }) =>
      signature.sendForSignature(auth, body.devis_id, endpoints.resendDevisForSign.access),
    sendDevisClientNonSigne: ({ auth, body }) =>
      signature.sendForSignature(auth, body.devis_id, endpoints.sendDevisClientNonSigne.access),
    saveFilenameDevisSigne: ({ auth, body }) => signature.saveFilenameSigne(auth, body),
  };
}
