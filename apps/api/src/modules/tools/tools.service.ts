import type { listOptionsSchema } from '@maisonnee/contract';
import {
  FREQUENCE_TYPES,
  TRANSPORT_TYPES,
  type DocumentTypeId,
  type SkillId,
  type TransportTypeId,
} from '@maisonnee/domain';
import type { z } from 'zod';
import type { Geocoder } from '../../adapters/geocoding/ban-geocoder.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderSignatureDataUrl } from './signature-image.ts';
import * as q from './tools.queries.ts';

type ListOptions = z.output<typeof listOptionsSchema>;

/**
 * Extra information an agent may declare (the columns of candidat_infos_supp). A form keys it by
 * id, its position from 1: append new ones, never reorder.
 */
export const INFOS_SUPP = (
  [
    ['Permis de conduire', 'boolean'],
    ['Véhiculé', 'boolean'],
    ['Accepte les animaux', 'boolean'],
    ['Fumeur', 'boolean'],
    ['Langues parlées', 'text'],
    ['Diplômes', 'text'],
    ['Expérience', 'text'],
  ] as const
).map(([libelle, type], index) => ({ id: index + 1, libelle, type }));

export interface ToolsServiceDeps {
  db: Db;
  geocoder: Geocoder;
}

export function createToolsService({ db, geocoder }: ToolsServiceDeps) {
  return {
    /** Public reference lists (services, frequencies, transports, documents, mutuelles…). */
    async listOptions(): Promise<ListOptions> {
      const lists = await q.findReferenceLists(db);
      const transportIcons = new Map<number, string>(TRANSPORT_TYPES.map((t) => [t.id, t.icon]));
      return {
        services: lists.skills.map((s) => ({ id: s.id as SkillId, libelle: s.label })),
        frequence_types: FREQUENCE_TYPES.map((f) => ({ id: f.id, libelle: f.libelle })),
        transport_types: lists.transports.map((t) => ({
          id: t.id as TransportTypeId,
          label: t.label,
          icon: t.icon ?? transportIcons.get(t.id) ?? '',
        })),
        document_types: lists.documentTypes.map((d) => ({
          id: d.id as DocumentTypeId,
          libelle: d.label,
        })),
        civilites: ['M.', 'Mme'],
        mutuelles: lists.mutuelles,
        // The competences an agent declares are the five need skills.
        competences: lists.skills.map((s) => ({
          id: s.id,
          libelle: s.label,
          client_besoin_skill_id: s.id as SkillId,
        })),
        infos_supp: INFOS_SUPP.map((info) => ({ ...info })),
      };
    },

    /** The typed name as a PNG data URL (preview of a signature). */
    createImageSignature(text: string) {
      const trimmed = text.trim();
      if (!trimmed) {
        throw new AppError('VALIDATION_FAILED', 'Le nom à signer est vide.', {
          fields: { text: 'Ce champ est obligatoire.' },
        });
      }
      return { image: renderSignatureDataUrl(trimmed) };
    },

    /** BAN geocoding of a typed address; null when not found or when geocoding is off. */
    async geolocByAdresse(address: string) {
      const trimmed = address.trim();
      if (trimmed.length < 3) {
        throw new AppError('VALIDATION_FAILED', 'Adresse trop courte pour être recherchée.', {
          fields: { 'params.address': '3 caractères au moins.' },
        });
      }
      return geocoder.geocode(trimmed);
    },
  };
}

export type ToolsService = ReturnType<typeof createToolsService>;
