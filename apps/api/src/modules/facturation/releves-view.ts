import type { Access, Releve, ReleveLigne } from '@maisonnee/contract';
import { checkReleveLigneChangeable, formatInterventionDate, formatMonth } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { billingInterventionsByIds, type DoneIntervention } from '../planning/billing.service.ts';
import * as q from './releves.queries.ts';
import { monthBounds, parisInstant, syncMonth } from './releves.service.ts';

/*
 * The monthly timesheet as the contract returns it (docs/releves.md), and what the operations on
 * its lines share: the line of a caller, frozen once invoiced.
 */

type Conn = Db | Tx;

export async function toLigneDtos(db: Conn, rows: q.ReleveRow[]): Promise<ReleveLigne[]> {
  const ids = rows.map((row) => row.intervention_id);
  const [interventions, invoiced] = await Promise.all([
    billingInterventionsByIds(db, ids),
    q.facturesOfInterventions(db, ids),
  ]);
  return rows
    .map((row) => toLigneDto(row, interventions.get(row.intervention_id), invoiced))
    .sort((a, b) => a.debut_prevu.localeCompare(b.debut_prevu) || a.id - b.id);
}

function toLigneDto(
  row: q.ReleveRow,
  intervention: DoneIntervention | undefined,
  invoiced: Map<number, q.InvoiceOfLine>,
): ReleveLigne {
  const debut = intervention?.dateDebut ?? monthBounds(row.periode).from;
  const fin = intervention?.dateFin ?? debut;
  return {
    id: row.id,
    client_id: row.client_id,
    intervention_id: row.intervention_id,
    mission_id: row.mission_id,
    date: debut.toISOString().slice(0, 10),
    debut_prevu: debut.toISOString(),
    fin_prevue: fin.toISOString(),
    pointage_debut_at: intervention?.pointageDebutAt?.toISOString() ?? null,
    pointage_fin_at: intervention?.pointageFinAt?.toISOString() ?? null,
    agent_nom: intervention?.agentNom ?? null,
    skill_id: intervention?.skillId ?? null,
    minutes_prevues: row.minutes_prevues,
    minutes_realisees: row.minutes_realisees,
    minutes_retenues: row.minutes_retenues,
    depassement_minutes: Math.max(0, row.minutes_realisees - row.minutes_prevues),
    motif_ecourtee: intervention?.motifDepart ?? null,
    statut: row.statut,
    motif_contestation: row.motif_contestation,
    note_agence: row.note_agence,
    date_limite: row.date_limite.toISOString(),
    repondu_at: row.repondu_at?.toISOString() ?? null,
    facture_id: invoiced.get(row.intervention_id)?.factureId ?? null,
  };
}

/** One line as the contract returns it. */
export async function ligneDto(db: Conn, row: q.ReleveRow): Promise<ReleveLigne> {
  return (await toLigneDtos(db, [row]))[0]!;
}

/** The intervention of a line (its times and agent), if planning still has it. */
export async function interventionOf(conn: Conn, row: q.ReleveRow) {
  return (await billingInterventionsByIds(conn, [row.intervention_id])).get(row.intervention_id);
}

/** A client's month brought up to date, with its lines, its extra hours and its counts. */
export async function releveOf(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  clientId: number,
  periode: string,
  at: Date,
): Promise<Releve> {
  const { db } = deps;
  await syncMonth(deps, periode, at, clientId);
  const rows = await q.linesOfMonth(db, clientId, periode);
  const { from, to } = monthBounds(periode);
  const [lignes, depassements] = await Promise.all([
    toLigneDtos(db, rows),
    q.depassementsOfClient(db, clientId, parisInstant(from), parisInstant(to)),
  ]);
  const deadlines = rows.map((row) => row.date_limite.getTime());
  return {
    client_id: clientId,
    periode,
    date_limite: deadlines.length ? new Date(Math.max(...deadlines)).toISOString() : null,
    lignes,
    depassements: depassements.map((d) => ({
      id: d.id,
      mission_id: d.mission_id,
      nb_heures: d.nb_heures,
      commentaire: d.commentaire,
      created_at: d.created_at.toISOString(),
    })),
    minutes_realisees: rows.reduce((sum, row) => sum + row.minutes_realisees, 0),
    nb_a_confirmer: rows.filter((row) => row.statut === 'a_confirmer').length,
    nb_contestees: rows.filter((row) => row.statut === 'conteste').length,
  };
}

/** A line, 404 when missing, then the caller's check (403 when not the client's). */
export async function ownedLine(db: Db, auth: AuthContext, id: number, access: Access) {
  const row = await q.findLine(db, id);
  if (!row) throw notFound('Ligne de relevé introuvable.');
  assertCaller(auth, access, { clientId: row.client_id });
  return row;
}

/** The line is on an issued invoice (not a draft, not cancelled): it cannot change any more. */
export async function assertNotInvoiced(db: Conn, row: q.ReleveRow) {
  const invoiced = await q.facturesOfInterventions(db, [row.intervention_id]);
  assertAllowed(checkReleveLigneChangeable(invoiced.get(row.intervention_id)));
}

/** When the intervention of a line took place, as the texts say it. */
export const quand = (intervention: DoneIntervention | undefined, row: q.ReleveRow) =>
  intervention
    ? formatInterventionDate(intervention.dateDebut, intervention.dateFin)
    : formatMonth(row.periode);
