import { ROLE, ROLE_GROUPS, SCENARIO_PROPOSALS_MAX, SCENARIO_STATUTS } from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, idSchema, optionalText, skillIdSchema } from '../common.ts';
import { backOffice, backOfficeOr, endpoint } from '../endpoint.ts';
import { amountSchema, hoursSchema, scenarioSchema } from '../entities.ts';
import { datedSlotInputSchema, draftSlotInputSchema, endAfterStart } from '../inputs.ts';

/*
 * The project's own scenario calls (issue 10, point 6; docs/planning.md, "Scenario proposals"):
 * the back office composes one to three proposals for a client's need and mails the client a
 * signed link to `scenario-propositions`; the planned billing of a proposal for
 * `facturation-planifies-modal`.
 */

const TAG = 'Scénarios et listes';

/** One proposal: an agent and its schedule (weekly slots, or dated slots for a one-off need). */
export const scenarioProposalInputSchema = z.strictObject({
  titre: optionalText(150),
  description: optionalText(1000),
  candidat_id: idSchema,
  /** Recurring need: weekly slots on the half-hour grid. */
  horaires: z.array(draftSlotInputSchema).max(21).default([]),
  /** One-off need: dated slots on the half-hour grid. */
  creneaux: z.array(datedSlotInputSchema).max(60).default([]),
});

/** The planned billing of a proposal, month by month (facturation-planifies-modal). */
export const scenarioFacturationSchema = z.object({
  scenario_id: idSchema,
  statut: z.enum(SCENARIO_STATUTS),
  client_besoin_skill_id: skillIdSchema,
  is_ponctuel: z.boolean(),
  date_debut: dateSchema,
  date_fin: dateSchema,
  prix_horaire_ttc: amountSchema,
  prix_horaire_weekend_ttc: amountSchema,
  mois: z.array(
    z.object({
      /** `YYYY-MM` */
      mois: z.string(),
      nb_interventions: z.number().int().min(0),
      nb_heures: hoursSchema,
      /** Saturday, Sunday and public holidays, at the weekend price. */
      nb_heures_weekend: hoursSchema,
      montant_ttc: amountSchema,
      credit_impot_ttc: amountSchema,
      reste_a_charge_ttc: amountSchema,
    }),
  ),
  total_ttc: amountSchema,
  total_reste_a_charge_ttc: amountSchema,
});

export const scenariosAdminEndpoints = {
  createScenarios: endpoint({
    method: 'POST',
    path: '/api/scenarios/create',
    summary:
      "Compose une à trois propositions de planning (agent et horaires) pour le besoin d'un client et lui envoie le lien signé par e-mail.",
    tag: TAG,
    body: z
      .strictObject({
        client_id: idSchema,
        /** The quote (need) the proposals answer, if any. */
        devis_id: idSchema.nullish(),
        /** The mission the proposals would extend, if any. */
        mission_id: idSchema.nullish(),
        client_besoin_skill_id: skillIdSchema,
        is_ponctuel: z.boolean(),
        date_debut: dateSchema,
        date_fin: dateSchema.nullish(),
        propositions: z.array(scenarioProposalInputSchema).min(1).max(SCENARIO_PROPOSALS_MAX),
      })
      .refine(...endAfterStart('date_debut', 'date_fin'))
      .refine(
        (body) =>
          body.propositions.every((p) =>
            body.is_ponctuel ? p.creneaux.length > 0 : p.horaires.length > 0,
          ),
        {
          message:
            'Chaque proposition a ses horaires : des créneaux datés pour un besoin ponctuel, des créneaux hebdomadaires pour un besoin récurrent.',
          path: ['propositions'],
        },
      ),
    response: z.array(scenarioSchema),
    envelope: 'data',
    /** Where the link was mailed, and until when it opens the proposals. */
    extraEnvelope: { envoi: z.object({ email: z.string(), expires_at: z.string() }) },
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
    status: 201,
  }),
  listClientScenariosAdmin: endpoint({
    method: 'GET',
    path: '/api/scenarios/admin/client/{id}',
    summary: "Propositions de planning d'un client, pour le back-office commercial.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(scenarioSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  getScenarioFacturation: endpoint({
    method: 'GET',
    path: '/api/scenarios/facturation-planifiee/{id}',
    summary:
      "Facturation planifiée d'une proposition (celle acceptée d'abord) : heures et montants mois par mois.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: scenarioFacturationSchema,
    envelope: 'data',
    // Amounts of a client: never by signed link alone, like its invoices (issue 9, point 13).
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
};
