import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { cockpitKeys } from '../../../../../lib/cockpit-keys.ts';

const route: Route<'markCockpitNoteTraitee'> = {
  name: 'markCockpitNoteTraitee',
  method: 'POST',
  path: '/api/candidat-cockpit/recrutement/cockpit-note-traitee',
  envelope: 'data',
};

/** Marks a recruitment task treated, with an optional note of what was done. */
export function markCockpitNoteTraitee(
  body: BodyOf<'markCockpitNoteTraitee'>,
): Promise<ResponseOf<'markCockpitNoteTraitee'>> {
  return callEndpoint(route, { body });
}

export function useMarkCockpitNoteTraitee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCockpitNoteTraitee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cockpitKeys('recrutement').all }),
  });
}
