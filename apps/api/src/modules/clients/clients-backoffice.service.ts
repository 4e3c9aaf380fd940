import {
  endpoints,
  type clientAroundSchema,
  type clientListItemSchema,
  type commentaireSchema,
} from '@maisonnee/contract';
import { atUtc, isCivilite, isSkillId, toParisIsoDate } from '@maisonnee/domain';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import {
  AROUND_PAGE_SIZE,
  mapFilterOf,
  pageOf,
  placedFrom,
  SEARCH_PAGE_SIZE,
  searchWordsOf,
} from '../../lib/back-office-search.ts';
import { assertMayDeleteCommentaire } from '../../lib/commentaire-rules.ts';
import { mapPositionsOf, MAP_ROWS_TO_READ, type MapPositions } from '../../lib/map-positions.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { searchRadiusKm } from '../agence/search-radius.ts';
import type { ClientAccountsService } from '../auth/auth.service.ts';
import type { PlanningService } from '../planning/planning.service.ts';
import * as bq from './clients-backoffice.queries.ts';
import * as q from './clients.queries.ts';

/*
 * The operators' side of client records (docs/roles.md): search, clients around a point and on
 * the map, statuses, deletion (a soft one: the record and its accounts are deactivated, nothing
 * is lost), comments, a client's interventions, the agents available around a client, and the
 * client's user account opened by the agency.
 */

type E = typeof endpoints;
type ClientListItem = z.infer<typeof clientListItemSchema>;
type ClientAround = z.infer<typeof clientAroundSchema>;
/** A page of a list, as `paginated()` answers it. */
type Paginated<T> = { items: T[]; page: number; limit: number; total: number };
type CommentaireDto = z.infer<typeof commentaireSchema>;

const DAY_MS = 86_400_000;
/** A mission in one of these states keeps its client from being deleted. */
const OPEN_MISSION_STATUTS = new Set(['active', 'suspendue']);

export interface ClientsBackofficeDeps {
  db: Db;
  /** For the agency's rules (its default search radius). */
  config: AppConfig;
  now: () => Date;
  planning: PlanningService;
  accounts: ClientAccountsService;
}

const fullName = (c: { prenom: string | null; nom: string }) =>
  [c.prenom, c.nom].filter(Boolean).join(' ');

function toListItem(row: bq.ClientListRow): ClientListItem {
  const { client } = row;
  return {
    id: client.id,
    civilite: isCivilite(client.civilite) ? client.civilite : null,
    nom: client.nom,
    prenom: client.prenom,
    email: client.email,
    mobile: client.mobile,
    codep: client.codep,
    ville: client.ville,
    statut_id: client.client_statut_id ?? 1,
    statut: row.statut ?? 'Prospect',
    is_active: client.is_active,
    mutuelle:
      client.mutuelle_id && row.mutuelleNom
        ? { id: client.mutuelle_id, nom: row.mutuelleNom }
        : null,
    created_at: client.created_at.toISOString(),
  };
}

const servicesOf = (row: bq.ClientListRow) => (row.services ?? []).filter(isSkillId);

export function createClientsBackofficeService(deps: ClientsBackofficeDeps) {
  const { db, config, now, planning, accounts } = deps;

  async function requireClient(id: number) {
    const found = await q.findClientById(db, id);
    if (!found) throw notFound('Client introuvable.');
    return found;
  }

  return {
    /** Clients by words (names, e-mail, phones, postal code, town) and filters, 20 a page. */
    async search(body: BodyOf<E['searchClients']>) {
      const words = searchWordsOf(body.q);
      const { rows, total } = await bq.searchClients(
        db,
        {
          words,
          statutIds: body.statut_ids,
          services: body.services,
          codepPrefix: body.codep,
          mutuelleId: body.mutuelle_id,
          isActive: body.is_active,
        },
        pageOf(body.page, SEARCH_PAGE_SIZE),
      );
      return { items: rows.map(toListItem), page: body.page, limit: SEARCH_PAGE_SIZE, total };
    },

    /** A page of the located active clients within the radius of a point, nearest first. */
    async around(body: BodyOf<E['listClientsAround']>): Promise<Paginated<ClientAround>> {
      const center = { lat: body.lat, lng: body.lng };
      const { rows, total } = await bq.clientsAround(
        db,
        {
          words: [],
          statutIds: body.statut_ids,
          services: body.services,
          isActive: true,
        },
        { center, km: await searchRadiusKm(db, config, body.distanceKM) },
        pageOf(body.page, AROUND_PAGE_SIZE),
      );
      const items = rows.map((row) => ({
        ...toListItem(row),
        ...placedFrom(center, row.client),
        services: servicesOf(row),
      }));
      return { items, page: body.page, limit: AROUND_PAGE_SIZE, total };
    },

    /** Markers of located clients for the back-office map. */
    async mapPositions(body: BodyOf<E['listClientMapsPositions']>): Promise<MapPositions> {
      const rows = await bq.clientsOnMap(db, mapFilterOf(body), body.bbox, MAP_ROWS_TO_READ);
      return mapPositionsOf(rows, (row) => ({
        id: row.client.id,
        kind: 'client' as const,
        lat: row.client.lat!,
        lng: row.client.lng!,
        label: fullName(row.client),
        statut: row.statut ?? 'Prospect',
        services: servicesOf(row),
      }));
    },

    statuts: () => bq.listClientStatuts(db),

    /**
     * Deletes a client's file the only way that loses nothing: the record and its accounts are
     * deactivated (sessions ended); quotes, invoices, missions and documents stay. Refused while
     * a mission is running or suspended. Deleting a deleted client answers the same.
     */
    async deleteClient(id: number) {
      await requireClient(id);
      const missions = await planning.missionDtos({ clientId: id });
      const open = missions.filter((mission) => OPEN_MISSION_STATUTS.has(mission.statut));
      if (open.length > 0) {
        throw refusal(
          'CLIENT_HAS_ACTIVE_MISSIONS',
          `Ce client a ${open.length === 1 ? 'une mission en cours' : `${open.length} missions en cours`} : terminez-les ou annulez-les avant de supprimer sa fiche.`,
          { nb_missions: open.length },
        );
      }
      await q.deactivateClientRecord(db, id);
      await accounts.closeClientAccounts(id);
      return { id, deleted: true as const };
    },

    async addCommentaire(
      auth: AuthContext,
      body: BodyOf<E['addClientCommentaire']>,
    ): Promise<CommentaireDto> {
      await requireClient(body.client_id);
      const id = await bq.insertClientCommentaire(db, {
        client_id: body.client_id,
        author_user_id: auth.userId,
        commentaire: body.texte,
      });
      const row = (await bq.findClientCommentaire(db, id))!;
      return {
        id: row.id,
        texte: row.texte,
        auteur_id: auth.userId,
        auteur_nom: row.auteur_nom ?? '',
        created_at: row.created_at.toISOString(),
      };
    },

    /**
     * Places a client's address on the map (issue 10, point 8): a point chosen on the map or the
     * operator's device at the client's home. Agents' check-in, planning and searches read it;
     * the "adresse à placer" cockpit task closes by itself once the address has coordinates.
     */
    async localiser(body: BodyOf<E['localiserClient']>) {
      const { client } = await requireClient(body.client_id);
      if (!client.is_active)
        throw refusal('CLIENT_INACTIVE', 'La fiche de ce client a été supprimée ou désactivée.');
      await q.updateClient(db, body.client_id, { lat: body.lat, lng: body.lng });
      return { id: body.client_id, lat: body.lat, lng: body.lng };
    },

    /** A comment is deleted by its author, an administrator or a manager (docs/roles.md). */
    async deleteCommentaire(auth: AuthContext, id: number) {
      const found = await bq.findClientCommentaire(db, id);
      if (!found) throw notFound('Commentaire introuvable.');
      assertMayDeleteCommentaire(auth, found.auteur_id);
      if (!(await bq.deleteCommentaire(db, id))) throw notFound('Commentaire introuvable.');
      return { id, deleted: true as const };
    },

    /** A client's interventions between two days (a year at most), by status. */
    async interventions(
      auth: AuthContext,
      clientId: number,
      body: BodyOf<E['listClientInterventions']>,
    ) {
      assertOwns(auth, endpoints.listClientInterventions.access, { clientId });
      await requireClient(clientId);
      const from = atUtc(body.date_debut, '00:00');
      const to = atUtc(body.date_fin, '24:00');
      if (to.getTime() - from.getTime() > 367 * DAY_MS) {
        throw validationFailed(
          { date_fin: 'Une année au plus.' },
          'Période trop longue : une année au plus.',
        );
      }
      const rows = await planning.interventionsBetween({
        clientId,
        from,
        to,
        statuts: body.statuts.length > 0 ? body.statuts : undefined,
      });
      return planning.interventionDtos(rows.map((row) => row.id));
    },

    /** Agents available around the client's home for weekly slots (planning's engine). */
    async agentsDispos(clientId: number, body: BodyOf<E['listClientAgentsDispos']>) {
      const { client } = await requireClient(clientId);
      if (!client.is_active)
        throw refusal('CLIENT_INACTIVE', 'Ce client a été supprimé ou désactivé.');
      if (client.lat == null || client.lng == null) {
        throw refusal(
          'ADDRESS_NOT_LOCATED',
          "L'adresse de ce client n'est pas localisée : placez-la sur la carte pour chercher des agents autour.",
        );
      }
      return planning.agentsDisposForHoraires({
        client_besoin_skill_id: body.client_besoin_skill_id,
        horaires: body.horaires,
        date_debut: body.date_debut ?? toParisIsoDate(now()),
        lat: client.lat,
        lng: client.lng,
        distanceKM: body.distanceKM,
      });
    },

    /**
     * Opens the user account of a client record made by the agency and mails the invitation
     * (link and code to choose a password). The e-mail sent, else the record's; a record without
     * one takes the e-mail given.
     */
    async createUserAccount(clientId: number, body: BodyOf<E['createClientUserAccount']>) {
      const found = await requireClient(clientId);
      const { client } = found;
      if (!client.is_active)
        throw refusal(
          'CLIENT_INACTIVE',
          'Ce client a été supprimé ou désactivé : réactivez sa fiche avant de lui ouvrir un compte.',
        );
      if (found.userId !== null) throw refusal('CLIENT_HAS_ACCOUNT', 'Ce client a déjà un compte.');
      const email = body?.email ?? client.email;
      if (!email) {
        throw refusal(
          'CLIENT_WITHOUT_EMAIL',
          "Ce client n'a pas d'adresse e-mail : indiquez celle à laquelle envoyer l'invitation.",
        );
      }
      const invited = await accounts.inviteClientUser({
        clientId,
        email,
        civilite: client.civilite,
        nom: client.nom,
        prenom: client.prenom,
        mobile: client.mobile,
      });
      if (!invited)
        throw refusal(
          'EMAIL_ALREADY_USED',
          'Cette adresse e-mail est déjà celle d’un autre compte : indiquez-en une autre.',
        );
      if (!client.email) await q.updateClient(db, clientId, { email });
      return { user_id: invited.userId, client_id: clientId, email };
    },
  };
}

export type ClientsBackofficeService = ReturnType<typeof createClientsBackofficeService>;
