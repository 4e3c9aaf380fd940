import {
  endpoints,
  type Access,
  type contactSchema,
  type interlocuteurSchema,
} from '@maisonnee/contract';
import { isCivilite } from '@maisonnee/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { findClientRecord } from './client-records.service.ts';
import * as q from './interlocuteurs.queries.ts';

/*
 * The people around a client: contacts (relatives, neighbours, emergency contacts) and
 * interlocutors (guardian, social worker, insurer's adviser). Who may write them is declared in
 * the contract (docs/roles.md); a client only reaches its own.
 */

type E = typeof endpoints;
type ContactDto = z.infer<typeof contactSchema>;
type InterlocuteurDto = z.infer<typeof interlocuteurSchema>;

/** Interlocutors kept per client: more is a mistake (a loop, a double import), not a file. */
export const MAX_INTERLOCUTEURS = 20;

/** What contacts and interlocutors share: who the person is, for which client. */
function personOf(row: q.ContactRow | q.InterlocuteurRow) {
  return {
    id: row.id,
    client_id: row.client_id,
    civilite: isCivilite(row.civilite) ? row.civilite : null,
    nom: row.nom,
    prenom: row.prenom,
    mobile: row.mobile,
    email: row.email,
  };
}

export function toContactDto(row: q.ContactRow): ContactDto {
  return {
    ...personOf(row),
    lien: row.lien,
    is_contact_urgence: row.is_principal,
  };
}

export function toInterlocuteurDto(row: q.InterlocuteurRow): InterlocuteurDto {
  return {
    ...personOf(row),
    fonction: row.fonction,
    organisme: row.organisme,
    // Not stored yet (no column): see packages/contract/src/endpoints/interlocuteurs.ts.
    is_destinataire_factures: false,
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

export function createInterlocuteursService(deps: { db: Db }) {
  const { db } = deps;

  /** The caller may touch this client's people (checked first), and the client exists. */
  async function openClient(auth: AuthContext, access: Access, clientId: number) {
    assertOwns(auth, access, { clientId });
    const client = await findClientRecord(db, clientId);
    if (!client) throw notFound('Client introuvable.');
    return client;
  }

  return {
    async listContacts(auth: AuthContext, clientId: number) {
      await openClient(auth, endpoints.listClientContacts.access, clientId);
      return (await q.listContacts(db, clientId)).map(toContactDto);
    },

    /** Replaces the client's contacts: ids keep (and update) a contact, the others are new. */
    async saveContacts(auth: AuthContext, body: BodyOf<E['saveClientContacts']>) {
      await openClient(auth, endpoints.saveClientContacts.access, body.client_id);
      const existing = new Set((await q.listContacts(db, body.client_id)).map((c) => c.id));
      const fields: Record<string, string> = {};
      const seen = new Set<number>();
      body.contacts.forEach((contact, index) => {
        if (contact.id === undefined) return;
        if (!existing.has(contact.id))
          fields[`contacts.${index}.id`] = "Ce contact n'appartient pas à ce client.";
        else if (seen.has(contact.id)) fields[`contacts.${index}.id`] = 'Contact en double.';
        seen.add(contact.id);
      });
      if (Object.keys(fields).length > 0)
        throw validationFailed(fields, 'Certains contacts ne sont pas ceux de ce client.');
      await db.transaction((tx) =>
        q.replaceContacts(
          tx,
          body.client_id,
          body.contacts.map((contact) => ({
            id: contact.id,
            values: {
              civilite: contact.civilite,
              nom: contact.nom,
              prenom: contact.prenom,
              mobile: contact.mobile,
              email: contact.email,
              lien: contact.lien,
              is_principal: contact.is_contact_urgence,
            },
          })),
        ),
      );
      return (await q.listContacts(db, body.client_id)).map(toContactDto);
    },

    async listInterlocuteurs(auth: AuthContext, clientId: number) {
      await openClient(auth, endpoints.listClientInterlocuteurs.access, clientId);
      return (await q.listInterlocuteurs(db, clientId)).map(toInterlocuteurDto);
    },

    async createInterlocuteur(auth: AuthContext, body: BodyOf<E['createInterlocuteur']>) {
      await openClient(auth, endpoints.createInterlocuteur.access, body.client_id);
      if ((await q.countInterlocuteurs(db, body.client_id)) >= MAX_INTERLOCUTEURS) {
        throw validationFailed(
          { client_id: `${MAX_INTERLOCUTEURS} interlocuteurs au plus.` },
          `Ce client a déjà ${MAX_INTERLOCUTEURS} interlocuteurs : modifiez-en un plutôt que d'en ajouter.`,
        );
      }
      const { client_id: clientId, ...values } = body;
      return toInterlocuteurDto(await q.insertInterlocuteur(db, clientId, values));
    },

    /** Changes only the fields sent. */
    async updateInterlocuteur(auth: AuthContext, body: BodyOf<E['updateInterlocuteur']>) {
      const found = await q.findInterlocuteur(db, body.id);
      if (!found) throw notFound('Interlocuteur introuvable.');
      assertOwns(auth, endpoints.updateInterlocuteur.access, { clientId: found.client_id });
      const { id, ...changes } = body;
      const values = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      const updated = await q.updateInterlocuteur(db, id, values);
      if (!updated) throw notFound('Interlocuteur introuvable.');
      return toInterlocuteurDto(updated);
    },
  };
}

export type InterlocuteursService = ReturnType<typeof createInterlocuteursService>;
