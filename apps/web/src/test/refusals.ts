import type { ErrorBody } from '../lib/http.ts';

/** The API's answer to a check-in 200 m from the client's home. */
export const TOO_FAR_REFUSAL: ErrorBody = {
  success: false,
  error: {
    code: 'TOO_FAR_FROM_ADDRESS',
    message:
      'Vous êtes à 200 m du domicile du client : vous pouvez pointer votre arrivée à 50 m au plus.',
    details: { distance_m: 200 },
  },
};
