import { and, desc, eq, inArray } from 'drizzle-orm';
import { endpoints } from '@maisonnee/contract';
import type { AvanceParticulier } from '@maisonnee/contract';
import type { AuthContext } from '../../../lib/access.ts';
import { demanderAvance } from '../../../modules/avance/avance-demandes.service.ts';
import { createAvanceInscriptionService } from '../../../modules/avance/avance-inscription.service.ts';
import { avanceFactureOf } from '../../../modules/facturation/factures-avance.ts';
import type { ModuleDeps } from '../../../modules/module-deps.ts';
import { avance_inscriptions, factures, users } from '../../schema/index.ts';
import { HOUSEHOLD_PLANS } from './plan.ts';

/*
 * The immediate advance in the demo (docs/avance-immediate.md), when the demo runs with URSSAF's
 * stand-in (URSSAF_* set, `apps/api/test/urssaf-stand-in.ts --demo`): three households with an
 * account register through the product and their latest invoice becomes a payment request. What
 * URSSAF then does with each request is the stand-in's data (DEMO_AVANCE_PARCOURS, keyed by the
 * family's e-mail): paid, waiting for the family's validation, refused; the follow-up job reads
 * it like any answer of URSSAF. Nothing here when URSSAF is not configured; runs once.
 */

/** What URSSAF does with the demo households' requests (the stand-in's `--demo` data). */
export const DEMO_AVANCE_PARCOURS: Readonly<
  Record<string, { code: string; infoRejet?: { code: string; commentaire: string } }>
> = Object.freeze({
  [HOUSEHOLD_PLANS[0]!.email]: { code: '70' },
  [HOUSEHOLD_PLANS[6]!.email]: { code: '20' },
  [HOUSEHOLD_PLANS[21]!.email]: {
    code: '40',
    infoRejet: {
      code: 'REJ_CONTESTATION',
      commentaire: 'Le particulier a contesté la prestation sur son espace URSSAF.',
    },
  },
});

/** Paris: the INSEE commune code of an arrondissement's postcode (75009 → 75109). */
const inseeParis = (codep: string) => `751${codep.slice(3)}`;

function particulierOf(index: number): AvanceParticulier {
  const { person, email } = HOUSEHOLD_PLANS[index]!;
  const [numero, ...voie] = person.adresse.split(' ');
  return {
    civilite: person.civilite === 'M.' ? '1' : '2',
    nomNaissance: person.nom,
    prenoms: person.prenom,
    dateNaissance: `19${70 + (index % 20)}-0${(index % 9) + 1}-1${index % 10}`,
    lieuNaissance: {
      codePaysNaissance: '99100',
      departementNaissance: '75',
      communeNaissance: { codeCommune: '75056', libelleCommune: 'Paris' },
    },
    numeroTelephonePortable: `06 12 34 56 ${String(10 + index).padStart(2, '0')}`,
    adresseMail: email,
    adressePostale: {
      numeroVoie: numero,
      libelleVoie: voie.join(' '),
      libelleCommune: person.ville,
      codeCommune: inseeParis(person.codep),
      codePostal: person.codep,
      codePays: '99100',
    },
    coordonneeBancaire: {
      bic: 'AGRIFRPP',
      // A valid French IBAN of the demo (check digits right), the same for each household.
      iban: 'FR7630006000011234567890189',
      titulaire: `${person.prenom} ${person.nom}`,
    },
  };
}

const authOf = (user: typeof users.$inferSelect): AuthContext => ({
  userId: user.id,
  sessionId: 'demo-seed',
  issuer: 'demo-seed',
  roles: user.roles_ids,
  clientId: user.client_id,
  candidatId: user.candidat_id,
  user,
});

export async function ensureDemoAvance(deps: ModuleDeps): Promise<void> {
  if (!deps.config.urssaf) return;
  const emails = Object.keys(DEMO_AVANCE_PARCOURS);
  const accounts = await deps.db.select().from(users).where(inArray(users.email, emails));
  const inscriptions = createAvanceInscriptionService(deps);
  for (const email of emails) {
    const user = accounts.find((u) => u.email === email);
    if (!user?.client_id) continue;
    const [done] = await deps.db
      .select({ id: avance_inscriptions.id })
      .from(avance_inscriptions)
      .where(eq(avance_inscriptions.client_id, user.client_id));
    if (done) continue;
    const index = HOUSEHOLD_PLANS.findIndex((plan) => plan.email === email);
    try {
      await inscriptions.inscrire(
        authOf(user),
        user.client_id,
        particulierOf(index),
        endpoints.inscrireAvance.access,
      );
    } catch (error) {
      deps.log.warn(
        { email, err: error instanceof Error ? error.message : String(error) },
        'démo : inscription à l’avance immédiate impossible',
      );
      continue;
    }
    // Its latest invoice still to pay goes to URSSAF, as an invoice issued from now on would.
    const [latest] = await deps.db
      .select()
      .from(factures)
      .where(
        and(
          eq(factures.client_id, user.client_id),
          eq(factures.type, 'client'),
          eq(factures.nature, 'facture'),
          inArray(factures.statut, ['emise', 'envoyee']),
        ),
      )
      .orderBy(desc(factures.issued_at))
      .limit(1);
    if (latest) await demanderAvance(deps, await avanceFactureOf(deps.db, latest));
  }
}
