import { randomUUID } from 'node:crypto';
import { endpoints, SKILL_LABELS, type Access, type Devis as DevisDto } from '@maisonnee/contract';
import {
  encryptId,
  estimateBesoin,
  frequenceIdOf,
  isoDayOfWeek,
  priceDevis,
  splitTTC,
  TAX_CREDIT_RATE,
  type BesoinToPrice,
  type DevisPrice,
} from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, isBackOffice, type AuthContext } from '../../lib/access.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { insertNotifications } from '../notifications/notifications.queries.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { renderSignaturePng } from '../tools/signature-image.ts';
import {
  CONDITIONS_VERSION,
  renderDevisPdf,
  sha256Hex,
  signDevisPdf,
  type DevisPdfView,
} from './devis-pdf.ts';
import * as q from './devis.queries.ts';

/*
 * Quotes (devis): creation from a client's need or by the back office, the PDF to sign, the
 * simple electronic signature with its audit trail, sending, deleting. States and transitions are
 * described in docs/devis.md.
 */

export const DEVIS_BUCKET = 'devis';
const DOCUMENT_TYPE_DEVIS = 4;
const NOTIFICATION_TYPE_DEVIS = 2;
/** A quote sent for signature can be signed for 30 days. */
const VALIDITY_DAYS = 30;
const DAY_MS = 86_400_000;
/** A drawn signature is a PNG of at most 300 KB. */
const MAX_SIGNATURE_BYTES = 300 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Quotes composed by the back office carry this reference prefix (`is_libre`). */
const LIBRE_PREFIX = 'DEVL';
const BESOIN_PREFIX = 'DEV';

const AGENCY = {
  nom: 'Maisonnée — services à domicile',
  adresse: '18 rue de la Chaussée-d’Antin, 75009 Paris',
  telephone: '01 84 60 00 00',
};

type SkillId = 1 | 2 | 3 | 4 | 5;
type FrequenceType = 'Toutes les semaines' | 'Toutes les deux semaines' | 'Une semaine par mois';
const FREQUENCE_TYPES = new Set<string>([
  'Toutes les semaines',
  'Toutes les deux semaines',
  'Une semaine par mois',
]);

const roundCents = (amount: number) => Math.round(amount * 100) / 100;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const atTime = (day: string, time: string) =>
  time === '24:00'
    ? new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS)
    : new Date(`${day}T${time}:00Z`);

/** A French 400 from a domain rule's RangeError (bad times, unknown skill, bad hours). */
function asValidation(error: unknown, field: string): never {
  if (error instanceof RangeError) {
    throw new AppError('VALIDATION_FAILED', error.message, { fields: { [field]: error.message } });
  }
  throw error;
}

export interface DevisServiceDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  config: AppConfig;
  now: () => Date;
}

/** A need as the client submits it (client/save-besoin, client/add-besoin, client/devis). */
export interface BesoinInput extends BesoinToPrice {
  client_id: number;
  date: string;
  description?: string | null;
  frequenceType: string;
  reccurentArray: { day: number; time_debut: string; time_fin: string }[];
}

export function createDevisService(deps: DevisServiceDeps) {
  const { db, storage, mailer, config, now } = deps;
  const planning = createPlanningService(deps);

  const effectiveStatut = (row: q.DevisRow): DevisDto['statut'] =>
    row.statut === 'en_attente_signature' && row.expires_at && row.expires_at <= now()
      ? 'expire'
      : row.statut;

  function toDto(row: q.DevisRow, lines: q.DevisDetailWithHoraires[]): DevisDto {
    const { ht, tva } = splitTTC(row.total_ttc, row.client_besoin_skill_id);
    const credit = roundCents(row.total_ttc * TAX_CREDIT_RATE);
    const mensuel = row.total_mensuel_ttc ?? null;
    const frequenceType =
      !row.is_ponctuel && row.frequence && FREQUENCE_TYPES.has(row.frequence)
        ? (row.frequence as FrequenceType)
        : null;
    const dayOf = row.is_ponctuel && row.date_debut ? isoDay(row.date_debut) : null;
    return {
      id: row.id,
      client_id: row.client_id,
      reference: row.reference,
      statut: effectiveStatut(row),
      is_libre: row.reference.startsWith(`${LIBRE_PREFIX}-`),
      mission_id: row.mission_id,
      mutuelle_id: row.mutuelle_id,
      date_emission: isoDay(row.sent_at ?? row.created_at),
      date_validite: row.expires_at ? isoDay(row.expires_at) : null,
      montant_ht: ht,
      montant_tva: tva,
      montant_ttc: row.total_ttc,
      montant_mensuel_ttc: mensuel,
      reste_a_charge_ttc: roundCents(row.total_ttc - credit),
      reste_a_charge_mensuel_ttc:
        mensuel === null ? null : roundCents(mensuel - roundCents(mensuel * TAX_CREDIT_RATE)),
      commentaire: row.description,
      signed_at: row.signed_at ? row.signed_at.toISOString() : null,
      signataire: row.signer_name,
      filename_signe: row.signed_filename,
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

  async function dtoOf(row: q.DevisRow): Promise<DevisDto> {
    const lines = await q.findDevisLines(db, [row.id]);
    return toDto(row, lines.get(row.id) ?? []);
  }

  async function dtosOf(rows: q.DevisRow[]): Promise<DevisDto[]> {
    const lines = await q.findDevisLines(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toDto(row, lines.get(row.id) ?? []));
  }

  /** The quote, after the ownership check; customers never see drafts or deleted quotes. */
  async function loadForCaller(auth: AuthContext, id: number, access: Access) {
    const row = await q.findDevisById(db, id);
    if (!row || row.deleted_at) throw notFound('Devis introuvable.');
    assertOwns(auth, access, { clientId: row.client_id });
    if (row.statut === 'brouillon' && !isBackOffice(auth)) throw notFound('Devis introuvable.');
    return row;
  }

  async function requireClient(clientId: number, conn: Db | Tx = db) {
    const client = await q.findClientForDevis(conn, clientId);
    if (!client) throw notFound('Client introuvable.');
    return client;
  }

  const clientName = (client: { civilite: string | null; nom: string; prenom: string | null }) =>
    [client.civilite, client.prenom, client.nom].filter(Boolean).join(' ');

  /** Refuses a state where the quote cannot be signed (409 with the reason). */
  function assertSignable(row: q.DevisRow) {
    const statut = effectiveStatut(row);
    if (statut === 'signe') throw conflict('Ce devis est déjà signé.');
    if (statut === 'annule') throw conflict('Ce devis a été annulé : il ne peut plus être signé.');
    if (statut === 'refuse') throw conflict('Ce devis a été refusé : il ne peut plus être signé.');
    if (statut === 'expire')
      throw conflict('Ce devis a expiré : demandez-nous de vous en renvoyer un.');
    if (statut === 'brouillon')
      throw conflict("Ce devis n'a pas encore été envoyé pour signature.");
  }

  async function pdfView(row: q.DevisRow, conn: Db | Tx): Promise<DevisPdfView> {
    // One connection at a time: PGlite has a single one, shared with the open transaction.
    const client = await requireClient(row.client_id, conn);
    const lines = await q.findDevisLines(conn, [row.id]);
    const dto = toDto(row, lines.get(row.id) ?? []);
    const skill = SKILL_LABELS[row.client_besoin_skill_id as SkillId] ?? 'Prestation';
    const debut = row.date_debut ? row.date_debut.toISOString() : null;
    const fin = row.date_fin ? row.date_fin.toISOString() : null;
    const fr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    let periode = 'Date de début à convenir';
    if (row.is_ponctuel && debut && fin && debut.slice(0, 10) === fin.slice(0, 10)) {
      periode = `Le ${fr(debut)} de ${debut.slice(11, 16)} à ${fin.slice(11, 16)} (UTC)`;
    } else if (debut) {
      periode = `Du ${fr(debut)}${fin ? ` au ${fr(fin)}` : ''}`;
      if (!row.is_ponctuel && !fin) periode = `À partir du ${fr(debut)}`;
    }
    return {
      reference: row.reference,
      dateEmission: dto.date_emission,
      dateValidite: dto.date_validite,
      agency: { ...AGENCY, email: config.mail.sales },
      client: {
        nom: clientName(client),
        adresse: client.adresse
          ? [client.adresse, [client.codep, client.ville].filter(Boolean).join(' ')].join(', ')
          : null,
        email: client.email,
        mobile: client.mobile,
      },
      prestation: skill,
      frequence: row.is_ponctuel ? 'Ponctuel' : (row.frequence ?? 'Toutes les semaines'),
      periode,
      isPonctuel: row.is_ponctuel,
      description: row.description,
      lignes: (lines.get(row.id) ?? []).map((line) => ({
        libelle: line.label,
        nbHeures: line.nb_heures,
        nbHeuresWeekend: line.nb_heures_weekend,
        prixHoraireTTC: line.prix_horaire_ttc,
        prixHoraireWeekendTTC: line.prix_horaire_weekend_ttc ?? line.prix_horaire_ttc,
        montantTTC: line.total_ttc,
        horaires: line.horaires,
      })),
      montantTTC: dto.montant_ttc,
      montantHT: dto.montant_ht,
      montantTVA: dto.montant_tva,
      montantMensuelTTC: dto.montant_mensuel_ttc,
      creditImpotTTC: roundCents(dto.montant_ttc - dto.reste_a_charge_ttc),
      resteAChargeTTC: dto.reste_a_charge_ttc,
      resteAChargeMensuelTTC: dto.reste_a_charge_mensuel_ttc,
      now: now(),
    };
  }

  /**
   * The unsigned PDF the client reads and signs: generated once, stored in the `devis` bucket
   * with its SHA-256 (the signature certifies exactly these bytes), regenerated only if missing.
   */
  async function ensureUnsignedPdf(
    row: q.DevisRow,
    conn: Db | Tx = db,
  ): Promise<{ row: q.DevisRow; bytes: Uint8Array }> {
    if (row.filename && row.unsigned_document_sha256) {
      const key = `${DEVIS_BUCKET}/${row.filename}`;
      if (await storage.exists(key)) return { row, bytes: await storage.read(key) };
    }
    const bytes = await renderDevisPdf(await pdfView(row, conn));
    const filename = `devis-${row.reference}-${randomUUID().slice(0, 8)}.pdf`;
    await storage.put(`${DEVIS_BUCKET}/${filename}`, bytes);
    const updated = await q.updateDevis(conn, row.id, {
      filename,
      unsigned_document_sha256: sha256Hex(bytes),
    });
    await q.insertDocument(conn, {
      document_type_id: DOCUMENT_TYPE_DEVIS,
      client_id: row.client_id,
      bucket: DEVIS_BUCKET,
      filename,
      original_name: `Devis ${row.reference}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: bytes.length,
      uploaded_by_user_id: row.created_by_user_id,
    });
    return { row: updated ?? row, bytes };
  }

  /** Mails the client the link to read and sign the quote. */
  async function mailSignatureLink(row: q.DevisRow): Promise<string> {
    const client = await requireClient(row.client_id);
    const accountEmails = await q.findClientUserEmails(db, row.client_id);
    const to = client.email ?? accountEmails[0]?.email;
    if (!to)
      throw conflict("Ce client n'a pas d'adresse e-mail : le devis ne peut pas lui être envoyé.");
    const link = `${config.publicUrl}/documents?devis=${encryptId(row.id, config.idSecret)}`;
    const validite = row.expires_at
      ? ` Il peut être signé jusqu'au ${isoDay(row.expires_at).split('-').reverse().join('/')}.`
      : '';
    await mailer.send({
      to,
      subject: `Votre devis ${row.reference} à signer`,
      text: `Bonjour ${clientName(client)},\n\nVotre devis ${row.reference} (${row.total_ttc.toFixed(2).replace('.', ',')} € TTC) est prêt.${validite}\nLisez-le et signez-le en ligne : ${link}\n\nL'équipe Maisonnée`,
    });
    return to;
  }

  /** Opens the missions of a signed quote (planning creates them) and links the first one. */
  async function openMissions(tx: Tx, row: q.DevisRow, signedAt: Date): Promise<number[]> {
    const lines = (await q.findDevisLines(tx, [row.id])).get(row.id) ?? [];
    const ids = await planning.openMissionsFromDevis(tx, { ...row, lines }, signedAt);
    if (!row.mission_id && ids[0]) await q.updateDevis(tx, row.id, { mission_id: ids[0] });
    return ids;
  }

  /** Tells the agency: a mail to sales and a notification for administrators and sales staff. */
  async function notifyAgencyOfSignature(tx: Tx, row: q.DevisRow, signataire: string) {
    const userIds = await q.findAgencyUserIds(tx);
    await insertNotifications(
      tx,
      userIds.map((userId) => ({
        userId,
        typeId: NOTIFICATION_TYPE_DEVIS,
        title: 'Devis signé',
        body: `Le devis ${row.reference} a été signé par ${signataire}.`,
        landingPage: '/admin',
        data: { devis_id: row.id, client_id: row.client_id },
      })),
    );
  }

  function signaturePng(text: string, image: string | undefined): Uint8Array {
    if (!image) return renderSignaturePng(text);
    const bytes = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
    if (bytes.length > MAX_SIGNATURE_BYTES) {
      throw new AppError('VALIDATION_FAILED', 'Signature dessinée trop lourde (300 Ko au plus).', {
        fields: { signature_image: '300 Ko au plus.' },
      });
    }
    if (bytes.length < 60 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) {
      throw new AppError('VALIDATION_FAILED', "La signature dessinée n'est pas une image PNG.", {
        fields: { signature_image: 'Image PNG attendue.' },
      });
    }
    return bytes;
  }

  return {
    effectiveStatut,
    toDto,

    /** Price of a need, nothing stored (client/devis). */
    estimate(auth: AuthContext, body: BesoinInput) {
      assertOwns(auth, endpoints.estimateClientDevis.access, { clientId: body.client_id });
      let price: DevisPrice;
      try {
        price = estimateBesoin(body);
      } catch (error) {
        asValidation(error, 'reccurentArray');
      }
      return {
        client_besoin_skill_id: price.skillId as SkillId,
        is_ponctuel: !price.recurring,
        nb_heures: price.nbHeures,
        nb_heures_weekend: price.nbHeuresWeekend,
        prix_horaire_ttc: price.prixHoraireTTC,
        prix_horaire_weekend_ttc: price.prixHoraireWeekendTTC,
        montant_ttc: price.montantTTC,
        montant_mensuel_ttc: price.montantMensuelTTC,
        credit_impot_ttc: price.creditImpotTTC,
        reste_a_charge_ttc: price.resteAChargeTTC,
        reste_a_charge_mensuel_ttc: price.resteAChargeMensuelTTC,
      };
    },

    /**
     * The quote to sign for a client's need (save-besoin, add-besoin): priced by the domain rule,
     * sent for signature at once. `within` runs in the same transaction (the draft is deleted
     * there), so nothing is saved half-way.
     */
    async createFromBesoin(
      auth: AuthContext,
      body: BesoinInput,
      options: {
        missionId?: number;
        within?: (tx: Tx) => Promise<void>;
      } = {},
    ): Promise<DevisDto> {
      let price: DevisPrice;
      try {
        price = estimateBesoin(body);
      } catch (error) {
        asValidation(error, body.frequence === 'ponctuel' ? 'time_fin' : 'reccurentArray');
      }
      const start =
        body.frequence === 'ponctuel' && body.time_debut
          ? atTime(body.date, body.time_debut)
          : atTime(body.date, '24:00');
      if (start < now()) {
        throw new AppError('VALIDATION_FAILED', 'La date du besoin est déjà passée.', {
          fields: { date: 'Date passée.' },
        });
      }
      await requireClient(body.client_id);
      if (options.missionId) {
        const mission = await planning.findMission(options.missionId);
        if (!mission) throw notFound('Mission introuvable.');
        assertOwns(auth, endpoints.addBesoin.access, { clientId: mission.client_id });
        if (mission.client_id !== body.client_id)
          throw new AppError('FORBIDDEN', "Cette mission n'appartient pas à ce client.");
        if (mission.statut !== 'active') throw conflict("Cette mission n'est plus en cours.");
      }
      const ponctuel = body.frequence === 'ponctuel';
      const horaires = ponctuel
        ? [{ day: isoDayOfWeek(body.date), time_debut: body.time_debut!, time_fin: body.time_fin! }]
        : body.reccurentArray;
      const at = now();
      const row = await db.transaction(async (tx) => {
        const id = await q.insertDevisWithLines(
          tx,
          {
            client_id: body.client_id,
            mission_id: options.missionId ?? null,
            statut: 'en_attente_signature',
            client_besoin_skill_id: body.service,
            is_ponctuel: ponctuel,
            frequence: ponctuel ? 'Ponctuel' : body.frequenceType,
            frequence_id: ponctuel ? null : (body.frequenceId ?? frequenceIdOf(body.frequenceType)),
            date_debut: ponctuel ? atTime(body.date, body.time_debut!) : atTime(body.date, '00:00'),
            date_fin: ponctuel ? atTime(body.date, body.time_fin!) : null,
            description: body.description ?? null,
            nb_heures: price.nbHeures,
            nb_heures_weekend: price.nbHeuresWeekend,
            total_ttc: price.montantTTC,
            total_mensuel_ttc: price.montantMensuelTTC,
            sent_at: at,
            expires_at: new Date(at.getTime() + VALIDITY_DAYS * DAY_MS),
            created_by_user_id: auth.userId,
          },
          [
            {
              detail: {
                client_besoin_skill_id: body.service,
                label: SKILL_LABELS[body.service as SkillId],
                nb_heures: price.nbHeures,
                nb_heures_weekend: price.nbHeuresWeekend,
                prix_horaire_ttc: price.prixHoraireTTC,
                prix_horaire_weekend_ttc: price.prixHoraireWeekendTTC,
                total_ttc: price.montantTTC,
              },
              horaires,
            },
          ],
          BESOIN_PREFIX,
        );
        await options.within?.(tx);
        const inserted = (await q.findDevisById(tx, id))!;
        return (await ensureUnsignedPdf(inserted, tx)).row;
      });
      await mailer.send({
        to: config.mail.sales,
        subject: `Nouveau besoin client : devis ${row.reference}`,
        text: `Le client n° ${row.client_id} a déclaré un besoin (${SKILL_LABELS[body.service as SkillId]}, ${ponctuel ? 'ponctuel' : body.frequenceType}). Le devis ${row.reference} (${row.total_ttc} € TTC) lui est proposé à la signature.`,
      });
      return dtoOf(row);
    },

    async getDevis(auth: AuthContext, id: number) {
      return dtoOf(await loadForCaller(auth, id, endpoints.getDevis.access));
    },

    /** The quote prepared for the signature page (GET devis/{id}/1). */
    async getForSignature(auth: AuthContext, id: number) {
      let row = await loadForCaller(auth, id, endpoints.getDevisForSignature.access);
      const client = await requireClient(row.client_id);
      let filename = row.signed_filename;
      if (!filename || row.statut !== 'signe') {
        row = (await ensureUnsignedPdf(row)).row;
        filename = row.filename!;
      }
      const civilite =
        client.civilite === 'M.' || client.civilite === 'Mme' ? client.civilite : null;
      return {
        devis: await dtoOf(row),
        is_signable: effectiveStatut(row) === 'en_attente_signature',
        signataire: { civilite, nom: client.nom, prenom: client.prenom, email: client.email },
        filename,
        conditions_generales_version: CONDITIONS_VERSION,
      } as const;
    },

    /** The quotes shown on a client record the caller may already read (no access check here). */
    async listForClientRecord(clientId: number, options: { includeBrouillons: boolean }) {
      return dtosOf(await q.listDevisOfClient(db, clientId, options));
    },

    async listClientDevis(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listClientDevis.access, { clientId });
      await requireClient(clientId);
      return dtosOf(await q.listDevisOfClient(db, clientId, { includeBrouillons: false }));
    },

    async listConciergerieDevis(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listConciergerieDevis.access, { clientId });
      await requireClient(clientId);
      return dtosOf(await q.listDevisOfClient(db, clientId, { includeBrouillons: true }));
    },

    /** A quote composed by the back office, sent for signature when `send` is true. */
    async createLibre(
      auth: AuthContext,
      body: (typeof endpoints.createDevisLibre.body)['_zod']['output'],
    ): Promise<DevisDto> {
      await requireClient(body.client_id);
      const ponctuel = body.lignes[0]!.is_ponctuel;
      if (body.lignes.some((ligne) => ligne.is_ponctuel !== ponctuel)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Un devis regroupe soit des prestations ponctuelles, soit des prestations récurrentes.',
          { fields: { lignes: 'Toutes les lignes sont ponctuelles, ou toutes récurrentes.' } },
        );
      }
      const at = now();
      if (body.date_validite && body.date_validite < isoDay(at)) {
        throw new AppError('VALIDATION_FAILED', 'La date de validité est déjà passée.', {
          fields: { date_validite: 'Date passée.' },
        });
      }
      if (body.mutuelle_id && !(await q.mutuelleExists(db, body.mutuelle_id))) {
        throw new AppError('VALIDATION_FAILED', 'Mutuelle inconnue.', {
          fields: { mutuelle_id: 'Mutuelle inconnue.' },
        });
      }
      const priced = body.lignes.map((ligne, index) => {
        try {
          return {
            ligne,
            price: priceDevis({
              skillId: ligne.client_besoin_skill_id,
              recurring: !ligne.is_ponctuel,
              nbHeures: ligne.nb_heures,
              nbHeuresWeekend: ligne.nb_heures_weekend,
              frequenceId: frequenceIdOf(ligne.frequence_type),
              prixHoraireTTC: ligne.prix_horaire_ttc ?? null,
              prixHoraireWeekendTTC: ligne.prix_horaire_weekend_ttc ?? null,
            }),
          };
        } catch (error) {
          return asValidation(error, `lignes.${index}`);
        }
      });
      const first = body.lignes[0]!;
      const debuts = body.lignes.map((l) => l.date_debut).sort();
      const fins = body.lignes
        .flatMap((l) => (l.date_fin ? [l.date_fin] : ponctuel ? [l.date_debut] : []))
        .sort();
      const total = roundCents(priced.reduce((sum, p) => sum + p.price.montantTTC, 0));
      const mensuel = ponctuel
        ? null
        : roundCents(priced.reduce((sum, p) => sum + (p.price.montantMensuelTTC ?? 0), 0));
      const expiresAt = body.date_validite
        ? atTime(body.date_validite, '24:00')
        : new Date(at.getTime() + VALIDITY_DAYS * DAY_MS);
      const row = await db.transaction(async (tx) => {
        const id = await q.insertDevisWithLines(
          tx,
          {
            client_id: body.client_id,
            mutuelle_id: body.mutuelle_id ?? null,
            statut: body.send ? 'en_attente_signature' : 'brouillon',
            client_besoin_skill_id: first.client_besoin_skill_id,
            is_ponctuel: ponctuel,
            frequence: ponctuel ? 'Ponctuel' : (first.frequence_type ?? 'Toutes les semaines'),
            frequence_id: ponctuel ? null : frequenceIdOf(first.frequence_type),
            date_debut: atTime(debuts[0]!, '00:00'),
            date_fin: fins.length > 0 ? atTime(fins[fins.length - 1]!, '24:00') : null,
            description: body.commentaire ?? null,
            nb_heures: priced.reduce((sum, p) => sum + p.price.nbHeures, 0),
            nb_heures_weekend: priced.reduce((sum, p) => sum + p.price.nbHeuresWeekend, 0),
            total_ttc: total,
            total_mensuel_ttc: mensuel,
            sent_at: body.send ? at : null,
            expires_at: expiresAt,
            created_by_user_id: auth.userId,
          },
          priced.map(({ ligne, price }) => ({
            detail: {
              client_besoin_skill_id: ligne.client_besoin_skill_id,
              label: ligne.libelle,
              nb_heures: price.nbHeures,
              nb_heures_weekend: price.nbHeuresWeekend,
              prix_horaire_ttc: price.prixHoraireTTC,
              prix_horaire_weekend_ttc: price.prixHoraireWeekendTTC,
              total_ttc: price.montantTTC,
            },
            horaires: ligne.is_ponctuel
              ? ligne.creneaux.map((c) => ({
                  day: isoDayOfWeek(c.date),
                  time_debut: c.time_debut,
                  time_fin: c.time_fin,
                }))
              : ligne.horaires,
          })),
          LIBRE_PREFIX,
        );
        const inserted = (await q.findDevisById(tx, id))!;
        return body.send ? (await ensureUnsignedPdf(inserted, tx)).row : inserted;
      });
      if (body.send) await mailSignatureLink(row);
      return dtoOf(row);
    },

    /**
     * Simple electronic signature (devis/sign, sign-devis-client): consent, typed name or drawn
     * signature; the signed PDF carries the signature image and the audit trail; the quote is
     * marked signed, its missions opened and the agency told, all or nothing.
     */
    async sign(
      auth: AuthContext,
      body: {
        devis_id: number;
        signature_text: string;
        signature_image?: string | undefined;
        accept_conditions: true;
      },
      ip: string,
      access: Access,
    ) {
      const found = await loadForCaller(auth, body.devis_id, access);
      assertSignable(found);
      const png = signaturePng(body.signature_text, body.signature_image);
      const { row, bytes } = await ensureUnsignedPdf(found);
      const unsignedSha256 = sha256Hex(bytes);
      if (row.unsigned_document_sha256 && row.unsigned_document_sha256 !== unsignedSha256) {
        throw conflict('Le document du devis a changé : rouvrez-le avant de signer.');
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
        throw new AppError('VALIDATION_FAILED', 'La signature dessinée est illisible.', {
          fields: { signature_image: 'Image PNG illisible.' },
        });
      }
      const filename = `devis-signe-${row.reference}-${randomUUID().slice(0, 8)}.pdf`;
      const key = `${DEVIS_BUCKET}/${filename}`;
      await storage.put(key, signedBytes);
      let missionIds: number[];
      let signed: q.DevisRow;
      try {
        ({ missionIds, signed } = await db.transaction(async (tx) => {
          const locked = await q.lockDevis(tx, row.id);
          if (!locked || locked.deleted_at) throw notFound('Devis introuvable.');
          assertSignable(locked);
          const updated = (await q.updateDevis(tx, row.id, {
            statut: 'signe',
            signed_at: signedAt,
            signer_name: body.signature_text,
            signer_ip: ip,
            signed_document_sha256: sha256Hex(signedBytes),
            signed_filename: filename,
          }))!;
          await q.insertDocument(tx, {
            document_type_id: DOCUMENT_TYPE_DEVIS,
            client_id: row.client_id,
            bucket: DEVIS_BUCKET,
            filename,
            original_name: `Devis ${row.reference} signé.pdf`,
            mime_type: 'application/pdf',
            size_bytes: signedBytes.length,
            uploaded_by_user_id: auth.userId,
          });
          const ids = await openMissions(tx, updated, signedAt);
          await notifyAgencyOfSignature(tx, updated, body.signature_text);
          return { missionIds: ids, signed: (await q.findDevisById(tx, row.id))! };
        }));
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      await mailer.send({
        to: config.mail.sales,
        subject: `Devis ${signed.reference} signé`,
        text: `Le devis ${signed.reference} (client n° ${signed.client_id}, ${signed.total_ttc} € TTC) a été signé électroniquement par ${body.signature_text} le ${signedAt.toISOString()} depuis l'adresse ${ip}.\nEmpreinte SHA-256 du devis non signé : ${unsignedSha256}`,
      });
      return {
        devis: await dtoOf(signed),
        missions: await planning.missionDtos({ ids: missionIds }),
      };
    },

    /** Sends (or sends again) the signature link; a draft is sent for signature by the back office. */
    async sendForSignature(auth: AuthContext, devisId: number, access: Access) {
      let row = await loadForCaller(auth, devisId, access);
      const statut = effectiveStatut(row);
      if (statut === 'signe') throw conflict('Ce devis est déjà signé.');
      if (statut === 'annule' || statut === 'refuse')
        throw conflict("Ce devis n'est plus valable : il ne peut pas être envoyé.");
      if (statut === 'expire' && !isBackOffice(auth))
        throw conflict('Ce devis a expiré : demandez-nous de vous en renvoyer un.');
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

    /** Deletes an unsigned quote (kept as cancelled evidence); a signed one answers 409. */
    async deleteDevis(auth: AuthContext, id: number) {
      return db.transaction(async (tx) => {
        const row = await q.lockDevis(tx, id);
        if (!row || row.deleted_at) throw notFound('Devis introuvable.');
        assertOwns(auth, endpoints.deleteDevis.access, { clientId: row.client_id });
        if (row.statut === 'signe') throw conflict('Un devis signé ne peut pas être supprimé.');
        await q.updateDevis(tx, id, { deleted_at: now(), statut: 'annule' });
        return { id, deleted: true as const };
      });
    },

    /** The commercial team attaches a copy signed on paper (document type 4) and marks it signed. */
    async saveFilenameSigne(
      auth: AuthContext,
      body: { devis_id: number; document_id: number; signed_at: string },
    ) {
      const found = await loadForCaller(
        auth,
        body.devis_id,
        endpoints.saveFilenameDevisSigne.access,
      );
      if (effectiveStatut(found) === 'signe') throw conflict('Ce devis est déjà signé.');
      if (found.statut === 'annule' || found.statut === 'refuse')
        throw conflict("Ce devis n'est plus valable.");
      const document = await q.findDocumentById(db, body.document_id);
      if (
        !document ||
        document.document_type_id !== DOCUMENT_TYPE_DEVIS ||
        document.client_id !== found.client_id
      ) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Le document doit être un devis (type 4) de ce client.',
          {
            fields: { document_id: 'Devis de ce client attendu.' },
          },
        );
      }
      const signedAt = atTime(body.signed_at, '12:00');
      if (body.signed_at > isoDay(now())) {
        throw new AppError('VALIDATION_FAILED', 'La date de signature ne peut pas être future.', {
          fields: { signed_at: 'Date future.' },
        });
      }
      const client = await requireClient(found.client_id);
      const signataire = `${clientName(client)} (signé sur papier)`;
      const { ids, signed } = await db.transaction(async (tx) => {
        const locked = await q.lockDevis(tx, found.id);
        if (!locked || locked.deleted_at) throw notFound('Devis introuvable.');
        if (locked.statut === 'signe') throw conflict('Ce devis est déjà signé.');
        const updated = (await q.updateDevis(tx, found.id, {
          statut: 'signe',
          signed_at: signedAt,
          signer_name: signataire.slice(0, 200),
          signed_filename: document.filename,
        }))!;
        const missionIds = await openMissions(tx, updated, signedAt);
        await notifyAgencyOfSignature(tx, updated, signataire);
        return { ids: missionIds, signed: (await q.findDevisById(tx, found.id))! };
      });
      return { devis: await dtoOf(signed), missions: await planning.missionDtos({ ids }) };
    },
  };
}

export type DevisService = ReturnType<typeof createDevisService>;
