import { endpoints, type Access } from '@maisonnee/contract';
import {
  checkDevisPaperSignable,
  checkDevisSendable,
  checkDevisSignable,
  cockpitTacheCle,
  DOCUMENT_TYPE,
  encryptId,
  firstVisitStart,
  formatInstantDate,
  formatInstantParis,
  formatPlannedDate,
  formatPlannedTime,
  ROLE_GROUPS,
  staffingRisk,
  toParisIsoDate,
} from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isBackOffice, type AuthContext } from '../../lib/access.ts';
import { assertAllowed, notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { readLogo } from '../../lib/pdf-agency.ts';
import { signaturePng } from '../../lib/pdf-signature.ts';
import { euros } from '../../lib/pdf-writer.ts';
import {
  CONDITIONS_VERSION,
  renderDevisPdf,
  sha256Hex,
  signDevisPdf,
  toDevisPdfView,
} from './devis-pdf.ts';
import {
  clientName,
  createDevisReader,
  DAY_MS,
  DEVIS_BUCKET,
  devisState,
  VALIDITY_DAYS,
} from './devis-view.ts';
import * as q from './devis.queries.ts';

/*
 * Signing a quote (devis): the PDF the client reads and signs, the simple electronic signature
 * (consent, typed name or drawn signature) with its audit trail on a signed copy, the link mailed
 * for signature, and a copy signed on paper attached by the back office. Both PDFs are stored
 * through the documents module. States and transitions: docs/devis.md.
 */

export interface DevisServiceDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  config: AppConfig;
  now: () => Date;
  /** Where an unreadable logo is reported (the PDF is drawn without it). */
  log?: { warn: (object: object, message: string) => void };
}

export interface SignBody {
  devis_id: number;
  signature_text: string;
  signature_image?: string | undefined;
  accept_conditions: true;
}

export function createDevisSignatureService(deps: DevisServiceDeps) {
  const { db, mailer, config, now } = deps;
  const reader = createDevisReader(deps);
  const documents = createDocumentsService(deps);
  const planning = createPlanningService(deps);

  /** The agency's identity and logo as they are when the quote is drawn (module agence). */
  async function letterhead(conn: Db | Tx) {
    const { identity } = await readAgencySettings(conn, config);
    return { agency: identity, logo: await readLogo(deps.storage, identity.logo_path, deps.log) };
  }

  /**
   * The unsigned PDF the client reads and signs: generated once, stored with its SHA-256 (the
   * signature certifies exactly these bytes), regenerated only if missing. A PDF listed but gone
   * from storage (a lost disk, a demo seeded before its files were generated) is generated again
   * in place of its document row, so no listed file answers 404 (issue 22, point 12).
   */
  async function ensureUnsignedPdf(
    row: q.DevisRow,
    conn: Db | Tx = db,
  ): Promise<{ row: q.DevisRow; bytes: Uint8Array }> {
    let missing: { bucket: string; filename: string } | null = null;
    if (row.filename) {
      const stored = await documents.read({ bucket: DEVIS_BUCKET, filename: row.filename });
      if (stored && row.unsigned_document_sha256) return { row, bytes: stored };
      if (!stored) missing = { bucket: DEVIS_BUCKET, filename: row.filename };
    }
    // One connection at a time: PGlite has a single one, shared with the open transaction.
    const client = await reader.requireClient(row.client_id, conn);
    const lines = (await q.findDevisLines(conn, [row.id])).get(row.id) ?? [];
    const bytes = await renderDevisPdf(
      toDevisPdfView({
        row,
        dto: await reader.dtoOf(row, conn),
        lines,
        client,
        ...(await letterhead(conn)),
        now: now(),
      }),
    );
    const { result: updated } = await documents.replaceGenerated(
      {
        bytes,
        mimeType: 'application/pdf',
        ext: 'pdf',
        documentTypeId: DOCUMENT_TYPE.DEVIS,
        bucket: DEVIS_BUCKET,
        namePrefix: `devis-${row.reference}`,
        originalName: `Devis ${row.reference}.pdf`,
        owner: { clientId: row.client_id },
        uploadedByUserId: row.created_by_user_id,
      },
      missing,
      (tx, document) =>
        q.updateDevis(tx, row.id, {
          filename: document.filename,
          unsigned_document_sha256: sha256Hex(bytes),
        }),
      conn,
    );
    return { row: updated ?? row, bytes };
  }

  /** Mails the client the link to read and sign the quote; answers the address used. */
  async function mailSignatureLink(row: q.DevisRow): Promise<string> {
    const client = await reader.requireClient(row.client_id);
    const accountEmails = await q.findClientUserEmails(db, row.client_id);
    const to = client.email ?? accountEmails[0]?.email;
    if (!to) {
      throw refusal(
        'CLIENT_WITHOUT_EMAIL',
        "Ce client n'a pas d'adresse e-mail : le devis ne peut pas lui être envoyé.",
      );
    }
    const link = `${config.publicUrl}/documents?devis=${encryptId(row.id, config.idSecret)}`;
    const validite = row.expires_at
      ? ` Il peut être signé jusqu'au ${formatInstantDate(row.expires_at)}.`
      : '';
    // Signed with the agency's name as it is today (module agence).
    const { identity } = await readAgencySettings(db, config);
    await mailer.send({
      to,
      subject: `Votre devis ${row.reference} à signer`,
      text: `Bonjour ${clientName(client)},\n\nVotre devis ${row.reference} (${row.total_ttc.toFixed(2).replace('.', ',')} € TTC) est prêt.${validite}\nLisez-le et signez-le en ligne : ${link}\n\nBien cordialement,\n${identity.nom}`,
    });
    return to;
  }

  /** The sales staff hear of what happens to a signed quote. */
  const notifySales = (tx: Tx, message: Parameters<typeof notify>[2]) =>
    notify(tx, { plannerRoles: ROLE_GROUPS.COMMERCIAL }, message);

  /**
   * What follows a signature, in its transaction: the missions the quote opens (planning creates
   * them; the quote keeps the first) and the agency's notification.
   */
  async function afterSignature(tx: Tx, row: q.DevisRow, signataire: string): Promise<number[]> {
    const lines = (await q.findDevisLines(tx, [row.id])).get(row.id) ?? [];
    const ids = await planning.openMissionsFromDevis(tx, { ...row, lines }, row.signed_at!);
    if (!row.mission_id && ids[0]) await q.updateDevis(tx, row.id, { mission_id: ids[0] });
    await notifySales(
      tx,
      NOTIFICATION_MESSAGES.devis.signe({
        devisId: row.id,
        clientId: row.client_id,
        reference: row.reference,
        signataire,
      }),
    );
    await alertIfStartingSoon(tx, { ...row, lines }, ids[0] ?? null);
    return ids;
  }

  /**
   * A quote signed with its first visit within the lead time (or already due): the agency gets a
   * cockpit task and the sales staff a notification, so that an agent is looked for at once
   * (issue 22, point 7). The family was told on the signature screen (`demarrage_proche`).
   */
  async function alertIfStartingSoon(
    tx: Tx,
    row: q.DevisRow & { lines: q.DevisDetailWithHoraires[] },
    missionId: number | null,
  ) {
    if (!row.date_debut) return;
    const at = now();
    const need = {
      is_ponctuel: row.is_ponctuel,
      date_debut: row.date_debut,
      date_fin: row.date_fin,
      slots: row.lines.flatMap((line) => line.horaires),
    };
    const { rules } = await readAgencySettings(tx, config);
    const risk = staffingRisk(firstVisitStart(need, at), at, rules.delai_reservation_heures);
    if (!risk) return;
    const quand = `le ${formatPlannedDate(risk.premiere_intervention)} à ${formatPlannedTime(risk.premiere_intervention)}`;
    await addCockpitTache(tx, {
      kind: 'commercial',
      type: 'autre',
      cle: cockpitTacheCle('autre', { kind: 'devis', id: row.id }),
      title: `Démarrage sous ${risk.delai_heures} h : trouver un intervenant (devis ${row.reference})`,
      client_id: row.client_id,
      mission_id: missionId,
      devis_id: row.id,
      note: `Devis signé le ${formatInstantDate(at)}. Première intervention ${quand}, dans moins de ${risk.delai_heures} h : le client a été prévenu que l'intervenant n'est pas garanti.`,
      due_at: at,
      created_by_user_id: null,
    });
    await notifySales(
      tx,
      NOTIFICATION_MESSAGES.devis.demarrageProche({
        devisId: row.id,
        clientId: row.client_id,
        missionId,
        reference: row.reference,
        quand,
        delaiHeures: risk.delai_heures,
      }),
    );
  }

  /** The quote row locked for its signature, refused when it cannot be signed any more. */
  async function lockSignable(tx: Tx, id: number, check = checkDevisSignable) {
    const locked = await q.lockDevis(tx, id);
    if (!locked || locked.deleted_at) throw notFound('Devis introuvable.');
    assertAllowed(check(devisState(locked), now()));
    return locked;
  }

  return {
    ensureUnsignedPdf,
    mailSignatureLink,

    /** The quote prepared for the signature page (GET devis/{id}/1). */
    async getForSignature(auth: AuthContext, id: number) {
      let row = await reader.loadForCaller(auth, id, endpoints.getDevisForSignature.access);
      const client = await reader.requireClient(row.client_id);
      let filename = row.signed_filename;
      if (!filename || row.statut !== 'signe') {
        row = (await ensureUnsignedPdf(row)).row;
        filename = row.filename!;
      }
      const civilite =
        client.civilite === 'M.' || client.civilite === 'Mme' ? client.civilite : null;
      return {
        devis: await reader.dtoOf(row),
        is_signable: checkDevisSignable(devisState(row), now()).ok,
        signataire: { civilite, nom: client.nom, prenom: client.prenom, email: client.email },
        filename,
        conditions_generales_version: CONDITIONS_VERSION,
      } as const;
    },

    /**
     * Simple electronic signature (devis/sign, sign-devis-client): consent, typed name or drawn
     * signature; the signed PDF carries the signature image and the audit trail; the quote is
     * marked signed, its missions opened and the agency told, all or nothing.
     */
    async sign(auth: AuthContext, body: SignBody, ip: string, access: Access) {
      const found = await reader.loadForCaller(auth, body.devis_id, access);
      assertAllowed(checkDevisSignable(devisState(found), now()));
      const png = signaturePng(body.signature_text, body.signature_image);
      const { row, bytes } = await ensureUnsignedPdf(found);
      const unsignedSha256 = sha256Hex(bytes);
      if (row.unsigned_document_sha256 && row.unsigned_document_sha256 !== unsignedSha256) {
        throw refusal(
          'DEVIS_CHANGED',
          'Le document du devis a changé : rouvrez-le avant de signer.',
        );
      }
      const signedAt = now();
      let signedBytes: Uint8Array;
      try {
        signedBytes = await signDevisPdf(bytes, {
          reference: row.reference,
          signataire: body.signature_text,
          signedAt,
          ip,
          unsignedSha256,
          signaturePng: png,
          conditionsVersion: CONDITIONS_VERSION,
        });
      } catch {
        throw validationFailed(
          { signature_image: 'Image PNG illisible.' },
          'La signature dessinée est illisible.',
        );
      }
      const { result } = await documents.storeGenerated(
        {
          bytes: signedBytes,
          mimeType: 'application/pdf',
          ext: 'pdf',
          documentTypeId: DOCUMENT_TYPE.DEVIS,
          bucket: DEVIS_BUCKET,
          namePrefix: `devis-signe-${row.reference}`,
          originalName: `Devis ${row.reference} signé.pdf`,
          owner: { clientId: row.client_id },
          uploadedByUserId: auth.userId,
        },
        async (tx, document) => {
          await lockSignable(tx, row.id);
          const updated = (await q.updateDevis(tx, row.id, {
            statut: 'signe',
            signed_at: signedAt,
            signer_name: body.signature_text,
            signer_ip: ip,
            signed_document_sha256: sha256Hex(signedBytes),
            signed_filename: document.filename,
          }))!;
          const missionIds = await afterSignature(tx, updated, body.signature_text);
          return { missionIds, signed: (await q.findDevisById(tx, row.id))! };
        },
      );
      const { signed, missionIds } = result;
      await mailer.send({
        to: config.mail.sales,
        subject: `Devis ${signed.reference} signé`,
        text: `Le devis ${signed.reference} (client n° ${signed.client_id}, ${euros(signed.total_ttc)} TTC) a été signé électroniquement par ${body.signature_text} le ${formatInstantParis(signedAt)} (heure de Paris) depuis l'adresse ${ip}.\nEmpreinte SHA-256 du devis non signé : ${unsignedSha256}`,
      });
      return {
        devis: await reader.dtoOf(signed),
        missions: await planning.missionDtos({ ids: missionIds }),
      };
    },

    /** Sends (or sends again) the signature link; a draft is sent for signature by the back office. */
    async sendForSignature(auth: AuthContext, devisId: number, access: Access) {
      let row = await reader.loadForCaller(auth, devisId, access);
      assertAllowed(
        checkDevisSendable(devisState(row), now(), { isBackOffice: isBackOffice(auth) }),
      );
      const statut = reader.effectiveStatut(row);
      if (statut === 'brouillon' || statut === 'expire') {
        const at = now();
        row = (await q.updateDevis(db, row.id, {
          statut: 'en_attente_signature',
          sent_at: at,
          expires_at: new Date(at.getTime() + VALIDITY_DAYS * DAY_MS),
        }))!;
      }
      row = (await ensureUnsignedPdf(row)).row;
      const to = await mailSignatureLink(row);
      return { message: `Le devis ${row.reference} a été envoyé à ${to}.` };
    },

    /** The commercial team attaches a copy signed on paper (document type 4) and marks it signed. */
    async saveFilenameSigne(
      auth: AuthContext,
      body: { devis_id: number; document_id: number; signed_at: string },
    ) {
      const found = await reader.loadForCaller(
        auth,
        body.devis_id,
        endpoints.saveFilenameDevisSigne.access,
      );
      assertAllowed(checkDevisPaperSignable(devisState(found), now()));
      const document = await documents.findById(body.document_id);
      if (
        !document ||
        document.documentTypeId !== DOCUMENT_TYPE.DEVIS ||
        document.clientId !== found.client_id
      ) {
        throw validationFailed(
          { document_id: 'Devis de ce client attendu.' },
          'Le document doit être un devis (type 4) de ce client.',
        );
      }
      // The paper's date is a Paris calendar day: just after midnight in Paris, today is allowed.
      if (body.signed_at > toParisIsoDate(now())) {
        throw validationFailed(
          { signed_at: 'Date future.' },
          'La date de signature ne peut pas être future.',
        );
      }
      const client = await reader.requireClient(found.client_id);
      const signataire = `${clientName(client)} (signé sur papier)`;
      const { ids, signed } = await db.transaction(async (tx) => {
        await lockSignable(tx, found.id, checkDevisPaperSignable);
        const updated = (await q.updateDevis(tx, found.id, {
          statut: 'signe',
          signed_at: new Date(`${body.signed_at}T12:00:00Z`),
          signer_name: signataire.slice(0, 200),
          signed_filename: document.filename,
        }))!;
        const missionIds = await afterSignature(tx, updated, signataire);
        return { ids: missionIds, signed: (await q.findDevisById(tx, found.id))! };
      });
      return { devis: await reader.dtoOf(signed), missions: await planning.missionDtos({ ids }) };
    },
  };
}

export type DevisSignatureService = ReturnType<typeof createDevisSignatureService>;
