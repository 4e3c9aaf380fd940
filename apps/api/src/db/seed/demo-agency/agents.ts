import { inArray } from 'drizzle-orm';
import { candidat_competences, candidat_infos_supp, candidats, users } from '../../schema/index.ts';
import { addDays, firstDayOfMonth, startOfUtcDay } from './calendar.ts';
import type { AgencySeedContext } from './context.ts';
import { agentEmail, DEMO_AGENTS, type DemoAgentPerson } from './places.ts';
import { agentWeek } from './plan.ts';

/*
 * The agency's agents (besides the demo agent): active agents with an account
 * (`<prenom>.<nom>@demo.fr`, the demo password), their skills, the weekly availability they
 * declared (around the slots they work) and their extra answers. Their contract and photo are
 * files, written after the transaction (files.ts). Keyed by e-mail.
 */

const STATUT_AGENT_ACTIF = 6;

const PRESENTATIONS: Record<number, string> = {
  1: 'Entretien soigné du logement, repassage et vitres ; habituée des grands appartements.',
  2: 'Accompagnement des personnes âgées : lever, repas, courses et promenades, avec patience.',
  3: 'Baby-sitting en soirée et le week-end, jeux, bains et coucher.',
  4: "Garde d'enfants après l'école, aide aux devoirs et activités.",
  5: 'Gouvernante : organisation de la maison, linge, courses et repas.',
};

/** Returns the candidat id of each agent of DEMO_AGENTS, in order. */
export async function ensureAgents(context: AgencySeedContext): Promise<number[]> {
  const { tx } = context;
  const emails = DEMO_AGENTS.map(agentEmail);
  const known = new Map(
    (
      await tx
        .select({ id: candidats.id, email: candidats.email })
        .from(candidats)
        .where(inArray(candidats.email, emails))
    ).map((row) => [row.email, row.id]),
  );
  const ids: number[] = [];
  for (const [index, person] of DEMO_AGENTS.entries()) {
    const email = agentEmail(person);
    ids.push(known.get(email) ?? (await insertAgent(context, index, person, email)));
  }
  return ids;
}

async function insertAgent(
  context: AgencySeedContext,
  index: number,
  person: DemoAgentPerson,
  email: string,
): Promise<number> {
  const { tx, now } = context;
  const entree = firstDayOfMonth(startOfUtcDay(now), -person.anciennete);
  const identity = {
    civilite: person.civilite,
    nom: person.nom,
    prenom: person.prenom,
    mobile: `06 ${String(31 + index).padStart(2, '0')} ${String(40 + index * 3).padStart(2, '0')} 18 ${String(10 + index * 7).padStart(2, '0')}`,
    date_naissance: person.dateNaissance,
    adresse: person.adresse,
    codep: person.codep,
    ville: person.ville,
    country: 'France',
    lat: person.lat,
    lng: person.lng,
  };
  const [row] = await tx
    .insert(candidats)
    .values({
      ...identity,
      email,
      candidat_statut_id: STATUT_AGENT_ACTIF,
      transport_type_id: person.transport,
      rayon_km: person.transport === 3 ? 25 : 15,
      presentation: PRESENTATIONS[person.skills[0]!] ?? null,
      date_entree: entree.toISOString().slice(0, 10),
      contrat_signed_at: addDays(entree, -5),
      created_at: addDays(entree, -20),
    })
    .returning({ id: candidats.id });
  const candidatId = row!.id;
  await tx.insert(candidat_competences).values(
    person.skills.map((competence_id, rank) => ({
      candidat_id: candidatId,
      competence_id,
      annees_experience: rank === 0 ? 3 + (index % 6) : 1 + (index % 3),
    })),
  );
  await tx.insert(candidat_infos_supp).values({
    candidat_id: candidatId,
    has_permis: person.transport === 3,
    has_vehicule: person.transport === 3,
    accepte_animaux: index % 4 !== 2,
    is_fumeur: false,
    langues: [...person.langues],
    disponibilites: agentWeek(index),
    competence_ids: [...person.skills],
    experience_annees: 3 + (index % 6),
  });
  await tx.insert(users).values({
    ...identity,
    email,
    name: `${person.prenom} ${person.nom}`,
    roles_ids: [6],
    user_role_id: 6,
    candidat_id: candidatId,
    password_hash: await context.passwordHash(),
    email_verified_at: now,
    is_active: true,
  });
  return candidatId;
}
