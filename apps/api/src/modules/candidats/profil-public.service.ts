import { endpoints } from '@maisonnee/contract';
import { COMPETENCES, skillLabel } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as q from './profil-public.queries.ts';

/*
 * The agent's public profile (issue 25, point 3, docs/intervenants.md): the presentation, the
 * languages and the experience the agent writes, with the services and finer skills of its file,
 * as the families it works for read them. Candidats owns these columns: the family's side
 * (clients/intervenants.service.ts) reads them here.
 */

type Conn = Db | Tx;
type E = typeof endpoints;

/** What a family reads of an agent's own file: labels from the domain's catalogues. */
export interface ProfilPublicData {
  id: number;
  prenom: string;
  nom_initiale: string;
  presentation: string | null;
  services: { id: number; label: string; annees_experience: number | null }[];
  competences: string[];
  langues: string[];
  experience_annees: number | null;
  experience: string | null;
}

/** The public side of an agent's file, or undefined when there is no such agent. */
export async function readProfilPublic(
  db: Conn,
  candidatId: number,
): Promise<ProfilPublicData | undefined> {
  const row = await q.selectProfilPublic(db, candidatId);
  if (!row) return undefined;
  const competenceIds = new Set(row.competence_ids ?? []);
  return {
    id: row.id,
    prenom: row.prenom ?? '',
    nom_initiale: row.nom ? `${row.nom.charAt(0).toUpperCase()}.` : '',
    presentation: row.presentation?.trim() || null,
    services: row.services.map((service) => ({
      id: service.id,
      label: skillLabel(service.id),
      annees_experience: service.annees_experience ?? null,
    })),
    competences: COMPETENCES.filter((c) => competenceIds.has(c.id)).map((c) => c.libelle),
    langues: (row.langues ?? []).filter((langue) => langue.trim() !== ''),
    experience_annees: row.experience_annees ?? null,
    experience: row.experience?.trim() || null,
  };
}

export function createProfilPublicService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  /** The caller's own agent record (403 without one). */
  function ownCandidatId(auth: AuthContext, access: E['getProfilPublic']['access']): number {
    assertCaller(auth, access, { candidatId: auth.candidatId ?? -1 });
    return auth.candidatId!;
  }

  return {
    /** The caller's public profile, as written (404 when its agent record is gone). */
    async read(auth: AuthContext): Promise<ProfilPublicData> {
      const candidatId = ownCandidatId(auth, endpoints.getProfilPublic.access);
      const profil = await readProfilPublic(db, candidatId);
      if (!profil) throw notFound('Votre fiche d’intervenant est introuvable.');
      return profil;
    },

    /** The agent rewrites its presentation, languages and experience (the contract bounds them). */
    async update(
      auth: AuthContext,
      body: BodyOf<E['updateProfilPublic']>,
    ): Promise<ProfilPublicData> {
      const candidatId = ownCandidatId(auth, endpoints.updateProfilPublic.access);
      if (!(await readProfilPublic(db, candidatId)))
        throw notFound('Votre fiche d’intervenant est introuvable.');
      await db.transaction((tx) =>
        q.updateProfilPublic(tx, candidatId, {
          presentation: body.presentation,
          langues: body.langues,
          experience: body.experience,
          at: now(),
        }),
      );
      return (await readProfilPublic(db, candidatId))!;
    },
  };
}
