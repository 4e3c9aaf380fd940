import { ROLE_GROUPS, exportPeriodProblem } from '@maisonnee/domain';
import { z } from 'zod';
import { backOffice, endpoint, type EndpointDef } from '../endpoint.ts';

/*
 * Les exports du comptable et du gestionnaire de paie (issue 28 point 4, docs/exports.md) : le
 * journal des ventes, les règlements reçus par mode, les variables de paie par agent et par mois,
 * pour une période de jours de Paris, en CSV (séparateur `;`, virgule décimale, UTF-8 avec BOM)
 * ou en XLSX. Lecture seule ; les mêmes rôles que les listes de factures et de règlements.
 */

const TAG = 'Exports comptables';

const daySchema = z
  .string()
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'Date attendue au format AAAA-MM-JJ.');

/** A period of Paris days, both counted (`exportPeriodProblem`), and the file's format. */
export const exportComptableQuerySchema = z
  .strictObject({
    from: daySchema,
    to: daySchema,
    format: z.enum(['csv', 'xlsx'], { error: 'Format attendu : csv ou xlsx.' }),
  })
  .superRefine((value, ctx) => {
    const problem = exportPeriodProblem(value.from, value.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });

const access = backOffice(ROLE_GROUPS.COMPTABILITE);

const fileEndpoint = (path: string, summary: string) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    tag: TAG,
    query: exportComptableQuerySchema,
    // The body is the file itself (Content-Disposition: attachment), not a JSON envelope.
    response: z.any(),
    envelope: 'data',
    access,
  });

export const exportsComptablesEndpoints = {
  exportJournalVentes: fileEndpoint(
    '/api/exports/journal-ventes',
    'Le journal des ventes de la période : une ligne par facture et par avoir émis, HT, TVA par taux, TTC et comptes.',
  ),
  exportReglementsRecus: fileEndpoint(
    '/api/exports/reglements',
    'Les règlements reçus pendant la période, avec leur total par mode de paiement.',
  ),
  exportVariablesPaie: fileEndpoint(
    '/api/exports/variables-paie',
    'Les variables de paie par agent et par mois : heures (semaine, dimanche, férié, nuit), trajets, congés et absences, interventions.',
  ),
} satisfies Record<string, EndpointDef>;
