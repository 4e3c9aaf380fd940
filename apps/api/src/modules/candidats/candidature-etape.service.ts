import type { endpoints } from '@maisonnee/contract';
import {
  CANDIDATURE_ETAPE_LABELS,
  CANDIDATURE_ETAPES,
  type CandidatureEtape,
} from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { checkedAnswers, etapeIndex, type CandidatureContext } from './candidature-common.ts';
import { candidatureDto } from './candidature-dto.ts';
import { findCandidat } from './candidats.queries.ts';
import * as q from './candidature.queries.ts';

type E = typeof endpoints;
type EtapeBody = BodyOf<E['saveCandidatureEtape']>;

/** The furthest of two steps (re-saving an earlier step keeps the progress made). */
const furthest = (a: string | null, b: CandidatureEtape): CandidatureEtape =>
  etapeIndex(a) >= etapeIndex(b) ? (a as CandidatureEtape) : b;

export function createCandidatureEtapeService(context: CandidatureContext) {
  const { db } = context.deps;

  return {
    /** The application of a token, as its candidate left it. */
    async getCandidature(token: string) {
      const { candidatId } = await context.resolve(token);
      return candidatureDto(db, candidatId);
    },

    /** A later step (address, skills, availability), in order; an earlier one may be re-saved. */
    async saveEtape(body: EtapeBody) {
      const { candidatId } = await context.resolve(body.application_token);
      const candidat = await findCandidat(db, candidatId);
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
          const { lat, lng } = await context.locate(body, body);
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
          const { competenceIds, reponses } = checkedAnswers(body);
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
      return candidatureDto(db, candidatId);
    },
  };
}
