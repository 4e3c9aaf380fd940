import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  candidat_competences,
  candidat_infos_supp,
  candidats,
} from '../../db/schema/candidat-profile.ts';

/* The agent's public profile (issue 25, point 3): what families read of it, and its edit. */

type Conn = Db | Tx;

/** What a family may read of an agent: no address, phone, birth date or e-mail. */
export async function selectProfilPublic(db: Conn, candidatId: number) {
  const [row] = await db
    .select({
      id: candidats.id,
      prenom: candidats.prenom,
      nom: candidats.nom,
      presentation: candidats.presentation,
      langues: candidat_infos_supp.langues,
      experience: candidat_infos_supp.experience,
      experience_annees: candidat_infos_supp.experience_annees,
      competence_ids: candidat_infos_supp.competence_ids,
    })
    .from(candidats)
    .leftJoin(candidat_infos_supp, eq(candidat_infos_supp.candidat_id, candidats.id))
    .where(eq(candidats.id, candidatId));
  if (!row) return undefined;
  const services = await db
    .select({
      id: candidat_competences.competence_id,
      annees_experience: candidat_competences.annees_experience,
    })
    .from(candidat_competences)
    .where(eq(candidat_competences.candidat_id, candidatId))
    .orderBy(candidat_competences.competence_id);
  return { ...row, services };
}

/** Writes the presentation (candidats) and the languages and experience (candidat_infos_supp). */
export async function updateProfilPublic(
  tx: Tx,
  candidatId: number,
  values: { presentation: string | null; langues: string[]; experience: string | null; at: Date },
) {
  await tx
    .update(candidats)
    .set({ presentation: values.presentation, updated_at: values.at })
    .where(eq(candidats.id, candidatId));
  await tx
    .insert(candidat_infos_supp)
    .values({
      candidat_id: candidatId,
      langues: values.langues,
      experience: values.experience,
      created_at: values.at,
      updated_at: values.at,
    })
    .onConflictDoUpdate({
      target: candidat_infos_supp.candidat_id,
      set: { langues: values.langues, experience: values.experience, updated_at: values.at },
    });
}
