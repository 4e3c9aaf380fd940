import type { annonceAroundSchema, annonceSchema, endpoints } from '@maisonnee/contract';
import {
  atUtc,
  distanceMeters,
  isBackOfficeRole,
  isSkillId,
  ROLE_GROUPS,
  toParisIsoDate,
  type LatLng,
  type SkillId,
} from '@maisonnee/domain';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { forbidden, notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { mapPositionsOf, MAP_ROWS_TO_READ, type MapPositions } from '../../lib/map-positions.ts';
import type { BodyOf, QueryOf } from '../../plugins/contract-routes.ts';
import { searchRadiusKm } from '../agence/search-radius.ts';
import { recordInteretAnnonce } from '../candidats/candidat-evenements.service.ts';
import { resolveCandidatureToken } from '../candidats/candidature-token.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import * as q from './annonces.queries.ts';

/*
 * Job posts (docs/recrutement.md, "Annonces"): the back office publishes a post, for a mission
 * that needs an agent or on its own, with the town and coordinates rounded to about 1 km so that a
 * client's home is never shown; agents and visitors search the active posts around a point and say
 * they are interested, which opens a task on the recruitment cockpit.
 */

type E = typeof endpoints;
type AnnonceDto = z.infer<typeof annonceSchema>;
type AnnonceAround = z.infer<typeof annonceAroundSchema>;

export const ANNONCES_PAGE_SIZE = 20;
/** Posts listed around a point, nearest first. */
const MAX_AROUND = 200;
/** Two decimals of a degree: about 1.1 km of latitude, 0.7 km of longitude in France. */
const PUBLISHED_DECIMALS = 100;

export interface AnnoncesDeps {
  db: Db;
  /** For the agency's rules (its default search radius). */
  config: AppConfig;
  now: () => Date;
  /** Keys the application tokens (candidature-token.ts). */
  candidatureSecret: string;
}

/** A published coordinate: rounded to about 1 km, never the client's door. */
export const roundCoordinate = (value: number) =>
  Math.round(value * PUBLISHED_DECIMALS) / PUBLISHED_DECIMALS;

const isoDay = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
const dayStart = (date: string) => atUtc(date, '00:00');

function toDto(row: q.AnnonceRow): AnnonceDto {
  return {
    id: row.id,
    mission_id: row.mission_id,
    client_besoin_skill_id: (row.client_besoin_skill_id ?? 1) as SkillId,
    titre: row.title,
    description: row.description ?? '',
    codep: row.codep ?? '',
    ville: row.ville ?? '',
    lat: roundCoordinate(row.lat ?? 0),
    lng: roundCoordinate(row.lng ?? 0),
    is_ponctuel: row.is_ponctuel,
    date_debut: isoDay(row.date_debut) ?? isoDay(row.created_at)!,
    date_fin: isoDay(row.date_fin),
    nb_heures_semaine: row.nb_heures,
    horaires: row.horaires.map(({ day, time_debut, time_fin }) => ({ day, time_debut, time_fin })),
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}

const candidatName = (c: { prenom: string | null; nom: string | null }) =>
  [c.prenom, c.nom].filter(Boolean).join(' ') || 'Un candidat';

export function createAnnoncesService(deps: AnnoncesDeps) {
  const { db, config, now, candidatureSecret } = deps;
  const today = () => dayStart(toParisIsoDate(now()));

  async function requireAnnonce(conn: Db | Tx, id: number) {
    const row = await q.findAnnonce(conn, id);
    if (!row) throw notFound('Annonce introuvable.');
    return row;
  }

  /**
   * Active located posts within `given` km of a point (the agency's default radius when not
   * given), in these services (all when empty).
   */
  async function around(
    center: LatLng,
    given: number | undefined,
    services: readonly number[],
  ): Promise<AnnonceAround[]> {
    const km = await searchRadiusKm(db, config, given);
    const rows = await q.annoncesInBox(
      db,
      { active: true, today: today(), services: [...services] },
      { center, km },
      MAX_AROUND,
    );
    return rows
      .map((row) => ({ row, km: distanceMeters(center, { lat: row.lat!, lng: row.lng! }) / 1000 }))
      .map(({ row, km: distance }) => ({
        ...toDto(row),
        distance_km: Math.round(distance * 10) / 10,
      }));
  }

  /** The agent's file behind the caller (403 when the account has none). */
  async function callerCandidat(auth: AuthContext) {
    const candidat = auth.candidatId ? await q.findCandidatForAnnonces(db, auth.candidatId) : null;
    if (!candidat) throw forbidden("Ce compte n'est rattaché à aucune fiche d'agent.");
    return candidat;
  }

  /**
   * Records that a candidate is interested in a post, in one transaction: the interest (once per
   * person and post), a task on the recruitment cockpit, a notification to recruitment and a line
   * in the candidate's history.
   */
  async function declareInteret(
    candidatId: number,
    body: { annonce_id: number; message?: string | null | undefined },
    userId: number | null,
  ) {
    await db.transaction(async (tx) => {
      const annonce = await requireAnnonce(tx, body.annonce_id);
      const ended = annonce.date_fin && annonce.date_fin < today();
      if (!annonce.is_active || ended)
        throw refusal('ANNONCE_INACTIVE', "Cette annonce n'est plus active.");
      const candidat = await q.findCandidatForAnnonces(tx, candidatId);
      if (!candidat) throw notFound('Fiche de candidat introuvable.');
      const message = body.message?.trim() || null;
      const interetId = await q.insertAnnonceInteret(tx, {
        annonce_id: annonce.id,
        candidat_id: candidatId,
        message,
      });
      if (interetId === null)
        throw refusal(
          'ALREADY_INTERESTED',
          'Vous avez déjà signalé votre intérêt pour cette annonce : nous revenons vers vous.',
        );
      const nom = candidatName(candidat);
      await addCockpitTache(tx, {
        kind: 'recrutement',
        type: 'interet_annonce',
        title: `Intérêt pour l'annonce « ${annonce.title} »`,
        candidat_id: candidatId,
        mission_id: annonce.mission_id,
        note: message,
        due_at: now(),
        created_by_user_id: userId,
      });
      await notify(
        tx,
        { plannerRoles: ROLE_GROUPS.RECRUTEMENT },
        NOTIFICATION_MESSAGES.recrutement.interetAnnonce({
          candidat: nom,
          candidatId,
          annonce: annonce.title,
        }),
      );
      await recordInteretAnnonce(tx, { candidatId, annonceTitle: annonce.title, userId });
    });
    return { message: 'Merci : votre intérêt est transmis à notre équipe de recrutement.' };
  }

  return {
    /** Publishes a post; for a mission, its need and client come from the mission. */
    async create(auth: AuthContext, body: BodyOf<E['createAnnonce']>): Promise<AnnonceDto> {
      let clientId: number | null = null;
      if (body.mission_id != null) {
        const mission = await q.findMissionForAnnonce(db, body.mission_id);
        if (!mission) throw notFound('Mission introuvable.');
        if (
          mission.client_besoin_skill_id != null &&
          mission.client_besoin_skill_id !== body.client_besoin_skill_id
        )
          throw validationFailed({
            client_besoin_skill_id: "Le service de l'annonce doit être celui de la mission.",
          });
        clientId = mission.client_id;
      }
      const row = await q.insertAnnonce(db, {
        title: body.titre,
        description: body.description,
        client_besoin_skill_id: body.client_besoin_skill_id,
        mission_id: body.mission_id ?? null,
        client_id: clientId,
        codep: body.codep,
        ville: body.ville,
        lat: roundCoordinate(body.lat),
        lng: roundCoordinate(body.lng),
        nb_heures: body.nb_heures_semaine ?? null,
        date_debut: dayStart(body.date_debut),
        date_fin: body.date_fin ? dayStart(body.date_fin) : null,
        is_ponctuel: body.is_ponctuel,
        horaires: body.horaires,
        is_active: body.is_active,
        created_by_user_id: auth.userId,
      });
      return toDto(row);
    },

    /** Changes a post's text, place, dates or slots, or switches it off (or on again). */
    async update(body: BodyOf<E['updateAnnonce']>): Promise<AnnonceDto> {
      const current = await requireAnnonce(db, body.id);
      const values: Partial<q.NewAnnonce> = {};
      if (body.titre !== undefined) values.title = body.titre;
      if (body.description !== undefined) values.description = body.description;
      if (body.codep !== undefined) values.codep = body.codep;
      if (body.ville !== undefined) values.ville = body.ville;
      if (body.lat !== undefined) values.lat = roundCoordinate(body.lat);
      if (body.lng !== undefined) values.lng = roundCoordinate(body.lng);
      if (body.is_ponctuel !== undefined) values.is_ponctuel = body.is_ponctuel;
      if (body.date_debut !== undefined) values.date_debut = dayStart(body.date_debut);
      if (body.date_fin !== undefined)
        values.date_fin = body.date_fin ? dayStart(body.date_fin) : null;
      if (body.nb_heures_semaine !== undefined) values.nb_heures = body.nb_heures_semaine;
      if (body.horaires !== undefined) values.horaires = body.horaires;
      if (body.is_active !== undefined) values.is_active = body.is_active;

      // The rules of a whole post, checked on the post as it will be.
      const next = { ...current, ...values };
      if (next.date_debut && next.date_fin && next.date_fin < next.date_debut)
        throw validationFailed({ date_fin: 'La date de fin doit suivre la date de début.' });
      if (!next.is_ponctuel && next.horaires.length === 0)
        throw validationFailed({ horaires: 'Une annonce récurrente indique ses horaires.' });

      const row = await q.updateAnnonce(db, body.id, values);
      if (!row) throw notFound('Annonce introuvable.');
      return toDto(row);
    },

    /** Posts, newest first, 20 a page, filtered by state, services and mission. */
    async list(body: BodyOf<E['listMissionsAnnonces']>) {
      const { rows, total } = await q.listAnnonces(
        db,
        {
          active: body.is_active,
          today: today(),
          services: body.services,
          missionId: body.mission_id,
        },
        { limit: ANNONCES_PAGE_SIZE, offset: (body.page - 1) * ANNONCES_PAGE_SIZE },
      );
      return { items: rows.map(toDto), page: body.page, limit: ANNONCES_PAGE_SIZE, total };
    },

    /** Markers of the located posts for the back-office map. */
    async mapPositions(body: BodyOf<E['listAnnonceMapsPositions']>): Promise<MapPositions> {
      const t = today();
      const rows = await q.annoncesOnMap(
        db,
        { active: body.is_active, today: t, services: body.services },
        body.bbox,
        MAP_ROWS_TO_READ,
      );
      return mapPositionsOf(rows, (row) => {
        const isLive = row.is_active && (!row.date_fin || row.date_fin >= t);
        return {
          id: row.id,
          kind: 'annonce' as const,
          lat: roundCoordinate(row.lat!),
          lng: roundCoordinate(row.lng!),
          label: row.ville ? `${row.title} (${row.ville})` : row.title,
          statut: isLive ? 'Active' : 'Inactive',
          services:
            row.client_besoin_skill_id != null && isSkillId(row.client_besoin_skill_id)
              ? [row.client_besoin_skill_id]
              : [],
        };
      });
    },

    /** Active posts around a point; an agent sees only its own services. */
    async around(auth: AuthContext, body: BodyOf<E['listAnnoncesAround']>) {
      const center = { lat: body.lat, lng: body.lng };
      if (auth.roles.some(isBackOfficeRole)) return around(center, body.distanceKM, []);
      const candidat = await callerCandidat(auth);
      if (candidat.services.length === 0) return [];
      return around(center, body.distanceKM, candidat.services);
    },

    /** Every active post around a point, whatever the service. */
    activeAllAround: (body: BodyOf<E['listActiveAllAnnoncesAround']>) =>
      around({ lat: body.lat, lng: body.lng }, body.distanceKM, []),

    /** Active posts around the signed-in agent's address, in its services. */
    async jobAround(auth: AuthContext, query: QueryOf<E['getJobArround']>) {
      const candidat = await callerCandidat(auth);
      if (candidat.lat == null || candidat.lng == null)
        throw refusal(
          'ADDRESS_NOT_LOCATED',
          "Votre adresse n'est pas localisée : complétez-la dans votre profil pour voir les annonces près de chez vous.",
        );
      if (candidat.services.length === 0) return [];
      return around({ lat: candidat.lat, lng: candidat.lng }, query.distanceKM, candidat.services);
    },

    /** Active posts around a point for a visitor, in the services asked (all when none). */
    publiques: (body: BodyOf<E['listAnnoncesPubliques']>) =>
      around({ lat: body.lat, lng: body.lng }, body.distanceKM, body.services),

    /** The signed-in agent is interested in a post. */
    async declareAgent(auth: AuthContext, body: BodyOf<E['declareAnnonceInteret']>) {
      const candidat = await callerCandidat(auth);
      return declareInteret(candidat.id, body, auth.userId);
    },

    /** A candidate, through the token of their application, is interested in a post. */
    async declareCandidature(body: BodyOf<E['declareCandidatureInteret']>) {
      const { candidatId } = await resolveCandidatureToken(
        db,
        candidatureSecret,
        body.application_token,
        now(),
      );
      return declareInteret(candidatId, body, null);
    },
  };
}

export type AnnoncesService = ReturnType<typeof createAnnoncesService>;
