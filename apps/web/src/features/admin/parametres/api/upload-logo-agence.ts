import type { ResponseOf, Route } from '../../../../lib/api-client.ts';
import { callMultipart, toFormData } from '../../../../lib/multipart.ts';

const route: Route<'uploadLogoAgence'> = {
  name: 'uploadLogoAgence',
  method: 'POST',
  path: '/api/agence/parametres/logo',
  envelope: 'data',
};

/** POST /api/agence/parametres/logo: a PNG or JPEG of 1 MB at most, as the `file` part. */
export function uploadLogoAgence(file: File): Promise<ResponseOf<'uploadLogoAgence'>> {
  return callMultipart(route, toFormData({}, file));
}
