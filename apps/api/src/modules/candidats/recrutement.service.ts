import {
  endpoints,
  type candidatAroundSchema,
  type Candidat as CandidatDto,
  type Document as DocumentDto,
} from '@maisonnee/contract';
import {
  CANDIDAT_STATUT,
  CANDIDAT_STATUT_LABELS,
  checkCandidatStatutChange,
  distanceMeters,
  DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  formatInstantParis,
  isCandidatStatutId,
  isCompetenceId,
  isDocumentTypeId,
  isInfoSuppId,
  isSkillId,
  isTransportTypeId,
  ROLE,
} from '@maisonnee/domain';
import type { z } from 'zod';
import { createGeocoder } from '../../adapters/geocoding/ban-geocoder.ts';
import type { Tx } from '../../db/client.ts';
import { assertOwns, isBackOffice, type AuthContext } from '../../lib/access.ts';
import { mapPositionsOf, MAP_ROWS_TO_READ, type MapPositions } from '../../lib/map-positions.ts';
import {
  assertAllowed,
  conflict,
  forbidden,
  notFound,
  refusal,
  validationFailed,
} from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { BodyOf, QueryOf } from '../../plugins/contract-routes.ts';
import {
  addCandidatCommentaire,
  deleteCandidatCommentaire,
} from '../clients/client-records.service.ts';
import { documentDto } from '../documents/document-dto.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { BILAN_BUCKET } from './bilan.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { loadCandidatDto, statutIdOf, toListItem, type CandidatListItem } from './candidat-dto.ts';
import * as dq from './candidat-dto.queries.ts';
import { isEmailTaken } from './candidature.queries.ts';
import * as q from './recrutement.queries.ts';

/*
 * The recruitment back office (docs/recrutement.md, "Back office"): candidate files (read,
 * create, update, delete), the searches of the pipeline, by name, around a point and on the map,
 * the documents of a file, its comments. Every change of a file writes its history event in the
 * same transaction. The recruitment team (administrators, recruiters) does everything; the other
 * back-office roles read what the contract lets them; an agent reads and edits only its own file.
 */

type E = typeof endpoints;
type CandidatAround = z.infer<typeof candidatAroundSchema>;
/** A page of a list, as `paginated()` answers it. */
type Paginated<T> = { items: T[]; page: number; limit: number; total: number };

export const SEARCH_PAGE_SIZE = 20;
const MAX_SEARCH_WORDS = 8;
const MAX_BY_NAME = 20;
/**
 * Agents around a point per page, nearest first (the list and the map show a page: what a screen
 * shows, and hundreds in a big town cost every caller; issue 14).
 */
const AROUND_PAGE_SIZE = 50;
/** Pick lists page the 3,000 active agents by 100. */
const LIST_PAGE_SIZE = 100;

/** What the recruitment team changed on a file beyond its fields, written to its history. */
interface BackOfficeChanges {
  fromStatut: number | null;
  toStatut: number;
  entretienBefore: Date | null;
  /** Undefined: unchanged; null: cancelled. */
  entretienAt: string | null | undefined;
  documentsVerifies: boolean;
  commentaire: string | null | undefined;
}

/**
 * The history lines (and the comment) of a back-office change, in the caller's transaction:
 * the status moved, the interview planned or cancelled, the documents checked, a comment.
 */
async function recordBackOfficeChanges(
  tx: Tx,
  auth: AuthContext,
  candidatId: number,
  changes: BackOfficeChanges,
): Promise<void> {
  const event = (type: Parameters<typeof recordCandidatEvenement>[1]['type'], libelle: string) =>
    recordCandidatEvenement(tx, { candidatId, type, libelle, userId: auth.userId });
  const { fromStatut, toStatut } = changes;
  if (fromStatut !== toStatut) {
    await event(
      'statut',
      fromStatut === null
        ? `Statut : ${statutLabel(toStatut)}.`
        : `Statut : ${statutLabel(fromStatut)} → ${statutLabel(toStatut)}.`,
    );
  }
  const before = changes.entretienBefore?.getTime() ?? null;
  const after =
    changes.entretienAt === undefined
      ? before
      : changes.entretienAt === null
        ? null
        : Date.parse(changes.entretienAt);
  if (after !== before) {
    await event(
      'entretien',
      after === null
        ? 'Entretien annulé.'
        : `Entretien planifié le ${formatInstantParis(new Date(after))}.`,
    );
  }
  if (changes.documentsVerifies) await event('documents_verifies', 'Documents vérifiés.');
  if (changes.commentaire) {
    await addCandidatCommentaire(tx, {
      candidat_id: candidatId,
      author_user_id: auth.userId,
      commentaire: changes.commentaire,
    });
    await event('commentaire', 'Commentaire ajouté.');
  }
}

/** Fields of candidat/update that only the recruitment team may send. */
const BACK_OFFICE_UPDATE_FIELDS = [
  'statut_id',
  'is_active',
  'entretien_at',
  'documents_verifies',
  'commentaire',
] as const;

/** Contract states that keep a file from being deleted: a signature is awaited. */
const PENDING_CONTRAT = new Set(['en_attente_signature', 'signe_agent']);

const fullName = (c: { prenom: string | null; nom: string }) =>
  [c.prenom, c.nom].filter(Boolean).join(' ');

const statutLabel = (id: number) => (isCandidatStatutId(id) ? CANDIDAT_STATUT_LABELS[id] : '');

const wordsOf = (text: string | null | undefined) =>
  (text ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/** Unknown finer skills or extra-information ids: 400 naming the field. */
function checkCatalogueIds(body: {
  competence_ids?: number[] | undefined;
  infos_supp?: { info_supp_id: number }[] | undefined;
}) {
  const fields: Record<string, string> = {};
  if (body.competence_ids?.some((id) => !isCompetenceId(id)))
    fields.competence_ids = 'Compétence inconnue.';
  if (body.infos_supp?.some((info) => !isInfoSuppId(info.info_supp_id)))
    fields.infos_supp = 'Information complémentaire inconnue.';
  if (
    body.infos_supp &&
    new Set(body.infos_supp.map((info) => info.info_supp_id)).size !== body.infos_supp.length
  )
    fields.infos_supp ??= 'Chaque information complémentaire une seule fois.';
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Certaines valeurs ne sont pas dans les listes proposées.');
}

const reponsesOf = (infos: { info_supp_id: number; valeur: string | null }[]) =>
  Object.fromEntries(infos.map((info) => [String(info.info_supp_id), info.valeur]));

export function createRecrutementService(deps: ModuleDeps) {
  const { db, now, config } = deps;
  const documents = createDocumentsService(deps);
  const geocoder = createGeocoder(config.geocoderUrl, deps.log);

  async function requireCandidat(id: number) {
    const row = await q.findCandidatRow(db, id);
    if (!row) throw notFound('Candidat introuvable.');
    return row;
  }

  async function dtoOf(id: number, backOffice: boolean): Promise<CandidatDto> {
    const dto = await loadCandidatDto(db, id, { backOffice });
    if (!dto) throw notFound('Candidat introuvable.');
    return dto;
  }

  async function listItems(rows: q.CandidatListRow[]): Promise<CandidatListItem[]> {
    const ids = rows.map((row) => row.candidat.id);
    const [services, ratings] = await Promise.all([
      dq.servicesOfCandidats(db, ids),
      dq.ratingsOfCandidats(db, ids),
    ]);
    return rows.map((row) =>
      toListItem(
        row.candidat,
        row.statut,
        services.get(row.candidat.id) ?? [],
        ratings.get(row.candidat.id) ?? null,
      ),
    );
  }

  /** 409 EMAIL_ALREADY_USED when another file has this e-mail. */
  async function assertEmailFree(conn: Tx, email: string, exceptId?: number) {
    if ((await q.findCandidatIdByEmail(conn, email, exceptId)) !== undefined) {
      throw refusal(
        'EMAIL_ALREADY_USED',
        'Cette adresse e-mail est déjà celle d’un autre candidat ou agent.',
      );
    }
  }

  /**
   * The agent editing its own file meets the rule of the public application (issue 22, point 17):
   * 409 EMAIL_ALREADY_USED when another file or another account (not its own) has this e-mail.
   * The agency keeps `assertEmailFree`: it may give a file the address of a client's account on
   * purpose (the agent space is then added to that account, `inviteAgentUser`).
   */
  async function assertEmailFreeForAgent(conn: Tx, email: string, candidatId: number) {
    if (await isEmailTaken(conn, email, candidatId)) {
      throw refusal(
        'EMAIL_ALREADY_USED',
        'Cette adresse e-mail est déjà celle d’un autre compte ou d’une autre candidature : indiquez votre propre adresse.',
      );
    }
  }

  /** Coordinates sent, else those kept for an unchanged address, else the geocoder's. */
  async function locate(
    address: { adresse: string; codep: string; ville: string },
    sent: { lat: number | null; lng: number | null },
    previous?: q.NewCandidatRow,
  ): Promise<{ lat: number | null; lng: number | null }> {
    if (sent.lat !== null && sent.lng !== null) return { lat: sent.lat, lng: sent.lng };
    if (
      previous &&
      previous.adresse === address.adresse &&
      previous.codep === address.codep &&
      previous.ville === address.ville &&
      previous.lat != null &&
      previous.lng != null
    )
      return { lat: previous.lat, lng: previous.lng };
    const found = await geocoder.geocode(`${address.adresse} ${address.codep} ${address.ville}`);
    return found ? { lat: found.lat, lng: found.lng } : { lat: null, lng: null };
  }

  return {
    /** The file: the back office sees comments and history, the agent only its own file. */
    async getCandidat(auth: AuthContext, id: number): Promise<CandidatDto> {
      assertOwns(auth, endpoints.getCandidat.access, { candidatId: id });
      return dtoOf(id, isBackOffice(auth));
    },

    /** Active agents, by name, for the back office's pick lists: 3,000 agents, so pages. */
    async listActifs(query: QueryOf<E['listCandidats']>) {
      const { rows, total } = await q.searchCandidats(
        db,
        { words: [], statutIds: [CANDIDAT_STATUT.AGENT_ACTIF], services: [], isActive: true },
        { limit: LIST_PAGE_SIZE, offset: (query.page - 1) * LIST_PAGE_SIZE },
      );
      const items = (await listItems(rows)).map((item) => ({
        id: item.id,
        nom: item.nom,
        prenom: item.prenom,
        statut: item.statut,
        services: item.services,
      }));
      return { items, page: query.page, limit: LIST_PAGE_SIZE, total };
    },

    /** Candidates by words (names, e-mail, mobile) and filters, 20 a page, by name. */
    async search(body: BodyOf<E['searchCandidats']>) {
      const { rows, total } = await q.searchCandidats(
        db,
        {
          words: wordsOf(body.q),
          statutIds: body.statut_ids,
          services: body.services,
          codepPrefix: body.codep,
          isActive: body.is_active,
        },
        { limit: SEARCH_PAGE_SIZE, offset: (body.page - 1) * SEARCH_PAGE_SIZE },
      );
      return { items: await listItems(rows), page: body.page, limit: SEARCH_PAGE_SIZE, total };
    },

    /** A pipeline column: active files with these statuses, newest first, 20 a page. */
    async searchByStatuts(
      query: QueryOf<E['searchCandidatsByStatuts']>,
      body: BodyOf<E['searchCandidatsByStatuts']>,
    ) {
      const { rows, total } = await q.searchCandidats(
        db,
        { words: [], statutIds: body.statut_ids, services: body.services, isActive: true },
        { limit: SEARCH_PAGE_SIZE, offset: (query.page - 1) * SEARCH_PAGE_SIZE },
        'recent',
      );
      return { items: await listItems(rows), page: query.page, limit: SEARCH_PAGE_SIZE, total };
    },

    /** Quick search by name (every word must match a name or the e-mail), 20 at most. */
    async searchByName(body: BodyOf<E['searchCandidatsByName']>) {
      const { rows } = await q.searchCandidats(
        db,
        { words: wordsOf(body.name), statutIds: [], services: [] },
        { limit: MAX_BY_NAME, offset: 0 },
      );
      return listItems(rows);
    },

    /** A page of the located active candidates within the radius of a point, nearest first. */
    async around(body: BodyOf<E['listCandidatsAround']>): Promise<Paginated<CandidatAround>> {
      const center = { lat: body.lat, lng: body.lng };
      const { rows, total } = await q.candidatsAround(
        db,
        { words: [], statutIds: body.statut_ids, services: body.services, isActive: true },
        { center, km: body.distanceKM },
        { limit: AROUND_PAGE_SIZE, offset: (body.page - 1) * AROUND_PAGE_SIZE },
      );
      const near = rows.map((row) => ({
        row,
        km: distanceMeters(center, { lat: row.candidat.lat!, lng: row.candidat.lng! }) / 1000,
      }));
      const listed = await listItems(near.map(({ row }) => row));
      const items = near.map(({ row, km }, index) => ({
        ...listed[index]!,
        lat: row.candidat.lat!,
        lng: row.candidat.lng!,
        distance_km: Math.round(km * 10) / 10,
        transport_type_id: isTransportTypeId(row.candidat.transport_type_id)
          ? row.candidat.transport_type_id
          : null,
      }));
      return { items, page: body.page, limit: AROUND_PAGE_SIZE, total };
    },

    /** Markers of located candidates for the back-office map. */
    async mapPositions(body: BodyOf<E['listCandidatMapsPositions']>): Promise<MapPositions> {
      const found = await q.candidatsOnMap(
        db,
        {
          words: [],
          statutIds: body.statut_ids,
          services: body.services,
          isActive: body.is_active,
        },
        body.bbox,
        MAP_ROWS_TO_READ,
      );
      const services = await dq.servicesOfCandidats(
        db,
        found.map((row) => row.candidat.id),
      );
      return mapPositionsOf(found, ({ candidat, statut }) => ({
        id: candidat.id,
        kind: 'candidat' as const,
        lat: candidat.lat!,
        lng: candidat.lng!,
        label: fullName(candidat),
        statut: statut ?? statutLabel(statutIdOf(candidat)),
        services: (services.get(candidat.id) ?? []).filter(isSkillId),
      }));
    },

    /**
     * Creates or updates a file from the back office. The status moves only as
     * checkCandidatStatutChange allows (409 STATUT_CHANGE_REFUSED); every change is written to
     * the file's history in the same transaction as the change itself.
     */
    async save(auth: AuthContext, body: BodyOf<E['saveCandidat']>): Promise<CandidatDto> {
      checkCatalogueIds(body);
      const previous = body.id === undefined ? undefined : await requireCandidat(body.id);
      const fromStatut = previous ? statutIdOf(previous) : null;
      assertAllowed(checkCandidatStatutChange(fromStatut, body.statut_id));
      const position = await locate(body, { lat: body.lat, lng: body.lng }, previous);
      const at = now();
      const id = await db.transaction(async (tx) => {
        await assertEmailFree(tx, body.email, previous?.id);
        const values: q.NewCandidatRow = {
          civilite: body.civilite,
          nom: body.nom,
          prenom: body.prenom,
          email: body.email,
          mobile: body.mobile,
          fixe: body.fixe,
          date_naissance: body.date_naissance ?? null,
          adresse: body.adresse,
          codep: body.codep,
          ville: body.ville,
          country: body.country,
          ...position,
          candidat_statut_id: body.statut_id,
          transport_type_id: body.transport_type_id,
          rayon_km: body.rayon_km,
          presentation: body.presentation,
          is_active: body.is_active,
          ...(body.date_entree !== undefined ? { date_entree: body.date_entree } : {}),
          ...(body.date_sortie !== undefined ? { date_sortie: body.date_sortie } : {}),
          ...(body.entretien_at !== undefined
            ? { entretien_at: body.entretien_at === null ? null : new Date(body.entretien_at) }
            : {}),
          ...(body.documents_verifies ? { documents_verifies_at: at } : {}),
        };
        let candidatId: number;
        const event = (
          type: Parameters<typeof recordCandidatEvenement>[1]['type'],
          libelle: string,
        ) => recordCandidatEvenement(tx, { candidatId, type, libelle, userId: auth.userId });
        if (previous) {
          candidatId = previous.id;
          await q.updateCandidat(tx, candidatId, values);
          await event('fiche', 'Fiche mise à jour par l’agence.');
        } else {
          // A file made by the agency has no application step: it counts as complete.
          candidatId = await q.insertCandidat(tx, { ...values, candidature_etape: null });
          await event('fiche', 'Fiche créée par l’agence.');
        }
        await q.replaceServices(tx, candidatId, body.services);
        await q.upsertInfosSupp(tx, candidatId, {
          competence_ids: [...new Set(body.competence_ids)],
          reponses: reponsesOf(body.infos_supp),
          disponibilites: body.disponibilites,
          experience_annees: body.experience_annees ?? null,
        });
        await recordBackOfficeChanges(tx, auth, candidatId, {
          fromStatut,
          toStatut: body.statut_id,
          entretienBefore: previous?.entretien_at ?? null,
          entretienAt: body.entretien_at,
          documentsVerifies: body.documents_verifies === true,
          commentaire: body.commentaire,
        });
        return candidatId;
      });
      return dtoOf(id, true);
    },

    /**
     * The agent edits its own profile, the recruitment team any file. Only the fields sent
     * change: the team may also move the status (checkCandidatStatutChange), plan the interview,
     * mark the documents checked or add a comment without sending the rest of the file, which an
     * application left unfinished does not have.
     */
    async update(auth: AuthContext, body: BodyOf<E['updateCandidat']>): Promise<CandidatDto> {
      assertOwns(auth, endpoints.updateCandidat.access, { candidatId: body.id });
      const agencyOnly = BACK_OFFICE_UPDATE_FIELDS.filter((field) => body[field] !== undefined);
      if (agencyOnly.length > 0 && !isBackOffice(auth)) {
        throw forbidden(
          "Seule l'agence change le statut, l'entretien, la vérification des documents ou les commentaires d'une fiche.",
        );
      }
      checkCatalogueIds(body);
      const previous = await requireCandidat(body.id);
      const fromStatut = statutIdOf(previous);
      if (body.statut_id !== undefined) {
        assertAllowed(checkCandidatStatutChange(fromStatut, body.statut_id));
      }
      const columns: Partial<q.NewCandidatRow> = {};
      for (const field of [
        'civilite',
        'nom',
        'prenom',
        'email',
        'mobile',
        'fixe',
        'date_naissance',
        'adresse',
        'codep',
        'ville',
        'country',
        'lat',
        'lng',
        'transport_type_id',
        'rayon_km',
        'presentation',
      ] as const) {
        if (body[field] !== undefined) Object.assign(columns, { [field]: body[field] });
      }
      // A new address without coordinates is placed again (or left unplaced).
      const addressChanged = (['adresse', 'codep', 'ville'] as const).some(
        (field) => body[field] !== undefined && body[field] !== previous[field],
      );
      if (addressChanged && body.lat == null && body.lng == null) {
        Object.assign(
          columns,
          await locate(
            {
              adresse: body.adresse ?? previous.adresse ?? '',
              codep: body.codep ?? previous.codep ?? '',
              ville: body.ville ?? previous.ville ?? '',
            },
            { lat: null, lng: null },
          ),
        );
      }
      const infos: q.InfosSuppValues = {};
      if (body.competence_ids !== undefined)
        infos.competence_ids = [...new Set(body.competence_ids)];
      if (body.disponibilites !== undefined) infos.disponibilites = body.disponibilites;
      if (body.experience_annees !== undefined) infos.experience_annees = body.experience_annees;
      // Only a change of the profile itself is written as « fiche mise à jour ».
      const profileChanged =
        Object.keys(columns).length > 0 ||
        body.services !== undefined ||
        Object.keys(infos).length > 0;
      if (body.statut_id !== undefined) columns.candidat_statut_id = body.statut_id;
      if (body.is_active !== undefined) columns.is_active = body.is_active;
      if (body.entretien_at !== undefined) {
        columns.entretien_at = body.entretien_at === null ? null : new Date(body.entretien_at);
      }
      if (body.documents_verifies) columns.documents_verifies_at = now();
      await db.transaction(async (tx) => {
        if (body.email !== undefined) {
          if (isBackOffice(auth)) await assertEmailFree(tx, body.email, body.id);
          else await assertEmailFreeForAgent(tx, body.email, body.id);
        }
        if (Object.keys(columns).length > 0) await q.updateCandidat(tx, body.id, columns);
        if (body.services !== undefined) await q.replaceServices(tx, body.id, body.services);
        if (Object.keys(infos).length > 0) await q.upsertInfosSupp(tx, body.id, infos);
        if (profileChanged) {
          await recordCandidatEvenement(tx, {
            candidatId: body.id,
            type: 'fiche',
            libelle: isBackOffice(auth)
              ? 'Fiche mise à jour par l’agence.'
              : 'Profil mis à jour par l’agent.',
            userId: auth.userId,
          });
        }
        if (body.is_active !== undefined && body.is_active !== previous.is_active) {
          await recordCandidatEvenement(tx, {
            candidatId: body.id,
            type: 'fiche',
            libelle: body.is_active ? 'Fiche réactivée.' : 'Fiche désactivée.',
            userId: auth.userId,
          });
        }
        await recordBackOfficeChanges(tx, auth, body.id, {
          fromStatut,
          toStatut: body.statut_id ?? fromStatut,
          entretienBefore: previous.entretien_at,
          entretienAt: body.entretien_at,
          documentsVerifies: body.documents_verifies === true,
          commentaire: body.commentaire,
        });
      });
      return dtoOf(body.id, isBackOffice(auth));
    },

    /** Replaces the extra answers of a file (the agent its own, recruitment any). */
    async saveInfosSupp(
      auth: AuthContext,
      body: BodyOf<E['saveCandidatInfosSupp']>,
    ): Promise<CandidatDto> {
      assertOwns(auth, endpoints.saveCandidatInfosSupp.access, { candidatId: body.candidat_id });
      checkCatalogueIds(body);
      await requireCandidat(body.candidat_id);
      await db.transaction(async (tx) => {
        await q.upsertInfosSupp(tx, body.candidat_id, { reponses: reponsesOf(body.infos_supp) });
        await recordCandidatEvenement(tx, {
          candidatId: body.candidat_id,
          type: 'fiche',
          libelle: 'Informations complémentaires mises à jour.',
          userId: auth.userId,
        });
      });
      return dtoOf(body.candidat_id, isBackOffice(auth));
    },

    /**
     * Deletes a file that never worked: refused (409) when it has interventions (deactivate it
     * instead), while a contract waits for a signature, or once a contract was countersigned.
     * Its documents go with it.
     */
    async deleteCandidat(id: number) {
      const candidat = await requireCandidat(id);
      const nbInterventions = await q.countInterventions(db, id);
      if (nbInterventions > 0) {
        throw refusal(
          'CANDIDAT_HAS_INTERVENTIONS',
          `${fullName(candidat)} a ${nbInterventions === 1 ? 'une intervention' : `${nbInterventions} interventions`} : sa fiche ne peut pas être supprimée, désactivez-la.`,
          { nb_interventions: nbInterventions },
        );
      }
      const contrats = await q.listContrats(db, id);
      if (contrats.some((contrat) => PENDING_CONTRAT.has(contrat.statut))) {
        throw refusal(
          'CONTRAT_EN_COURS',
          'Un contrat de travail attend une signature : annulez-le avant de supprimer la fiche.',
        );
      }
      if (contrats.some((contrat) => contrat.statut === 'contresigne')) {
        throw conflict(
          'Cet agent a un contrat de travail signé : sa fiche ne peut pas être supprimée, désactivez-la.',
        );
      }
      await db.transaction(async (tx) => {
        // Cancelled contracts and resignations point at documents: they go first, then the
        // documents, then the file (comments, history, answers and leave go with it).
        await q.deleteContrats(tx, id);
        await q.deleteDemissions(tx, id);
        for (const { id: documentId } of await q.listAllCandidatDocumentIds(tx, id)) {
          const document = await documents.findById(documentId, tx);
          if (document) await documents.remove(document, tx);
        }
        await q.deleteCandidatRow(tx, id);
      });
      return { id, deleted: true as const };
    },

    /**
     * The documents of a file, newest first. A work contract shows only its current version
     * (countersigned, else signed, else sent) with its signature dates; an agent does not see
     * cancelled contracts. Generated reviews (bilans) are not listed.
     */
    async listDocuments(auth: AuthContext, candidatId: number): Promise<DocumentDto[]> {
      assertOwns(auth, endpoints.listCandidatDocuments.access, { candidatId });
      await requireCandidat(candidatId);
      const backOffice = isBackOffice(auth);
      const [rows, contrats] = await Promise.all([
        q.listCandidatDocuments(db, candidatId, [BILAN_BUCKET]),
        q.listContrats(db, candidatId),
      ]);
      const hidden = new Set<number>();
      const signatures = new Map<
        number,
        { signe_at: string | null; contresigne_at: string | null }
      >();
      for (const contrat of contrats) {
        const versions = [
          contrat.document_id,
          contrat.signed_document_id,
          contrat.countersigned_document_id,
        ].filter((value): value is number => value !== null);
        const current = versions[versions.length - 1]!;
        for (const version of versions) if (version !== current) hidden.add(version);
        if (contrat.statut === 'annule' && !backOffice) hidden.add(current);
        signatures.set(current, {
          signe_at: contrat.signed_at?.toISOString() ?? null,
          contresigne_at: contrat.countersigned_at?.toISOString() ?? null,
        });
      }
      return rows
        .filter(({ document }) => !hidden.has(document.id))
        .map(({ document: d, typeLabel }) => ({
          id: d.id,
          document_type_id: d.document_type_id as DocumentDto['document_type_id'],
          document_type:
            typeLabel ??
            (isDocumentTypeId(d.document_type_id) ? DOCUMENT_TYPES[d.document_type_id] : ''),
          filename: d.filename,
          original_name: d.original_name ?? d.filename,
          mime_type: d.mime_type,
          size_bytes: d.size_bytes,
          client_id: d.client_id,
          candidat_id: d.candidat_id,
          devis_id: null,
          facture_id: null,
          libelle: d.libelle,
          date_document: d.date_document,
          uploaded_by_user_id: d.uploaded_by_user_id,
          signe_at: signatures.get(d.id)?.signe_at ?? null,
          contresigne_at: signatures.get(d.id)?.contresigne_at ?? null,
          created_at: d.created_at.toISOString(),
        }));
    },

    /**
     * Deletes a document of a file. A payslip, a work contract (signed on paper or in the app)
     * and any version of a contract sent for signature stay: 409 DOCUMENT_PROTECTED.
     */
    async deleteDocument(id: number) {
      const document = await documents.findById(id);
      if (!document || document.candidatId === null) throw notFound('Document introuvable.');
      if (document.documentTypeId === DOCUMENT_TYPE.FICHE_PAIE) {
        throw refusal(
          'DOCUMENT_PROTECTED',
          'Une fiche de paie ne peut pas être supprimée : elle reste au dossier de l’agent.',
        );
      }
      // A contract's versions are its evidence (even cancelled: the contract row points at them).
      const contrat = await q.findContratOfDocument(db, id);
      if (contrat || document.documentTypeId === DOCUMENT_TYPE.CONTRAT_TRAVAIL) {
        throw refusal(
          'DOCUMENT_PROTECTED',
          contrat?.statut === 'annule'
            ? 'Ce document est la trace d’un contrat annulé : il reste au dossier.'
            : 'Un contrat de travail ne peut pas être supprimé : il reste au dossier de l’agent.',
        );
      }
      await documents.remove(document);
      return { id, deleted: true as const };
    },

    /** The agency files a document for an agent; the agent, if it has an account, is told. */
    async uploadDocument(
      auth: AuthContext,
      fields: {
        candidat_id: number;
        document_type_id: number;
        libelle?: string | null | undefined;
        date_document?: string | undefined;
      },
      file: UploadedFile,
    ): Promise<DocumentDto> {
      const candidat = await requireCandidat(fields.candidat_id);
      const typeLabel = isDocumentTypeId(fields.document_type_id)
        ? DOCUMENT_TYPES[fields.document_type_id]
        : '';
      const { document } = await documents.storeUpload(
        {
          file,
          documentTypeId: fields.document_type_id,
          owner: { candidatId: candidat.id },
          uploadedByUserId: auth.userId,
          libelle: fields.libelle ?? null,
          dateDocument: fields.date_document ?? null,
        },
        async (tx, stored) => {
          await recordCandidatEvenement(tx, {
            candidatId: candidat.id,
            type: 'document',
            libelle: `Document déposé par l’agence : ${stored.libelle ?? typeLabel}.`,
            userId: auth.userId,
          });
          await notify(
            tx,
            { candidatId: candidat.id },
            NOTIFICATION_MESSAGES.recrutement.documentAgent({
              libelle: stored.libelle ?? typeLabel,
            }),
          );
        },
      );
      return documentDto({ ...document, createdAt: now() }, { typeLabel });
    },

    /** A comment is deleted by its author, an administrator or a manager (as on client files). */
    async deleteCommentaire(auth: AuthContext, id: number) {
      const found = await q.findCandidatCommentaire(db, id);
      if (!found) throw notFound('Commentaire introuvable.');
      const mayDelete =
        found.auteur_id === auth.userId ||
        auth.roles.includes(ROLE.ADMINISTRATEUR) ||
        auth.user.role_manager;
      if (!mayDelete)
        throw forbidden(
          'Seul son auteur, un administrateur ou un manager peut supprimer ce commentaire.',
        );
      if (!(await deleteCandidatCommentaire(db, id))) throw notFound('Commentaire introuvable.');
      return { id, deleted: true as const };
    },
  };
}

export type RecrutementService = ReturnType<typeof createRecrutementService>;
