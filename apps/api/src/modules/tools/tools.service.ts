import type { listOptionsSchema } from '@maisonnee/contract';
import {
  CIVILITES,
  COMPETENCES,
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  FREQUENCE_TYPES,
  INFOS_SUPP,
  SKILL_IDS,
  SKILLS,
  TRANSPORT_TYPES,
} from '@maisonnee/domain';
import type { z } from 'zod';
import type { Geocoder } from '../../adapters/geocoding/ban-geocoder.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderSignatureDataUrl } from './signature-image.ts';
import * as q from './tools.queries.ts';

type ListOptions = z.output<typeof listOptionsSchema>;

export interface ToolsServiceDeps {
  db: Db;
  geocoder: Geocoder;
}

export function createToolsService({ db, geocoder }: ToolsServiceDeps) {
  return {
    /**
     * Public reference lists. Every catalogue is the domain's (packages/domain), the one the
     * rules, the forms and the other calls use, so this list cannot say otherwise; only the
     * insurers (mutuelles), which the agency manages, are read from the database.
     */
    async listOptions(): Promise<ListOptions> {
      return {
        services: SKILL_IDS.map((id) => ({ id, libelle: SKILLS[id] })),
        frequence_types: FREQUENCE_TYPES.map((f) => ({ id: f.id, libelle: f.libelle })),
        transport_types: TRANSPORT_TYPES.map((t) => ({ id: t.id, label: t.label, icon: t.icon })),
        document_types: DOCUMENT_TYPE_IDS.map((id) => ({ id, libelle: DOCUMENT_TYPES[id] })),
        civilites: [...CIVILITES],
        mutuelles: await q.findActiveMutuelles(db),
        competences: COMPETENCES.map((c) => ({
          id: c.id,
          libelle: c.libelle,
          client_besoin_skill_id: c.client_besoin_skill_id,
        })),
        infos_supp: INFOS_SUPP.map((info) => ({
          id: info.id,
          libelle: info.libelle,
          type: info.type,
        })),
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
