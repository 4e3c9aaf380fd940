import type { HandlerMap } from '../../plugins/contract-routes.ts';
import { buildIntervenantProfil } from '../clients/intervenants.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { createProfilPublicService, type ProfilPublicData } from './profil-public.service.ts';

/**
 * The agent's public profile (docs/intervenants.md): what it writes, with a preview built as a
 * family reads it (clients' profile, without any family's choice).
 */
export function profilPublicHandlers(deps: ModuleDeps): HandlerMap {
  const profils = createProfilPublicService(deps);
  const planning = createPlanningService(deps);
  const withPreview = async (profil: ProfilPublicData) => ({
    presentation: profil.presentation,
    langues: profil.langues,
    experience: profil.experience,
    apercu: await buildIntervenantProfil(deps.db, planning, profil.id, {
      is_planifie: false,
      is_propose: false,
      preference: null,
    }),
  });
  return {
    getProfilPublic: async ({ auth }) => withPreview(await profils.read(auth)),
    updateProfilPublic: async ({ auth, body }) => withPreview(await profils.update(auth, body)),
  };
}
