import { createGeocoder } from '../../adapters/geocoding/ban-geocoder.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createToolsService } from './tools.service.ts';

/** Reference lists, signature image, geocoding. */
export function toolsHandlers(deps: ModuleDeps): HandlerMap {
  const tools = createToolsService({
    db: deps.db,
    geocoder: createGeocoder(deps.config.geocoderUrl, deps.log),
  });
  return {
    listOptions: () => tools.listOptions(),
    createImageSignature: async ({ body }) => tools.createImageSignature(body.text),
    geolocByAdresse: ({ params }) => tools.geolocByAdresse(params.address),
  };
}
