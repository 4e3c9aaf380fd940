import type { Access, attestationFiscaleSchema } from '@maisonnee/contract';
import { DOCUMENT_TYPE, DOCUMENT_TYPE_BUCKETS, toParisIsoDate } from '@maisonnee/domain';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { readLogo } from '../../lib/pdf-agency.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import { avanceParFacture } from '../avance/avance-demandes.service.ts';
import { findClientRecord } from '../clients/client-records.service.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { z } from 'zod';
import { renderAttestationPdf } from './attestations-pdf.ts';
import * as q from './attestations.queries.ts';

/*
 * Yearly tax certificates (docs/attestations-fiscales.md, article D. 7233-1 du code du travail):
 * per client and past year, what the client paid on its own invoices (the insurer's excluded,
 * and URSSAF's immediate advance too: only the family's own share),
 * less the credit notes refunded in the year, the hours of those invoices and who worked them.
 * The PDF is stored by the documents module (type 7, bucket factures); generating again replaces
 * the figures and the file.
 */

type Deps = Pick<ModuleDeps, 'db' | 'config' | 'storage' | 'now'> &
  Partial<Pick<ModuleDeps, 'log'>>;

type AttestationFiscale = z.infer<typeof attestationFiscaleSchema>;

const BUCKET = DOCUMENT_TYPE_BUCKETS[DOCUMENT_TYPE.FACTURE];

/** The calendar year of an instant on the Paris clock. */
export const parisYear = (at: Date) => Number(toParisIsoDate(at).slice(0, 4));

const toCents = (euros: number) => Math.round(euros * 100);

export function toAttestationDto(row: q.AttestationRow): AttestationFiscale {
  return {
    id: row.id,
    client_id: row.clientId,
    annee: row.annee,
    montant_ttc: row.montantTtc,
    heures: Math.round((row.minutes / 60) * 100) / 100,
    filename: row.filename,
    created_at: row.createdAt.toISOString(),
  };
}

/** The figures of a client's year: amount paid net of refunds, minutes, per agent, per invoice. */
export interface AttestationFigures {
  montantTtc: number;
  minutes: number;
  intervenants: { nom: string; minutes: number }[];
  factures: { numero: string; payeLe: string; montant: number }[];
  /** False when nothing at all was paid or refunded in the year. */
  anyPayment: boolean;
}

export function createAttestationsService(deps: Deps) {
  const { db, config, now } = deps;
  const documents = createDocumentsService({ db, storage: deps.storage, now });

  async function figures(clientId: number, annee: number): Promise<AttestationFigures> {
    const paid = await q.selectPaidOfYear(db, clientId, annee);
    // URSSAF's immediate advance is a tax credit already received, not paid by the family
    // (docs/avance-immediate.md): only the family's own share counts.
    const avances = await avanceParFacture(
      db,
      paid.map((row) => row.id),
    );
    let cents = 0;
    const sign = new Map<number, 1 | -1>();
    const lines: AttestationFigures['factures'] = [];
    for (const row of paid) {
      // A credit note's refund counts against the year it was paid back in.
      const s = row.nature === 'avoir' ? -1 : 1;
      sign.set(row.id, s);
      const own = Math.max(0, toCents(Math.abs(row.montantPaye)) - (avances.get(row.id) ?? 0));
      const amount = s * own;
      cents += amount;
      lines.push({
        numero: row.numero ?? `#${row.id}`,
        payeLe: toParisIsoDate(row.paidAt!),
        montant: amount / 100,
      });
    }
    const perAgent = new Map<string, { nom: string; minutes: number }>();
    let minutes = 0;
    for (const row of await q.selectMinutesByAgent(db, [...sign.keys()])) {
      const m = sign.get(row.factureId)! * Math.abs(row.minutes);
      minutes += m;
      const key = row.candidatId != null ? `c${row.candidatId}` : `n${row.agentNom ?? ''}`;
      const agent = perAgent.get(key) ?? { nom: row.agentNom ?? 'Intervenant', minutes: 0 };
      agent.minutes += m;
      perAgent.set(key, agent);
    }
    return {
      // Refunds of an earlier year's payments cannot make the year's amount negative.
      montantTtc: Math.max(0, cents) / 100,
      minutes: Math.max(0, minutes),
      intervenants: [...perAgent.values()]
        .filter((agent) => agent.minutes > 0)
        .sort((a, b) => a.nom.localeCompare(b.nom, 'fr')),
      factures: lines,
      anyPayment: paid.length > 0,
    };
  }

  /** Draws up (or again) the certificate of a client and past year; no access check here. */
  async function generate(clientId: number, annee: number) {
    const client = await findClientRecord(db, clientId);
    if (!client) throw notFound('Client introuvable.');
    const figs = await figures(clientId, annee);
    if (!figs.anyPayment) {
      throw refusal(
        'NO_PAYMENT_IN_YEAR',
        `Aucune facture n'a été payée en ${annee} : il n'y a pas d'attestation fiscale à établir pour cette année.`,
      );
    }
    if (toCents(figs.montantTtc) <= 0) {
      throw refusal(
        'NOTHING_TO_CERTIFY',
        `Les paiements de ${annee} ne laissent rien à la charge du client (avance immédiate, avoirs) : il n'y a pas d'attestation fiscale à établir.`,
      );
    }
    const nom = [client.civilite, client.prenom, client.nom].filter(Boolean).join(' ');
    const adresse =
      [client.adresse, [client.codep, client.ville].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ') || null;
    // The agency as it is named the day the certificate is drawn up (module agence).
    const { identity } = await readAgencySettings(db, config);
    const bytes = await renderAttestationPdf({
      annee,
      agency: identity,
      logo: await readLogo(deps.storage, identity.logo_path, deps.log),
      client: { nom, adresse },
      montantTtc: figs.montantTtc,
      minutes: figs.minutes,
      intervenants: figs.intervenants,
      factures: figs.factures,
      etablieLe: toParisIsoDate(now()),
    });
    const previous = await q.findAttestation(db, clientId, annee);
    const { result } = await documents.replaceGenerated(
      {
        bytes,
        mimeType: 'application/pdf',
        ext: 'pdf',
        documentTypeId: DOCUMENT_TYPE.FACTURE,
        bucket: BUCKET,
        namePrefix: `attestation-fiscale-${annee}-${clientId}`,
        originalName: `Attestation fiscale ${annee}.pdf`,
        owner: { clientId },
        uploadedByUserId: null,
        libelle: `Attestation fiscale ${annee}`,
        dateDocument: `${annee}-12-31`,
      },
      previous ? { bucket: BUCKET, filename: previous.filename } : null,
      (tx, document) =>
        q.upsertAttestation(
          tx,
          {
            clientId,
            annee,
            montantTtc: figs.montantTtc,
            minutes: figs.minutes,
            filename: document.filename,
          },
          now(),
        ),
    );
    return result;
  }

  return {
    figures,
    generate,

    /** `listAttestationsFiscales`: a client's certificates, latest year first. */
    async list(auth: AuthContext, clientId: number, access: Access) {
      assertOwns(auth, access, { clientId });
      if (!(await findClientRecord(db, clientId))) throw notFound('Client introuvable.');
      return (await q.selectAttestations(db, clientId)).map(toAttestationDto);
    },

    /** `genererAttestationFiscale`: only a year already over; a client only its own. */
    async generer(auth: AuthContext, input: { client_id: number; annee: number }, access: Access) {
      assertOwns(auth, access, { clientId: input.client_id });
      const current = parisYear(now());
      if (input.annee >= current) {
        throw refusal(
          'ATTESTATION_YEAR_NOT_OVER',
          `L'attestation fiscale de ${input.annee} ne peut être établie qu'une fois l'année terminée : elle porte sur les sommes payées pendant toute l'année.`,
        );
      }
      return toAttestationDto(await generate(input.client_id, input.annee));
    },

    /** Clients who paid in the year and have no certificate for it yet. */
    clientsToCertify(annee: number) {
      return q.selectClientsToCertify(db, annee);
    },
  };
}

export type AttestationsService = ReturnType<typeof createAttestationsService>;
