import type { candidatureSchema, endpoints } from '@maisonnee/contract';
import {
  CANDIDAT_STATUT,
  CANDIDAT_STATUT_IDS,
  CANDIDAT_STATUT_LABELS,
  CANDIDATURE_ETAPE_LABELS,
  CANDIDATURE_ETAPES,
  CANDIDATURE_LINK_DAYS,
  CIVILITES,
  COMPETENCES,
  DOCUMENT_TYPES,
  INFOS_SUPP,
  isInfoSuppId,
  isTransportTypeId,
  ROLE_GROUPS,
  type CandidatureEtape,
} from '@maisonnee/domain';
import type { z } from 'zod';
import { createGeocoder } from '../../adapters/geocoding/ban-geocoder.ts';
import type { Tx } from '../../db/client.ts';
import { afterAnswer } from '../../lib/after-answer.ts';
import { AppError, conflict, notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { FailureLimiter, type FailureCounter } from '../../lib/failure-limiter.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { resolveCandidatureToken, signCandidatureToken } from './candidature-token.ts';
import { documentDto } from '../documents/document-dto.ts';
import * as q from './candidature.queries.ts';

/*
 * The public application (docs/recrutement.md): a visitor applies step by step (identity first,
 * which gives the token; then address, skills, availability; documents; then the final send) or
 * in one go. The token, also carried by the mailed edit link, opens that one application and
 * nothing else. Every step is saved whole or not at all; a step whose previous one was never saved
 * is refused; finishing an application notifies recruitment and mails the candidate once.
 */

type E = typeof endpoints;
type Candidature = z.infer<typeof candidatureSchema>;
type EtapeBody = BodyOf<E['saveCandidatureEtape']>;
type ApplicationBody = BodyOf<E['createCandidat']>;

const HOUR_MS = 3_600_000;

/**
 * Mailed, after the answer, to the holder of an address someone applied with (issue 22, point
 * 14): the caller gets the answer a new address gets, so the application tells nobody whether an
 * address has an account or an application.
 */
const APPLICATION_ON_TAKEN_ADDRESS = {
  subject: 'Une candidature Maisonnée a été faite avec votre adresse',
  text: "Bonjour,\n\nQuelqu'un vient de faire une candidature d'intervenant(e) chez Maisonnée avec votre adresse e-mail, qui est déjà celle d'un compte ou d'une candidature chez nous.\n\nSi c'était vous : connectez-vous à votre espace, ou reprenez votre candidature avec le lien que nous vous avons envoyé ; notre équipe de recrutement rapprochera les deux dossiers.\nSi ce n'était pas vous, ignorez ce message : votre compte et votre candidature n'ont pas changé, et ce dossier ne deviendra pas un compte à votre adresse.\n\nL'équipe Maisonnée",
};

/** Written in the history of an application made with an address already held. */
const TAKEN_ADDRESS_NOTE =
  ' — adresse e-mail déjà celle d’un compte ou d’une autre candidature (son titulaire a été prévenu) : vérifiez l’identité avant d’aller plus loin';

const sizeLabel = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} Mo`;

const etapeIndex = (etape: string | null) =>
  etape === null ? -1 : CANDIDATURE_ETAPES.indexOf(etape as CandidatureEtape);

/** The furthest of two steps (re-saving an earlier step keeps the progress made). */
const furthest = (a: string | null, b: CandidatureEtape): CandidatureEtape =>
  etapeIndex(a) >= etapeIndex(b) ? (a as CandidatureEtape) : b;

const fullName = (c: { prenom: string | null; nom: string }) =>
  [c.prenom, c.nom].filter(Boolean).join(' ');

/** Answers to the extra questions, kept by question id; unknown ids are refused. */
function reponsesOf(infos: { info_supp_id: number; valeur: string | null }[]) {
  const unknown = infos.find((info) => !isInfoSuppId(info.info_supp_id));
  if (unknown) {
    throw validationFailed(
      { infos_supp: `Information complémentaire inconnue : ${unknown.info_supp_id}.` },
      'Une information complémentaire est inconnue.',
    );
  }
  return Object.fromEntries(infos.map((info) => [String(info.info_supp_id), info.valeur ?? null]));
}

/** The finer skills must be known and belong to one of the services chosen. */
function checkCompetences(competenceIds: number[], services: number[]): number[] {
  for (const id of competenceIds) {
    const competence = COMPETENCES.find((c) => c.id === id);
    if (!competence) {
      throw validationFailed(
        { competence_ids: `Compétence inconnue : ${id}.` },
        'Une compétence est inconnue.',
      );
    }
    if (!services.includes(competence.client_besoin_skill_id)) {
      throw validationFailed(
        {
          competence_ids: `« ${competence.libelle} » ne relève d’aucun des services choisis.`,
        },
        `La compétence « ${competence.libelle} » ne relève d’aucun des services choisis.`,
      );
    }
  }
  return [...new Set(competenceIds)];
}

export function createCandidatureService(deps: ModuleDeps) {
  const { db, config, mailer, now } = deps;
  const limits = config.candidature;
  /* Per-address throttles (issue 22, point 13), shared through Redis like the sign-in counters. */
  const counterOf = (name: string, max: number): FailureCounter =>
    deps.counter?.(name, { max, windowMs: HOUR_MS }) ??
    new FailureLimiter(max, HOUR_MS, () => now().getTime());
  const newApplications = counterOf('candidatures', limits.perAddressPerHour);
  const uploads = counterOf('candidature-uploads', limits.uploadsPerAddressPerHour);

  /** 429 once `ip` reached the bound of `counter` this hour; otherwise counts this attempt. */
  async function throttle(counter: FailureCounter, ip: string, message: string) {
    const key = `ip:${ip}`;
    const wait = await counter.retryAfterSeconds(key);
    if (wait > 0) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: wait });
    await counter.recordFailure(key);
  }
  const throttleNewApplication = (ip: string) =>
    throttle(
      newApplications,
      ip,
      'Trop de candidatures envoyées depuis cette connexion : réessayez dans une heure.',
    );

  /**
   * 413 when one more file of `size` bytes would take the application past its number of files or
   * its total size (`totals` counts the application's documents, with or without that file).
   */
  function checkDocumentCaps(totals: { count: number; bytes: number }, size: number) {
    if (totals.count > limits.maxFiles) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Une candidature compte au plus ${limits.maxFiles} documents : ce nombre est atteint.`,
        { fields: { file: `${limits.maxFiles} documents au plus par candidature.` } },
      );
    }
    if (totals.bytes > limits.maxTotalBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `Les documents d’une candidature ne dépassent pas ${sizeLabel(limits.maxTotalBytes)} au total : avec ce fichier (${sizeLabel(size)}), la limite serait dépassée.`,
        {
          fields: { file: `${sizeLabel(limits.maxTotalBytes)} au plus pour toute la candidature.` },
        },
      );
    }
  }

  const mailAddressHolder = (email: string) =>
    afterAnswer(deps, () => mailer.send({ to: email, ...APPLICATION_ON_TAKEN_ADDRESS }));

  const geocoder = createGeocoder(config.geocoderUrl, deps.log);
  const documentsService = createDocumentsService(deps);

  const resolve = (token: string) => resolveCandidatureToken(db, config.jwtSecret, token, now());
  const tokenOf = (candidat: q.CandidatRow) =>
    signCandidatureToken(
      config.jwtSecret,
      { id: candidat.id, version: candidat.candidature_link_version },
      now(),
    );
  const editLink = (token: string) => `${config.publicUrl}/candidature?jeton=${token}`;

  /** Coordinates of an address when the form sent none (null when geocoding is off or fails). */
  async function located(address: {
    adresse: string;
    codep: string;
    ville: string;
    lat: number | null;
    lng: number | null;
  }) {
    if (address.lat !== null && address.lng !== null) return { lat: address.lat, lng: address.lng };
    const found = await geocoder.geocode(`${address.adresse} ${address.codep} ${address.ville}`);
    return found ? { lat: found.lat, lng: found.lng } : { lat: null, lng: null };
  }

  async function candidatureDto(candidatId: number): Promise<Candidature> {
    const candidat = await q.findCandidat(db, candidatId);
    if (!candidat) throw notFound('Candidature introuvable.');
    const [services, infos, documents] = await Promise.all([
      q.findServices(db, candidatId),
      q.findInfosSupp(db, candidatId),
      q.listCandidatDocuments(db, candidatId),
    ]);
    const civilite = (CIVILITES as readonly string[]).includes(candidat.civilite ?? '')
      ? (candidat.civilite as Candidature['civilite'])
      : null;
    const etape = etapeIndex(candidat.candidature_etape) >= 0 ? candidat.candidature_etape : null;
    return {
      id: candidat.id,
      civilite,
      nom: candidat.nom,
      prenom: candidat.prenom ?? '',
      email: candidat.email ?? '',
      mobile: candidat.mobile,
      fixe: candidat.fixe,
      date_naissance: candidat.date_naissance,
      adresse: candidat.adresse,
      codep: candidat.codep,
      ville: candidat.ville,
      country: candidat.country,
      lat: candidat.lat,
      lng: candidat.lng,
      services: services as Candidature['services'],
      competence_ids: infos?.competence_ids ?? [],
      infos_supp: Object.entries(infos?.reponses ?? {})
        .map(([id, valeur]) => ({ info_supp_id: Number(id), valeur: valeur ?? null }))
        .filter((info) => isInfoSuppId(info.info_supp_id))
        .sort((a, b) => a.info_supp_id - b.info_supp_id),
      transport_type_id: isTransportTypeId(candidat.transport_type_id)
        ? candidat.transport_type_id
        : null,
      rayon_km: candidat.rayon_km,
      disponibilites: (infos?.disponibilites ?? []) as Candidature['disponibilites'],
      experience_annees: infos?.experience_annees ?? null,
      presentation: candidat.presentation,
      etape: etape as Candidature['etape'],
      is_candidature_complete: candidat.candidature_completed_at !== null,
      documents: documents.map((row) => documentDto(row)),
    };
  }

  /** What finishing an application does, once: recruitment is told, the candidate mailed. */
  async function announce(tx: Tx, candidat: q.CandidatRow, isAddressTaken: boolean) {
    await recordCandidatEvenement(tx, {
      candidatId: candidat.id,
      type: 'candidature',
      libelle: `Candidature envoyée${isAddressTaken ? TAKEN_ADDRESS_NOTE : ''}`,
    });
    await notify(
      tx,
      { plannerRoles: ROLE_GROUPS.RECRUTEMENT },
      NOTIFICATION_MESSAGES.recrutement.candidatureRecue({
        candidat: fullName(candidat),
        candidatId: candidat.id,
      }),
    );
  }

  /**
   * After the answer: the confirmation with the edit link, or, when the address is another
   * account's or application's, the warning to its holder instead (the link would open this
   * application to someone who may not have made it).
   */
  function mailAfterSend(candidat: q.CandidatRow, isAddressTaken: boolean) {
    if (!candidat.email) return;
    const email = candidat.email;
    if (isAddressTaken) mailAddressHolder(email);
    else afterAnswer(deps, () => mailConfirmation(candidat));
  }

  async function mailConfirmation(candidat: q.CandidatRow) {
    if (!candidat.email) return;
    await mailer.send({
      to: candidat.email,
      subject: 'Votre candidature chez Maisonnée',
      text: `Bonjour ${fullName(candidat)},\n\nNous avons bien reçu votre candidature : notre équipe de recrutement l'étudie et vous contactera rapidement.\n\nPour compléter ou corriger votre candidature (documents, disponibilités…), ouvrez ce lien, valable ${CANDIDATURE_LINK_DAYS} jours :\n${editLink(tokenOf(candidat))}\n\nL'équipe Maisonnée`,
    });
  }

  /**
   * The whole profile of an application, checked and located before any write (the geocoder is
   * never called inside a transaction).
   */
  async function prepareProfile(body: ApplicationBody) {
    return {
      competenceIds: checkCompetences(body.competence_ids, body.services),
      reponses: reponsesOf(body.infos_supp),
      ...(await located(body)),
    };
  }

  async function saveProfile(
    tx: Tx,
    candidatId: number,
    body: ApplicationBody,
    profile: Awaited<ReturnType<typeof prepareProfile>>,
  ) {
    await q.replaceServices(tx, candidatId, body.services);
    await q.saveInfosSupp(tx, candidatId, {
      reponses: profile.reponses,
      competence_ids: profile.competenceIds,
      experience_annees: body.experience_annees ?? null,
      disponibilites: body.disponibilites,
    });
  }

  const identityOf = (body: ApplicationBody) => ({
    civilite: body.civilite,
    nom: body.nom,
    prenom: body.prenom,
    email: body.email,
    mobile: body.mobile,
    fixe: body.fixe,
    date_naissance: body.date_naissance,
    adresse: body.adresse,
    codep: body.codep,
    ville: body.ville,
    country: body.country,
    transport_type_id: body.transport_type_id,
    rayon_km: body.rayon_km,
    presentation: body.presentation ?? null,
  });

  return {
    /**
     * Step 1: identity, contact and services; answers the token that opens the rest. An address
     * already held by an account or an application answers the same (issue 22, point 14): the
     * file is made with the same work, its history says the address is taken, and the holder is
     * mailed after the answer; the agency's rules keep such a file from becoming an account.
     */
    async createStep1(body: BodyOf<E['createCandidatStep1']>, ip: string) {
      await throttleNewApplication(ip);
      const isAddressTaken = await q.isEmailTaken(db, body.email);
      const candidat = await db.transaction(async (tx) => {
        const row = await q.insertCandidat(tx, {
          civilite: body.civilite,
          nom: body.nom,
          prenom: body.prenom,
          email: body.email,
          mobile: body.mobile,
          date_naissance: body.date_naissance,
          codep: body.codep,
          ville: body.ville,
          candidat_statut_id: CANDIDAT_STATUT.CANDIDATURE_RECUE,
          candidature_etape: 'identite',
        });
        await q.replaceServices(tx, row.id, body.services);
        await q.saveInfosSupp(tx, row.id, {});
        await recordCandidatEvenement(tx, {
          candidatId: row.id,
          type: 'candidature_etape',
          libelle: `Candidature commencée (étape « Identité »)${isAddressTaken ? TAKEN_ADDRESS_NOTE : ''}`,
        });
        return row;
      });
      if (isAddressTaken) mailAddressHolder(body.email);
      return {
        id: candidat.id,
        application_token: tokenOf(candidat),
        is_candidature_complete: false as const,
      };
    },

    /** A later step (address, skills, availability), in order; an earlier one may be re-saved. */
    async saveEtape(body: EtapeBody) {
      const { candidatId } = await resolve(body.application_token);
      const candidat = await q.findCandidat(db, candidatId);
      if (!candidat) throw notFound('Candidature introuvable.');
      const previous = CANDIDATURE_ETAPES[CANDIDATURE_ETAPES.indexOf(body.etape) - 1]!;
      if (etapeIndex(candidat.candidature_etape) < etapeIndex(previous)) {
        throw refusal(
          'CANDIDATURE_INCOMPLETE',
          `Enregistrez d’abord l’étape « ${CANDIDATURE_ETAPE_LABELS[previous]} ».`,
          { etape_manquante: previous },
        );
      }
      const etape = furthest(candidat.candidature_etape, body.etape);
      const libelle = `Étape « ${CANDIDATURE_ETAPE_LABELS[body.etape]} » enregistrée`;
      const record = (tx: Tx) =>
        recordCandidatEvenement(tx, { candidatId, type: 'candidature_etape', libelle });
      switch (body.etape) {
        case 'adresse': {
          const { lat, lng } = await located(body);
          await db.transaction(async (tx) => {
            await q.updateCandidat(tx, candidatId, {
              adresse: body.adresse,
              codep: body.codep,
              ville: body.ville,
              country: body.country,
              lat,
              lng,
              candidature_etape: etape,
            });
            await record(tx);
          });
          break;
        }
        case 'competences': {
          const competenceIds = checkCompetences(body.competence_ids, body.services);
          const reponses = reponsesOf(body.infos_supp);
          await db.transaction(async (tx) => {
            await q.replaceServices(tx, candidatId, body.services);
            await q.saveInfosSupp(tx, candidatId, {
              reponses,
              competence_ids: competenceIds,
              experience_annees: body.experience_annees ?? null,
            });
            await q.updateCandidat(tx, candidatId, {
              presentation: body.presentation ?? null,
              candidature_etape: etape,
            });
            await record(tx);
          });
          break;
        }
        case 'disponibilites': {
          await db.transaction(async (tx) => {
            await q.saveInfosSupp(tx, candidatId, { disponibilites: body.disponibilites });
            await q.updateCandidat(tx, candidatId, {
              transport_type_id: body.transport_type_id,
              rayon_km: body.rayon_km,
              candidature_etape: etape,
            });
            await record(tx);
          });
          break;
        }
      }
      return candidatureDto(candidatId);
    },

    /** 429 once this address sent CANDIDATURE_UPLOADS_PER_HOUR documents this hour (before the body is read). */
    throttleUpload: (ip: string) =>
      throttle(
        uploads,
        ip,
        'Trop de documents envoyés depuis cette connexion : réessayez dans une heure.',
      ),

    /**
     * A document sent with the application, its content and size checked by the route; the
     * application's number of files and total size are checked before the file is written, then
     * again under a lock of the file with the new row counted (two uploads at once).
     */
    async uploadDocument({
      fields,
      file,
    }: {
      fields: BodyOf<E['uploadCandidatureDocument']>;
      file: UploadedFile | null;
    }) {
      const { candidatId } = await resolve(fields.application_token);
      const size = file!.buffer.length;
      const before = await q.candidatureDocumentTotals(db, candidatId);
      checkDocumentCaps({ count: before.count + 1, bytes: before.bytes + size }, size);
      const typeLabel = DOCUMENT_TYPES[fields.document_type_id];
      const { document } = await documentsService.storeUpload(
        {
          file: file!, // required: the multipart reader answered 400 without it
          documentTypeId: fields.document_type_id,
          owner: { candidatId },
          uploadedByUserId: null,
        },
        async (tx) => {
          await q.lockCandidat(tx, candidatId);
          checkDocumentCaps(await q.candidatureDocumentTotals(tx, candidatId), size);
          await recordCandidatEvenement(tx, {
            candidatId,
            type: 'document',
            libelle: `Document déposé avec la candidature : ${typeLabel}`,
          });
        },
      );
      return documentDto({ ...document, createdAt: now() });
    },

    async getCandidature(token: string) {
      const { candidatId } = await resolve(token);
      return candidatureDto(candidatId);
    },

    /**
     * The whole application: in one go (a new file), or the final send of the application of a
     * token. Finished once: sending again saves the changes without a second notification.
     */
    async createCandidat(body: ApplicationBody, ip: string) {
      const token = body.application_token;
      if (!token) {
        await throttleNewApplication(ip);
        const isAddressTaken = await q.isEmailTaken(db, body.email);
        const profile = await prepareProfile(body);
        const candidat = await db.transaction(async (tx) => {
          const row = await q.insertCandidat(tx, {
            ...identityOf(body),
            lat: profile.lat,
            lng: profile.lng,
            candidat_statut_id: CANDIDAT_STATUT.CANDIDATURE_RECUE,
            candidature_etape: 'documents',
            candidature_completed_at: now(),
          });
          await saveProfile(tx, row.id, body, profile);
          await announce(tx, row, isAddressTaken);
          return row;
        });
        mailAfterSend(candidat, isAddressTaken);
        return { id: candidat.id, is_candidature_complete: true as const };
      }
      const { candidatId } = await resolve(token);
      const isAddressTaken = await q.isEmailTaken(db, body.email, candidatId);
      const profile = await prepareProfile(body);
      const { candidat, isFirstSend, isNewAddress } = await db.transaction(async (tx) => {
        const current = await q.lockCandidat(tx, candidatId);
        if (!current) throw notFound('Candidature introuvable.');
        const isFirst = current.candidature_completed_at === null;
        const isNew = (current.email ?? '').toLowerCase() !== body.email.toLowerCase();
        await saveProfile(tx, candidatId, body, profile);
        const row = await q.updateCandidat(tx, candidatId, {
          ...identityOf(body),
          lat: profile.lat,
          lng: profile.lng,
          candidature_etape: 'documents',
          ...(isFirst ? { candidature_completed_at: now() } : {}),
        });
        if (isFirst) await announce(tx, row, isAddressTaken);
        else
          await recordCandidatEvenement(tx, {
            candidatId,
            type: 'candidature',
            libelle: `Candidature modifiée par le candidat${isAddressTaken && isNew ? TAKEN_ADDRESS_NOTE : ''}`,
          });
        return { candidat: row, isFirstSend: isFirst, isNewAddress: isNew };
      });
      if (isFirstSend) mailAfterSend(candidat, isAddressTaken);
      else if (isAddressTaken && isNewAddress) mailAddressHolder(body.email);
      return { id: candidat.id, is_candidature_complete: true as const };
    },

    /** Recruitment mails a new edit link; every link given before stops working. */
    async sendEditLink(userId: number, body: BodyOf<E['sendEmailEditCandidature']>) {
      const candidat = await q.findCandidat(db, body.candidat_id);
      if (!candidat) throw notFound('Candidat introuvable.');
      if (!candidat.email) {
        throw conflict(
          "Ce candidat n'a pas d'adresse e-mail : indiquez-la sur sa fiche avant de lui envoyer le lien.",
        );
      }
      const renewed = await db.transaction(async (tx) => {
        const version = await q.bumpLinkVersion(tx, candidat.id);
        await recordCandidatEvenement(tx, {
          candidatId: candidat.id,
          type: 'candidature',
          libelle: 'Lien de modification de la candidature envoyé',
          userId,
        });
        return { ...candidat, candidature_link_version: version };
      });
      const message = body.message ? `${body.message}\n\n` : '';
      await mailer.send({
        to: candidat.email,
        subject: 'Complétez votre candidature chez Maisonnée',
        text: `Bonjour ${fullName(candidat)},\n\n${message}Pour compléter ou corriger votre candidature, ouvrez ce lien (les liens envoyés avant ne fonctionnent plus) :\n${editLink(tokenOf(renewed))}\n\nL'équipe Maisonnée`,
      });
      return { message: `Le lien de modification a été envoyé à ${candidat.email}.` };
    },

    listStatuts() {
      return CANDIDAT_STATUT_IDS.map((id, index) => ({
        id,
        libelle: CANDIDAT_STATUT_LABELS[id],
        ordre: index + 1,
      }));
    },

    listCompetences() {
      return COMPETENCES.map((c) => ({
        id: c.id,
        libelle: c.libelle,
        client_besoin_skill_id: c.client_besoin_skill_id,
      }));
    },

    listInfosSupp() {
      return INFOS_SUPP.map((info) => ({ id: info.id, libelle: info.libelle, type: info.type }));
    },
  };
}
