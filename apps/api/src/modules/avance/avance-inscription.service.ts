import type { Access, AvanceEtat, AvanceInscription, AvanceParticulier } from '@maisonnee/contract';
import {
  AVANCE_INSCRIPTION_STATUT_LABELS,
  toParisIsoDate,
  verifierParticulier,
  type UrssafParticulier,
} from '@maisonnee/domain';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { clientBillingParty } from '../clients/clients-billing.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as q from './avance.queries.ts';
import { urssafOf, UrssafError, urssafUnavailable } from './avance-urssaf.ts';

/*
 * A family's registration for the immediate advance (docs/avance-immediate.md): its consent and
 * the data URSSAF requires, checked by packages/domain before anything is sent; URSSAF's client id
 * stored, or its refusal kept and returned in French with its reason. The IBAN is stored masked.
 */

const INACTIVE = "L'avance immédiate de crédit d'impôt n'est pas proposée pour le moment.";

/** The IBAN masked but its last four characters (what the screens and logs may show). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 4)}${'•'.repeat(Math.max(0, compact.length - 8))}${compact.slice(-4)}`;
}

function donneesOf(p: AvanceParticulier): Record<string, unknown> {
  return {
    ...p,
    coordonneeBancaire: { ...p.coordonneeBancaire, iban: maskIban(p.coordonneeBancaire.iban) },
  };
}

export function inscriptionDto(row: q.InscriptionRow): AvanceInscription {
  return {
    client_id: row.client_id,
    statut: row.statut,
    statut_libelle: AVANCE_INSCRIPTION_STATUT_LABELS[row.statut],
    id_client_urssaf: row.id_client_urssaf,
    consentement_at: row.consentement_at.toISOString(),
    refus_code: row.refus_code,
    refus_message: row.refus_message,
    donnees: row.donnees,
    updated_at: row.updated_at.toISOString(),
  };
}

export function createAvanceInscriptionService(deps: ModuleDeps) {
  const { db, now } = deps;

  async function requireClient(clientId: number) {
    if (!(await clientBillingParty(db, clientId))) throw notFound('Client introuvable.');
  }

  return {
    /** `getAvanceInscription`: whether the advance is offered and the family's registration. */
    async etat(auth: AuthContext, clientId: number, access: Access): Promise<AvanceEtat> {
      assertOwns(auth, access, { clientId });
      await requireClient(clientId);
      const row = await q.findInscription(db, clientId);
      return {
        active: deps.config.urssaf !== null,
        inscription: row ? inscriptionDto(row) : null,
      };
    },

    /** `inscrireAvance`: the family consents and registers; URSSAF's refusal comes back in French. */
    async inscrire(
      auth: AuthContext,
      clientId: number,
      particulier: AvanceParticulier,
      access: Access,
    ): Promise<AvanceInscription> {
      assertOwns(auth, access, { clientId });
      await requireClient(clientId);
      const urssaf = urssafOf(deps.config);
      if (!urssaf) throw refusal('AVANCE_INACTIVE', INACTIVE);
      const existing = await q.findInscription(db, clientId);
      if (existing?.statut === 'inscrite')
        throw refusal(
          'AVANCE_DEJA_INSCRITE',
          "Votre foyer est déjà inscrit à l'avance immédiate auprès de l'URSSAF.",
        );
      const data = particulier as UrssafParticulier;
      const problemes = verifierParticulier(data, toParisIsoDate(now()));
      if (problemes.length > 0)
        throw validationFailed(
          Object.fromEntries(problemes.map((p) => [`particulier.${p.champ}`, p.message])),
          problemes[0]!.message,
        );
      const base = {
        client_id: clientId,
        date_naissance: particulier.dateNaissance,
        consentement_at: now(),
        donnees: donneesOf(particulier),
        by_user_id: auth.userId,
      };
      let idClient: string;
      try {
        ({ idClient } = await urssaf.inscrireParticulier(data));
      } catch (error) {
        if (!(error instanceof UrssafError)) throw error;
        if (error.kind === 'refus') {
          const code = error.erreurs[0]?.code ?? null;
          await q.upsertInscription(db, {
            ...base,
            statut: 'refusee',
            id_client_urssaf: null,
            refus_code: code,
            refus_message: error.message,
          });
          throw refusal('URSSAF_REFUS', error.message, { urssaf_code: code });
        }
        if (error.kind === 'validation')
          throw validationFailed(
            Object.fromEntries(error.problemes.map((p) => [`particulier.${p.champ}`, p.message])),
            error.message,
          );
        deps.log.warn({ kind: error.kind, clientId }, "inscription à l'URSSAF impossible");
        throw urssafUnavailable(error);
      }
      const row = await q.upsertInscription(db, {
        ...base,
        statut: 'inscrite',
        id_client_urssaf: idClient,
        refus_code: null,
        refus_message: null,
      });
      return inscriptionDto(row);
    },
  };
}
