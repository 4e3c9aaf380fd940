import { useQuery } from '@tanstack/react-query';
import { searchClients } from '../../../../lib/search-clients.ts';
import { searchCandidatsByName } from '../../../../lib/search-candidats-by-name.ts';
import { adminMessagerieKeys } from './keys.ts';

/** Someone an operator may write to: a client or an agent, as a search finds them. */
export interface Recipient {
  kind: 'client' | 'agent';
  id: number;
  name: string;
  place: string;
}

function fullName(person: { civilite: string | null; prenom: string | null; nom: string }) {
  return [person.civilite, person.prenom, person.nom].filter(Boolean).join(' ');
}

function place(person: { codep: string | null; ville: string | null }) {
  return [person.codep, person.ville].filter(Boolean).join(' ');
}

/**
 * The clients (POST /api/clients/search) or the agents (POST /api/candidat/name) whose name
 * matches: the searches each operator role may already call.
 */
export async function searchRecipients(
  kind: 'client' | 'agent',
  name: string,
): Promise<Recipient[]> {
  if (kind === 'client') {
    const found = await searchClients({ q: name, statut_ids: [] });
    return (found?.items ?? []).map((client) => ({
      kind,
      id: client.id,
      name: fullName(client),
      place: place(client),
    }));
  }
  const found = await searchCandidatsByName(name);
  return (found ?? []).map((candidat) => ({
    kind,
    id: candidat.id,
    name: fullName(candidat),
    place: place(candidat),
  }));
}

/** Runs once a name is submitted (null: nothing asked yet). */
export function useRecipients(kind: 'client' | 'agent', name: string | null) {
  return useQuery({
    queryKey: adminMessagerieKeys.recipients(kind, name ?? ''),
    queryFn: () => searchRecipients(kind, name ?? ''),
    enabled: name !== null,
  });
}
