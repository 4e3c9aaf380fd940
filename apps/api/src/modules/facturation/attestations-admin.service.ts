import {
  ATTESTATIONS_LOT,
  type Access,
  type AttestationAdminItem,
  type AttestationEtat,
  type AttestationsGeneration,
  type SansAttestationItem,
} from '@maisonnee/contract';
import {
  ATTESTATION_SANS_MOTIF_LABELS,
  ATTESTATION_SANS_MOTIFS,
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  attestationSansMotif,
  eurosToCents,
  lastCertifiableYear,
  type AttestationSansMotif,
} from '@maisonnee/domain';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { euros } from '../../lib/pdf-writer.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import { clientBillingParty, invoiceRecipientEmails } from '../clients/clients-billing.service.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as qa from './attestations-admin.queries.ts';
import { findAttestation } from './attestations.queries.ts';
import { createAttestationsService, parisYear } from './attestations.service.ts';

/*
 * The yearly tax certificates in the back office (issue 28 point 5, docs/facturation.md
 * « Attestations fiscales au back-office »): a year's certificates drawn up for every client who
 * paid, in lots the screen calls one after the other (each lot answers in a few seconds, so a
 * request never outlives its proxy), a certificate already there left as it is; the year's list;
 * a certificate mailed again; the clients of the year without one and why. The figures and the
 * PDF are those of attestations.service.ts.
 */

const BUCKET = DOCUMENT_TYPE_BUCKETS[DOCUMENT_TYPE.FACTURE];

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const toItem = (row: qa.AttestationAdminRow): AttestationAdminItem => ({
  id: row.id,
  client_id: row.clientId,
  client_nom: row.clientNom,
  annee: row.annee,
  montant_centimes: eurosToCents(row.montantTtc),
  heures: hours(row.minutes),
  filename: row.filename,
  created_at: row.createdAt.toISOString(),
  envoyee_at: row.envoyeeAt?.toISOString() ?? null,
});

const countsOf = (motifs: AttestationSansMotif[]) =>
  ATTESTATION_SANS_MOTIFS.map((motif) => ({
    motif,
    label: ATTESTATION_SANS_MOTIF_LABELS[motif],
    nb: motifs.filter((m) => m === motif).length,
  })).filter((count) => count.nb > 0);

const pageOf = (query: { page: number; limit: number }) => ({
  offset: (query.page - 1) * query.limit,
  limit: query.limit,
});

export function createAttestationsAdminService(deps: ModuleDeps) {
  const { db, now } = deps;
  const attestations = createAttestationsService(deps);
  const documents = createDocumentsService(deps);

  /** A certificate covers a whole year (Paris): the current one and later are refused. */
  function assertYearOver(annee: number) {
    if (annee >= parisYear(now())) {
      throw refusal(
        'ATTESTATION_YEAR_NOT_OVER',
        `L'attestation fiscale de ${annee} ne peut être établie qu'une fois l'année terminée : elle porte sur les sommes payées pendant toute l'année.`,
      );
    }
  }

  /** What the client paid itself in the year, cents. */
  async function ownCents(clientId: number, annee: number) {
    return eurosToCents((await attestations.figures(clientId, annee)).montantTtc);
  }

  return {
    /** `genererAttestationsAnnee`: one lot of the year's payers after `apres_id`. */
    async generateYear(
      _auth: AuthContext,
      body: { annee: number; apres_id?: number | undefined },
    ): Promise<AttestationsGeneration> {
      const { annee } = body;
      assertYearOver(annee);
      const after = body.apres_id ?? 0;
      const lot = await qa.selectPayersOfYear(db, annee, after, ATTESTATIONS_LOT);
      let etablies = 0;
      let deja = 0;
      let erreurs = 0;
      const sans: AttestationSansMotif[] = [];
      for (const { clientId, exists } of lot) {
        if (exists) {
          deja += 1;
          continue;
        }
        try {
          if ((await ownCents(clientId, annee)) <= 0) {
            sans.push('rien_a_declarer');
            continue;
          }
          await attestations.generate(clientId, annee);
          etablies += 1;
        } catch (error) {
          // A race with another run (the unique index) or a storage failure: counted, logged,
          // and left for the next run.
          if (await findAttestation(db, clientId, annee)) deja += 1;
          else {
            erreurs += 1;
            deps.log.error({ err: error, clientId, annee }, 'attestation fiscale non établie');
          }
        }
      }
      const last = lot.at(-1)?.clientId ?? null;
      const restantes = last === null ? 0 : await qa.countPayersOfYear(db, annee, last);
      if (restantes === 0) {
        // The last lot: the year's clients who paid nothing of their own, and why.
        for (const row of await qa.selectNonPayersOfYear(db, annee)) {
          sans.push(attestationSansMotif({ ownPaid: 0, ownCents: 0, ...row })!);
        }
      }
      return {
        annee,
        etablies,
        deja_etablies: deja,
        sans: countsOf(sans),
        erreurs,
        restantes,
        apres_id: last ?? (after || null),
        total: await qa.countPayersOfYear(db, annee),
      };
    },

    /** `listAttestationsAnnee`: one page of the year's certificates. */
    async list(_auth: AuthContext, query: { annee: number; page: number; limit: number }) {
      const { rows, total } = await qa.selectAttestationsOfYear(db, query.annee, pageOf(query));
      return { items: rows.map(toItem), page: query.page, limit: query.limit, total };
    },

    /** `listSansAttestation`: one page of the year's clients without a certificate, and why. */
    async sans(_auth: AuthContext, query: { annee: number; page: number; limit: number }) {
      const { rows, total } = await qa.selectSansAttestation(db, query.annee, pageOf(query));
      const items: SansAttestationItem[] = [];
      for (const row of rows) {
        const cents = row.ownPaid > 0 ? await ownCents(row.clientId, query.annee) : null;
        const motif = attestationSansMotif({ ...row, ownCents: cents }) ?? 'a_etablir';
        items.push({
          client_id: row.clientId,
          client_nom: row.clientNom,
          motif,
          motif_label: ATTESTATION_SANS_MOTIF_LABELS[motif],
        });
      }
      return { items, page: query.page, limit: query.limit, total };
    },

    /** `envoyerAttestationFiscale`: the PDF mailed to the client and its invoice recipients. */
    async envoyer(_auth: AuthContext, body: { id: number }): Promise<AttestationAdminItem> {
      const row = await qa.findAttestationById(db, body.id);
      if (!row) throw notFound('Attestation fiscale introuvable.');
      const client = await clientBillingParty(db, row.clientId);
      const recipients = [
        ...new Set(
          [
            ...(client?.email ? [client.email] : []),
            ...(await invoiceRecipientEmails(db, row.clientId)),
          ].map((e) => e.trim().toLowerCase()),
        ),
      ];
      if (recipients.length === 0) {
        throw refusal(
          'ATTESTATION_WITHOUT_RECIPIENT',
          "Ce client n'a pas d'adresse e-mail : l'attestation ne peut pas lui être envoyée.",
        );
      }
      const bytes = await documents.read({ bucket: BUCKET, filename: row.filename });
      if (!bytes) {
        throw refusal(
          'FACTURE_PDF_MISSING',
          'Le PDF de cette attestation est introuvable : établissez-la de nouveau.',
        );
      }
      const { identity } = await readAgencySettings(db, deps.config);
      for (const to of recipients)
        await deps.mailer.send({
          to,
          subject: `Attestation fiscale ${row.annee} — ${identity.nom}`,
          text:
            `Bonjour,\n\nVeuillez trouver ci-joint votre attestation fiscale pour l'année ${row.annee} : ` +
            `${euros(row.montantTtc)} payés pour des services à la personne, à joindre à votre ` +
            `déclaration de revenus pour le crédit d'impôt.\n\nBien cordialement,\n${identity.nom}`,
          attachments: [
            {
              filename: `Attestation fiscale ${row.annee}.pdf`,
              content: bytes,
              contentType: 'application/pdf',
            },
          ],
        });
      const at = now();
      await qa.markSent(db, row.id, at);
      return toItem({ ...row, envoyeeAt: at });
    },

    /** `getAttestationFiscaleEtat`: may the client draw up its last year's certificate, or why not. */
    async etat(auth: AuthContext, clientId: number, access: Access): Promise<AttestationEtat> {
      assertOwns(auth, access, { clientId });
      const annee = lastCertifiableYear(now());
      const existe = (await findAttestation(db, clientId, annee)) !== undefined;
      const figs = await attestations.figures(clientId, annee);
      if (!figs.anyPayment) {
        return {
          annee,
          existe,
          possible: false,
          raison: `Aucune facture n'a été payée en ${annee} : il n'y a pas d'attestation fiscale à établir pour cette année.`,
        };
      }
      if (eurosToCents(figs.montantTtc) <= 0) {
        return {
          annee,
          existe,
          possible: false,
          raison: `Vos paiements de ${annee} ne laissent rien à votre charge (avance immédiate, avoirs) : il n'y a pas d'attestation fiscale à établir.`,
        };
      }
      return { annee, existe, possible: true, raison: null };
    },
  };
}
