import { endpoints, type generatedFileSchema } from '@maisonnee/contract';
import { atUtc, DOCUMENT_TYPE, isoDayOfWeek, toParisIsoDate } from '@maisonnee/domain';
import type { z } from 'zod';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { renderBilan, type Bilan } from './bilan-export.ts';
import * as bq from './bilan.queries.ts';
import * as q from './candidats.queries.ts';

/*
 * An agent's period review (bilan, docs/recrutement.md): what was done between two days, both
 * included (interventions finished and their hours, the weekend part of them, cancellations,
 * absences, delays, accepted leave days, the clients' average rating), and its export as a PDF,
 * a CSV or an XLSX stored with the agent's files and opened through serve-file. The recruitment
 * team and accounting read any agent's review, an agent only its own.
 */

type E = typeof endpoints;
type GeneratedFile = z.infer<typeof generatedFileSchema>;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Generated reviews: kept out of the agent's documents list (they are made again on demand). */
export const BILAN_BUCKET = 'bilans';

const roundHours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

/** The part of [start, end) that falls on a Saturday or a Sunday (stored times are wall times). */
function weekendMs(start: Date, end: Date): number {
  let total = 0;
  let cursor = start.getTime();
  while (cursor < end.getTime()) {
    const nextMidnight = (Math.floor(cursor / DAY_MS) + 1) * DAY_MS;
    const stop = Math.min(nextMidnight, end.getTime());
    if (isoDayOfWeek(new Date(cursor)) >= 6) total += stop - cursor;
    cursor = stop;
  }
  return total;
}

/** Calendar days of [debut, fin] (both included) inside [from, to] (both included). */
function daysWithin(debut: string, fin: string, from: string, to: string): number {
  const start = debut > from ? debut : from;
  const end = fin < to ? fin : to;
  return end < start ? 0 : Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
}

export function createBilanService(deps: ModuleDeps) {
  const { db, now } = deps;
  const documents = createDocumentsService(deps);

  async function requireCandidat(
    auth: AuthContext,
    candidatId: number,
    access: E['getCandidatBilan']['access'],
  ) {
    assertOwns(auth, access, { candidatId });
    const candidat = await q.findCandidat(db, candidatId);
    if (!candidat) throw notFound('Agent introuvable.');
    return candidat;
  }

  async function computeBilan(
    candidatId: number,
    period: { date_debut: string; date_fin: string },
  ): Promise<Bilan> {
    const from = atUtc(period.date_debut, '00:00');
    const to = atUtc(period.date_fin, '24:00');
    const [interventions, note, conges, absences, retards] = await Promise.all([
      bq.listInterventionsOfPeriod(db, candidatId, from, to),
      bq.averageNoteOfPeriod(db, candidatId, from, to),
      q.listConges(db, candidatId, period.date_debut, period.date_fin),
      q.listAbsences(db, candidatId, from, to),
      q.listRetards(db, candidatId, from, to),
    ]);
    const done = interventions.filter((row) => row.statut === 'terminee');
    const workedMs = done.reduce(
      (sum, row) => sum + (row.date_fin.getTime() - row.date_debut.getTime()),
      0,
    );
    const weekend = done.reduce((sum, row) => sum + weekendMs(row.date_debut, row.date_fin), 0);
    return {
      candidat_id: candidatId,
      date_debut: period.date_debut,
      date_fin: period.date_fin,
      nb_interventions: done.length,
      nb_heures: roundHours(workedMs),
      nb_heures_weekend: roundHours(weekend),
      nb_annulations: interventions.filter((row) => row.statut === 'annulee').length,
      nb_absences: absences.length,
      nb_retards: retards.length,
      // Only leave the agency accepted counts; days of the period only.
      nb_jours_conges: conges
        .filter((conge) => conge.statut === 'accepte')
        .reduce(
          (sum, conge) =>
            sum + daysWithin(conge.date_debut, conge.date_fin, period.date_debut, period.date_fin),
          0,
        ),
      note_moyenne: note === null ? null : Math.round(note * 100) / 100,
    };
  }

  return {
    computeBilan,

    async getBilan(auth: AuthContext, body: BodyOf<E['getCandidatBilan']>): Promise<Bilan> {
      await requireCandidat(auth, body.candidat_id, endpoints.getCandidatBilan.access);
      return computeBilan(body.candidat_id, body);
    },

    /** Stores the review as a file of the agent's (type "autre") and names it for serve-file. */
    async exportBilan(
      auth: AuthContext,
      body: BodyOf<E['exportCandidatBilan']>,
    ): Promise<GeneratedFile> {
      const candidat = await requireCandidat(
        auth,
        body.candidat_id,
        endpoints.exportCandidatBilan.access,
      );
      const bilan = await computeBilan(candidat.id, body);
      const agent = [candidat.prenom, candidat.nom].filter(Boolean).join(' ');
      const etabliLe = toParisIsoDate(now());
      const file = await renderBilan({ bilan, agent, etabliLe }, body.format);
      const { document } = await documents.storeGenerated({
        bytes: file.bytes,
        mimeType: file.mimeType,
        ext: file.ext,
        documentTypeId: DOCUMENT_TYPE.AUTRE,
        bucket: BILAN_BUCKET,
        namePrefix: `bilan-${candidat.id}-${body.date_debut}-${body.date_fin}`,
        originalName: `bilan-${body.date_debut}-${body.date_fin}.${file.ext}`,
        owner: { candidatId: candidat.id },
        uploadedByUserId: null,
        libelle: `Bilan d'activité du ${body.date_debut} au ${body.date_fin}`,
        dateDocument: body.date_fin,
      });
      return {
        document_type_id: DOCUMENT_TYPE.AUTRE,
        filename: document.filename,
        mime_type: document.mimeType,
        client_id: null,
        candidat_id: candidat.id,
      };
    },
  };
}
