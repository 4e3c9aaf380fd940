import type { ClientsAroundBody } from './list-clients-around.ts';
import { adminClientKey } from '../../../../lib/admin-client.ts';

/** Query keys of the back office's client screens (quotes use devisKeys of lib/query-keys). */
export const adminClientKeys = {
  all: ['admin', 'clients'] as const,
  around: (body: ClientsAroundBody) => ['admin', 'clients', 'around', body] as const,
  statuts: ['admin', 'clients', 'statuts'] as const,
  /** Everything about one client: its file and the lists hanging on it. */
  client: (clientId: number) => ['admin', 'clients', clientId] as const,
  detail: adminClientKey,
  contacts: (clientId: number) => ['admin', 'clients', clientId, 'contacts'] as const,
  interlocuteurs: (clientId: number) => ['admin', 'clients', clientId, 'interlocuteurs'] as const,
  brouillons: (clientId: number) => ['admin', 'clients', clientId, 'brouillons'] as const,
  missions: (clientId: number) => ['admin', 'clients', clientId, 'missions'] as const,
  interventions: (clientId: number, from: string, to: string) =>
    ['admin', 'clients', clientId, 'interventions', from, to] as const,
  documents: (clientId: number) => ['admin', 'clients', clientId, 'documents'] as const,
};
