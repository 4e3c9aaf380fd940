import { COMPTE_COMPTABLE_KEYS, type AgencyRules } from '@maisonnee/domain';
import { z } from 'zod';
import { endpoint, signedIn, type EndpointDef } from '../endpoint.ts';

/*
 * The agency's rules in force (issue 24, docs/agence.md), for every signed-in screen that shows or
 * applies one: the agent's check-in window, the timesheet's deadline, the default radius of the
 * around searches… An administrator sets them in /admin/parametres (parametres.ts).
 */

const TAG = 'Agence';

/** The rules as the agency set them (AgencyRules). */
export const reglesEnVigueurSchema = z.object({
  delai_reservation_heures: z.number(),
  fenetre_pointage_minutes: z.number(),
  rayon_recherche_km: z.number(),
  delai_releve_jours: z.number(),
  relance_devis_jours: z.number(),
  relance_contrat_jours: z.number(),
  echeance_facture_jours: z.number(),
  /** Days after the due date when an unpaid invoice is reminded (issue 27). */
  relances_factures_jours: z.array(z.number()),
  /** The sales journal's accounts (issue 28, docs/exports.md). */
  comptes_comptables: z.record(z.enum(COMPTE_COMPTABLE_KEYS), z.string()).optional(),
}) satisfies z.ZodType<AgencyRules>;

export const reglesEndpoints = {
  getReglesAgence: endpoint({
    method: 'GET',
    path: '/api/agence/regles',
    summary:
      "Règles de l'agence en vigueur : délai de réservation, fenêtre de pointage, rayon de recherche par défaut, délai de contestation des relevés, relances, échéance des factures.",
    tag: TAG,
    response: reglesEnVigueurSchema,
    envelope: 'data',
    access: signedIn(),
  }),
} satisfies Record<string, EndpointDef>;
