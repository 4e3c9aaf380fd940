import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { devisKeys } from '../../../../lib/query-keys.ts';

const route: Route<'resendDevisForSign'> = {
  name: 'resendDevisForSign',
  method: 'POST',
  path: '/api/devis/resend-devis-for-sign',
  envelope: 'data',
};

/**
 * POST /api/devis/resend-devis-for-sign: mails the client the signature link of a draft (which
 * becomes "à signer"), of a quote waiting for its signature, or of an expired one (30 more days).
 */
export function resendDevisForSign(devisId: number): Promise<ResponseOf<'resendDevisForSign'>> {
  return callEndpoint(route, { body: { devis_id: devisId } });
}

export function useResendDevisForSign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendDevisForSign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devisKeys.all }),
  });
}
