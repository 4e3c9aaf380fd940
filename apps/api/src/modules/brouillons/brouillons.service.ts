import { endpoints, type Brouillon } from '@maisonnee/contract';
import { DEFAULT_FREQUENCE_TYPE, isFrequenceType, isSkillId } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, notFound, refusal } from '../../lib/app-error.ts';
import { clientRecordExists } from '../clients/client-records.service.ts';
import { findDevisOwner } from '../devis/devis.service.ts';
import * as q from './brouillons.queries.ts';

/*
 * Need drafts (brouillons): saved while the client types, restored after a reload, deleted when
 * the need is submitted. A `planification` draft plans the slots of a signed quote.
 */

type SaveBody = (typeof endpoints.saveBrouillon.body)['_zod']['output'];

function toDto(row: q.BrouillonRow): Brouillon {
  const p = row.payload as q.StoredPayload;
  const frequenceType = isFrequenceType(p.frequenceType) ? p.frequenceType : DEFAULT_FREQUENCE_TYPE;
  return {
    id: row.id,
    client_id: row.client_id,
    kind: row.kind,
    devis_id: row.devis_id,
    mission_id: p.mission_id ?? null,
    service: isSkillId(p.service) ? p.service : null,
    frequence: p.frequence === 'ponctuel' || p.frequence === 'recurrent' ? p.frequence : null,
    date: p.date ?? null,
    time_debut: p.time_debut ?? null,
    time_fin: p.time_fin ?? null,
    description: p.description ?? null,
    frequenceType,
    frequenceId: p.frequenceId ?? null,
    duration: p.duration ?? null,
    nb_heures: p.nb_heures ?? null,
    nb_heures_weekend: p.nb_heures_weekend ?? null,
    reccurentArray: (p.reccurentArray ?? []) as Brouillon['reccurentArray'],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function createBrouillonsService({ db }: { db: Db }) {
  async function loadOwned(auth: AuthContext, id: number, access = endpoints.getBrouillon.access) {
    const row = await q.findBrouillonById(db, id);
    if (!row) throw notFound('Brouillon introuvable.');
    assertOwns(auth, access, { clientId: row.client_id });
    return row;
  }

  return {
    async save(auth: AuthContext, body: SaveBody): Promise<Brouillon> {
      assertOwns(auth, endpoints.saveBrouillon.access, { clientId: body.client_id });
      if (!(await clientRecordExists(db, body.client_id))) throw notFound('Client introuvable.');
      if (body.time_debut && body.time_fin && body.time_fin <= body.time_debut) {
        throw new AppError('VALIDATION_FAILED', "L'heure de fin doit suivre l'heure de début.", {
          fields: { time_fin: "L'heure de fin doit suivre l'heure de début." },
        });
      }
      if (body.devis_id) {
        const devis = await findDevisOwner(db, body.devis_id);
        if (!devis || devis.deleted_at) throw notFound('Devis introuvable.');
        if (devis.client_id !== body.client_id)
          throw new AppError('FORBIDDEN', "Ce devis n'appartient pas à ce client.");
        if (body.kind === 'planification' && devis.statut !== 'signe')
          throw refusal('DEVIS_NOT_SIGNED', 'Seul un devis signé peut être planifié.');
      }
      const { id, client_id: _client, kind, devis_id, mission_id, ...fields } = body;
      const values = {
        kind,
        devis_id: devis_id ?? null,
        payload: { ...fields, mission_id: mission_id ?? null },
      };
      if (!id) return toDto(await q.insertBrouillon(db, { client_id: body.client_id, ...values }));
      const existing = await loadOwned(auth, id, endpoints.saveBrouillon.access);
      if (existing.client_id !== body.client_id)
        throw new AppError('FORBIDDEN', "Ce brouillon n'appartient pas à ce client.");
      return toDto(await q.updateBrouillon(db, id, values));
    },

    async listOfClient(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listClientBrouillons.access, { clientId });
      if (!(await clientRecordExists(db, clientId))) throw notFound('Client introuvable.');
      return (await q.listBrouillonsOfClient(db, clientId)).map(toDto);
    },

    async get(auth: AuthContext, id: number) {
      return toDto(await loadOwned(auth, id));
    },

    async remove(auth: AuthContext, id: number) {
      await loadOwned(auth, id, endpoints.deleteBrouillon.access);
      await q.deleteBrouillon(db, id);
      return { id, deleted: true as const };
    },

    /**
     * Deletes the draft a submitted need came from, inside the submission's transaction; the
     * draft must belong to the same client.
     */
    async consumeWithin(tx: Tx, brouillonId: number, clientId: number) {
      const row = await q.findBrouillonById(tx, brouillonId);
      if (!row) throw notFound('Brouillon introuvable.');
      if (row.client_id !== clientId)
        throw new AppError('FORBIDDEN', "Ce brouillon n'appartient pas à ce client.");
      await q.deleteBrouillon(tx, brouillonId);
    },
  };
}

export type BrouillonsService = ReturnType<typeof createBrouillonsService>;
