import type { AvanceDemande } from '@maisonnee/contract';
import {
  avanceLignes,
  avancePartage,
  toParisIsoDate,
  urssafStatutIssue,
  urssafStatutLabel,
  verifierDemandePaiement,
  type AvanceLigneFacture,
  type UrssafDemandePaiement,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { refusal } from '../../lib/app-error.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as q from './avance.queries.ts';
import { urssafOf, UrssafError } from './avance-urssaf.ts';

/*
 * One URSSAF payment request per invoice of a registered family (docs/avance-immediate.md). The
 * invoicing module hands its invoice through `AvanceFacture` (this module never reads its
 * tables): before issuing, URSSAF's invoice rules are checked; once issued, the request is built
 * from the lines (one per activity and price), checked, stored and sent. A transmission that fails
 * for a passing reason is sent again by the follow-up job.
 */

type Conn = Db | Tx;

/** An invoice as the advance reads it (euros, as invoicing stores them). */
export interface AvanceFacture {
  id: number;
  client_id: number;
  numero: string | null;
  type: 'client' | 'mutuelle';
  nature: 'facture' | 'avoir';
  date_debut: string;
  date_fin: string;
  montant_ttc: number;
  montant_ht: number;
  lignes: AvanceLigneFacture[];
}

const cents = (euros: number) => Math.round(euros * 100);
const PENDING_LABEL = 'Transmission à l’URSSAF en attente';

/**
 * Whether the advance may concern an invoice at all (URSSAF configured, the client's own invoice,
 * not a credit note), without reading anything: the invoicing module asks before loading lines.
 */
export function avanceApplies(
  deps: Pick<ModuleDeps, 'config'>,
  facture: Pick<AvanceFacture, 'type' | 'nature'>,
): boolean {
  return deps.config.urssaf !== null && facture.type === 'client' && facture.nature === 'facture';
}

/** The registered family's URSSAF client id, or null when the advance does not apply. */
async function registeredClient(deps: ModuleDeps, conn: Conn, facture: AvanceFacture) {
  if (!avanceApplies(deps, facture) || !urssafOf(deps.config)) return null;
  const inscription = await q.findInscription(conn, facture.client_id);
  return inscription?.statut === 'inscrite' ? inscription : null;
}

/** The request of an invoice, or the French reasons it cannot be one. */
async function buildDemande(
  deps: ModuleDeps,
  conn: Conn,
  facture: AvanceFacture,
  inscription: q.InscriptionRow,
  dateFacture: string,
): Promise<{ demande: UrssafDemandePaiement | null; problemes: string[] }> {
  const { identity } = await readAgencySettings(conn, deps.config);
  const { lignes, problemes } = avanceLignes(facture.lignes, identity.numero_sap || null);
  if (problemes.length > 0) return { demande: null, problemes };
  const demande: UrssafDemandePaiement = {
    idClient: inscription.id_client_urssaf!,
    dateNaissanceClient: inscription.date_naissance,
    numFactureTiers: facture.numero ?? `BROUILLON-${facture.id}`,
    dateFacture,
    dateDebutEmploi: facture.date_debut,
    dateFinEmploi: facture.date_fin,
    mntFactureTTC: cents(facture.montant_ttc),
    mntFactureHT: cents(facture.montant_ht),
    inputPrestations: lignes,
  };
  const checks = verifierDemandePaiement(demande);
  return checks.length > 0
    ? { demande: null, problemes: checks.map((p) => p.message) }
    : { demande, problemes: [] };
}

/**
 * URSSAF's invoice rules, before a registered family's invoice is issued: no negative or discount
 * line, a service on each line, one calendar month, totals equal to the lines. Refuses with
 * AVANCE_FACTURE_NON_CONFORME; does nothing when the advance does not apply.
 */
export async function assertFactureConformeAvance(
  deps: ModuleDeps,
  conn: Conn,
  facture: AvanceFacture,
): Promise<void> {
  const inscription = await registeredClient(deps, conn, facture);
  if (!inscription) return;
  const today = toParisIsoDate(deps.now());
  const dateFacture = today < facture.date_fin ? facture.date_fin : today;
  const { problemes } = await buildDemande(deps, conn, facture, inscription, dateFacture);
  if (problemes.length > 0)
    throw refusal(
      'AVANCE_FACTURE_NON_CONFORME',
      `Cette facture ne respecte pas les règles de l'avance immédiate : ${problemes.join(' ')}`,
    );
}

/** Sends a stored request to URSSAF and records its answer (or why it could not be sent). */
export async function transmettreDemande(
  deps: ModuleDeps,
  row: q.DemandeRow,
): Promise<q.DemandeRow> {
  const urssaf = urssafOf(deps.config);
  if (!urssaf || row.id_demande_paiement) return row;
  try {
    const sent = await urssaf.transmettreDemandePaiement(
      row.donnees as unknown as UrssafDemandePaiement,
    );
    return (
      (await q.updateDemande(deps.db, row.id, {
        id_demande_paiement: sent.idDemandePaiement,
        statut_code: sent.statut.code,
        transmission_erreur: null,
        // Sent: the claim that kept the job from sending it too is over, and the job's next run
        // asks URSSAF what became of it (not POLL_INTERVAL_MS after the claim).
        polled_at: null,
      })) ?? row
    );
  } catch (error) {
    if (!(error instanceof UrssafError)) throw error;
    deps.log.warn({ kind: error.kind, factureId: row.facture_id }, 'demande URSSAF non transmise');
    return (
      (await q.updateDemande(deps.db, row.id, {
        transmission_erreur: error.message,
        // A refusal of the data is for the agency (cockpit task by the job); a passing failure
        // is sent again by the job.
        rejet_code: error.kind === 'refus' ? (error.codes[0] ?? 'REFUS') : null,
        rejet_commentaire: error.kind === 'refus' ? error.message : null,
      })) ?? row
    );
  }
}

/**
 * Once a registered family's invoice is issued: its request stored (once per invoice) and sent.
 * Returns true when the invoice goes through URSSAF (the family is not charged directly).
 */
export async function demanderAvance(deps: ModuleDeps, facture: AvanceFacture): Promise<boolean> {
  const inscription = await registeredClient(deps, deps.db, facture);
  if (!inscription) return false;
  const { demande, problemes } = await buildDemande(
    deps,
    deps.db,
    facture,
    inscription,
    toParisIsoDate(deps.now()),
  );
  if (!demande) {
    // Checked before issuing: only a change in between (agency settings) can bring this.
    deps.log.error({ factureId: facture.id, problemes }, 'demande URSSAF impossible à construire');
    return false;
  }
  const ttc = cents(facture.montant_ttc);
  const row = await q.insertDemande(deps.db, {
    facture_id: facture.id,
    client_id: facture.client_id,
    montant_ttc_centimes: ttc,
    montant_ht_centimes: cents(facture.montant_ht),
    avance_centimes: avancePartage(ttc).avance_centimes,
    donnees: demande as unknown as Record<string, unknown>,
    // Claimed by this call while it sends the request: the follow-up job leaves it alone
    // meanwhile (never two transmissions of one invoice); once sent, the claim is released.
    polled_at: deps.now(),
  });
  if (row) await transmettreDemande(deps, row);
  return true;
}

export function demandeDto(row: q.DemandeRow): AvanceDemande {
  const { part_famille_centimes } = avancePartage(row.montant_ttc_centimes);
  return {
    facture_id: row.facture_id,
    client_id: row.client_id,
    id_demande_paiement: row.id_demande_paiement,
    statut_code: row.statut_code,
    statut_libelle: row.statut_code
      ? urssafStatutLabel(row.statut_code)
      : row.rejet_code
        ? 'Refusée par l’URSSAF à la transmission'
        : PENDING_LABEL,
    montant_ttc_centimes: row.montant_ttc_centimes,
    avance_centimes: row.avance_centimes,
    part_famille_centimes,
    transmission_erreur: row.transmission_erreur,
    rejet_code: row.rejet_code,
    rejet_commentaire: row.rejet_commentaire,
    virement_centimes: row.virement_centimes,
    virement_date: row.virement_date,
    polled_at: row.polled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** The request of an invoice, for its screens (access checked by the caller). */
export async function demandeOfFacture(conn: Conn, factureId: number) {
  const row = await q.findDemandeOfFacture(conn, factureId);
  return row ? demandeDto(row) : null;
}

/**
 * True while URSSAF pays the invoice (its request waits to be sent, is under way or paid): the
 * family does not pay it online meanwhile. After a refusal (40, 60, or at transmission) or a
 * cancellation, the invoice is the family's to pay again.
 */
export async function factureRegleeParUrssaf(conn: Conn, factureId: number): Promise<boolean> {
  const row = await q.findDemandeOfFacture(conn, factureId);
  if (!row || row.rejet_code !== null) return false;
  return (
    row.statut_code === null ||
    (urssafStatutIssue(row.statut_code) !== 'echec' &&
      urssafStatutIssue(row.statut_code) !== 'annulee')
  );
}

/**
 * What URSSAF advanced (the tax credit) on each invoice it paid, cents: the yearly tax
 * certificate counts only what the family paid itself.
 */
export const avanceParFacture = (conn: Conn, factureIds: readonly number[]) =>
  q.avanceOfFactures(conn, factureIds);
