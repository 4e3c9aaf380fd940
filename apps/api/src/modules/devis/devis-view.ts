import type { Access, Devis as DevisDto } from '@maisonnee/contract';
import {
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  agencyWallClock,
  DEFAULT_STAFFING_LEAD_HOURS,
  effectiveDevisStatut,
  firstVisitStart,
  isFrequenceType,
  mutuelleCoverage,
  splitTTCPerLine,
  staffingRisk,
  TAX_CREDIT_RATE,
  type DevisState,
  type SkillId,
} from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, isBackOffice, type AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import { findClientRecord } from '../clients/client-records.service.ts';
import { mutuelleNames } from '../clients/mutuelles.service.ts';
import * as q from './devis.queries.ts';

/*
 * A quote (devis) as both halves of the module read it: the quotes service (create, list,
 * delete) and the signature service (sign, send, paper copy). Loading checks the caller's access.
 */

/** Storage bucket of quote PDFs, unsigned and signed. */
/** Where quote PDFs are stored: the bucket of their document type. */
export const DEVIS_BUCKET = DOCUMENT_TYPE_BUCKETS[DOCUMENT_TYPE.DEVIS];
/** Quotes composed by the back office carry this reference prefix (`is_libre`). */
export const LIBRE_PREFIX = 'DEVL';
/** A quote sent for signature can be signed for 30 days. */
export const VALIDITY_DAYS = 30;
export const DAY_MS = 86_400_000;

export const roundCents = (amount: number) => Math.round(amount * 100) / 100;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** What the quote rules of the domain read from a row. */
export const devisState = (row: q.DevisRow): DevisState => ({
  statut: row.statut,
  expiresAt: row.expires_at,
});

export const clientName = (client: {
  civilite: string | null;
  nom: string;
  prenom: string | null;
}) => [client.civilite, client.prenom, client.nom].filter(Boolean).join(' ');

/** The insurer's share of a quote made for a mission a mutuelle pays for, as the DTO shows it. */
function priseEnCharge(
  row: q.DevisRow,
  mutuelleNom: string | undefined,
): DevisDto['prise_en_charge_mutuelle'] {
  if (row.mutuelle_id === null || row.heures_mutuelle_restantes === null) return null;
  const coverage = mutuelleCoverage({
    heuresRestantes: row.heures_mutuelle_restantes,
    heuresDevis: row.nb_heures + row.nb_heures_weekend,
    montantTTC: row.total_ttc,
    recurring: !row.is_ponctuel,
  });
  return {
    mutuelle: { id: row.mutuelle_id, nom: mutuelleNom ?? 'Mutuelle' },
    heures_restantes: coverage.heuresRestantes,
    heures_couvertes: coverage.heuresCouvertes,
    heures_client: coverage.heuresClient,
    montant_mutuelle_ttc: coverage.montantMutuelleTTC,
    montant_client_ttc: coverage.montantClientTTC,
    semaines_couvertes: coverage.semainesCouvertes,
  };
}

/**
 * The quote as the API answers it, its status as of `now` (a window passed reads `expire`).
 * `mutuelles` names the insurers of the quotes that have one.
 */
/**
 * When the quote's first visit starts within the lead time (issue 22, point 7): a quote still to
 * sign, or a signed one whose first visit has not begun; null otherwise.
 */
export function demarrageProche(
  row: q.DevisRow,
  lines: q.DevisDetailWithHoraires[],
  now: Date,
  leadHours: number,
): DevisDto['demarrage_proche'] {
  if (!row.date_debut) return null;
  const statut = effectiveDevisStatut(devisState(row), now);
  if (statut !== 'brouillon' && statut !== 'en_attente_signature' && statut !== 'signe')
    return null;
  const first = firstVisitStart(
    {
      is_ponctuel: row.is_ponctuel,
      date_debut: row.date_debut,
      date_fin: row.date_fin,
      slots: lines.flatMap((line) => line.horaires),
    },
    now,
  );
  const risk = staffingRisk(first, now, leadHours);
  if (!risk) return null;
  if (statut === 'signe' && risk.premiere_intervention <= agencyWallClock(now)) return null;
  return {
    premiere_intervention: risk.premiere_intervention.toISOString(),
    delai_heures: risk.delai_heures,
  };
}

export function toDevisDto(
  row: q.DevisRow,
  lines: q.DevisDetailWithHoraires[],
  now: Date,
  mutuelles: ReadonlyMap<number, string> = new Map(),
  leadHours: number = DEFAULT_STAFFING_LEAD_HOURS,
): DevisDto {
  // Each line at its own service's VAT rate (a quote may mix 5.5 % and 10 % services).
  const { ht, tva } = splitTTCPerLine(
    row.total_ttc,
    lines.map((line) => ({ montantTTC: line.total_ttc, skillId: line.client_besoin_skill_id })),
    row.client_besoin_skill_id,
  );
  const prise = priseEnCharge(row, row.mutuelle_id ? mutuelles.get(row.mutuelle_id) : undefined);
  // The tax credit applies only to what the household pays itself (not the insurer's share).
  const paidByClient = prise ? prise.montant_client_ttc : row.total_ttc;
  const credit = roundCents(paidByClient * TAX_CREDIT_RATE);
  const mensuel = row.total_mensuel_ttc ?? null;
  const mensuelClient =
    mensuel === null || !prise || row.total_ttc === 0
      ? mensuel
      : roundCents((mensuel * prise.montant_client_ttc) / row.total_ttc);
  const frequenceType = !row.is_ponctuel && isFrequenceType(row.frequence) ? row.frequence : null;
  const dayOf = row.is_ponctuel && row.date_debut ? isoDay(row.date_debut) : null;
  return {
    id: row.id,
    client_id: row.client_id,
    reference: row.reference,
    statut: effectiveDevisStatut(devisState(row), now),
    is_libre: row.reference.startsWith(`${LIBRE_PREFIX}-`),
    mission_id: row.mission_id,
    mutuelle_id: row.mutuelle_id,
    prise_en_charge_mutuelle: prise,
    // A real instant: the Paris day it was sent (or created).
    date_emission: agencyWallClock(row.sent_at ?? row.created_at)
      .toISOString()
      .slice(0, 10),
    date_validite: row.expires_at ? isoDay(row.expires_at) : null,
    montant_ht: ht,
    montant_tva: tva,
    montant_ttc: row.total_ttc,
    montant_mensuel_ttc: mensuel,
    reste_a_charge_ttc: roundCents(paidByClient - credit),
    reste_a_charge_mensuel_ttc:
      mensuelClient === null
        ? null
        : roundCents(mensuelClient - roundCents(mensuelClient * TAX_CREDIT_RATE)),
    commentaire: row.description,
    signed_at: row.signed_at ? row.signed_at.toISOString() : null,
    signataire: row.signer_name,
    filename_signe: row.signed_filename,
    demarrage_proche: demarrageProche(row, lines, now, leadHours),
    devis_details: lines.map((line) => ({
      id: line.id,
      devis_id: line.devis_id,
      client_besoin_skill_id: (line.client_besoin_skill_id ??
        row.client_besoin_skill_id) as SkillId,
      libelle: line.label,
      is_ponctuel: row.is_ponctuel,
      frequence_type: frequenceType,
      date_debut: row.date_debut ? isoDay(row.date_debut) : null,
      date_fin: row.date_fin ? isoDay(row.date_fin) : null,
      nb_heures: line.nb_heures,
      nb_heures_weekend: line.nb_heures_weekend,
      prix_horaire_ttc: line.prix_horaire_ttc,
      prix_horaire_weekend_ttc: line.prix_horaire_weekend_ttc ?? line.prix_horaire_ttc,
      montant_ttc: line.total_ttc,
      description: row.description,
      devis_detail_horaires: line.horaires.map((h) => ({
        id: h.id,
        devis_detail_id: h.devis_detail_id,
        day: h.day,
        date: dayOf,
        time_debut: h.time_debut,
        time_fin: h.time_fin,
      })),
    })),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Reads quotes for a caller: loading with the access check, and the DTOs with their lines. */
export function createDevisReader({
  db,
  now,
  config,
}: {
  db: Db;
  now: () => Date;
  config: AppConfig;
}) {
  /** The agency's lead time (`delai_reservation_heures`) as it is at the time of the read. */
  const leadHoursOf = async (conn: Db | Tx) =>
    (await readAgencySettings(conn, config)).rules.delai_reservation_heures;
  return {
    effectiveStatut: (row: q.DevisRow) => effectiveDevisStatut(devisState(row), now()),

    async dtoOf(row: q.DevisRow, conn: Db | Tx = db): Promise<DevisDto> {
      const lines = await q.findDevisLines(conn, [row.id]);
      const mutuelles = await mutuelleNames(conn, row.mutuelle_id ? [row.mutuelle_id] : []);
      const leadHours = await leadHoursOf(conn);
      return toDevisDto(row, lines.get(row.id) ?? [], now(), mutuelles, leadHours);
    },

    async dtosOf(rows: q.DevisRow[]): Promise<DevisDto[]> {
      const lines = await q.findDevisLines(
        db,
        rows.map((row) => row.id),
      );
      const mutuelles = await mutuelleNames(db, [
        ...new Set(rows.flatMap((row) => (row.mutuelle_id ? [row.mutuelle_id] : []))),
      ]);
      const leadHours = await leadHoursOf(db);
      return rows.map((row) =>
        toDevisDto(row, lines.get(row.id) ?? [], now(), mutuelles, leadHours),
      );
    },

    /** The quote, after the ownership check; customers never see drafts or deleted quotes. */
    async loadForCaller(auth: AuthContext, id: number, access: Access) {
      const row = await q.findDevisById(db, id);
      if (!row || row.deleted_at) throw notFound('Devis introuvable.');
      assertOwns(auth, access, { clientId: row.client_id });
      if (row.statut === 'brouillon' && !isBackOffice(auth)) throw notFound('Devis introuvable.');
      return row;
    },

    async requireClient(clientId: number, conn: Db | Tx = db) {
      const client = await findClientRecord(conn, clientId);
      if (!client) throw notFound('Client introuvable.');
      return client;
    },
  };
}

export type DevisReader = ReturnType<typeof createDevisReader>;
