import {
  absenceMotifSchema,
  endpoints,
  type absenceSchema,
  type congeSchema,
  type retardSchema,
} from '@maisonnee/contract';
import {
  atUtc,
  DOCUMENT_TYPE,
  CANDIDAT_STATUT,
  formatInterventionDate,
  formatPlannedDate,
  formatPlannedPeriod,
  isAgentStatut,
  justificatifDocumentTypeId,
} from '@maisonnee/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { interventionsLeftByAbsence } from '../cockpit/cockpit.service.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { publishPlanningChanged } from '../planning/planning-live.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import { nameOf, notifyRecruitment } from './candidat-names.ts';
import * as q from './candidats.queries.ts';

type E = typeof endpoints;
type CongeDto = z.infer<typeof congeSchema>;
type AbsenceDto = z.infer<typeof absenceSchema>;
type RetardDto = z.infer<typeof retardSchema>;

const DAY_MS = 86_400_000;

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Time of day on the half-hour grid (stored instants come from grid times). */
function gridTime(date: Date): string {
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
  const step = Math.floor(minutes / 30) * 30;
  return `${pad2(Math.floor(step / 60))}:${pad2(step % 60)}`;
}

/** Why the agent space is closed, in French: the contract first, since it is what opens it. */
function closedSpaceMessage(
  statutId: number | null,
  isActive: boolean,
  contrats: readonly { statut: string }[],
): string {
  if (contrats.some((c) => c.statut === 'en_attente_signature'))
    return 'Votre contrat de travail attend votre signature : lisez-le puis signez-le ci-dessous. Votre espace agent s’ouvrira quand l’agence l’aura contresigné.';
  if (contrats.some((c) => c.statut === 'signe_agent'))
    return 'Votre contrat est signé ; il attend la contresignature de l’agence. Votre espace agent s’ouvrira ensuite.';
  if (statutId === CANDIDAT_STATUT.DEMISSIONNAIRE)
    return 'Votre démission est enregistrée : l’espace agent est fermé. Contactez l’agence pour toute question.';
  if (!isActive || statutId === CANDIDAT_STATUT.AGENT_INACTIF)
    return 'Votre compte agent n’est plus actif. Contactez l’agence.';
  if (statutId === CANDIDAT_STATUT.CANDIDATURE_REFUSEE)
    return 'Votre candidature n’a pas été retenue : l’espace agent n’est pas ouvert.';
  return 'Votre candidature est en cours d’examen : l’espace agent s’ouvrira quand votre contrat de travail sera signé par vous et par l’agence.';
}

// DTOs -------------------------------------------------------------------------------------------

/** The document type of an absence's justification (sick note for sickness), `autre` otherwise. */
function justificatifOf(motif: string | null) {
  const known = absenceMotifSchema.safeParse(motif);
  return known.success ? justificatifDocumentTypeId(known.data) : DOCUMENT_TYPE.AUTRE;
}

export function toCongeDto(row: q.CongeRow): CongeDto {
  return {
    id: row.id,
    candidat_id: row.candidat_id,
    debut: row.date_debut,
    fin: row.date_fin,
    time_debut: row.time_debut,
    time_fin: row.time_fin,
    motif: row.motif,
    statut: row.statut,
    created_at: row.created_at.toISOString(),
  };
}

export function toAbsenceDto(row: q.AbsenceRow): AbsenceDto {
  const end = row.date_fin ?? new Date(row.date_debut.getTime() + DAY_MS);
  const endsAtMidnight =
    end.getUTCHours() === 0 && end.getUTCMinutes() === 0 && end > row.date_debut;
  const motif = absenceMotifSchema.safeParse(row.motif);
  return {
    id: row.id,
    candidat_id: row.candidat_id,
    debut: isoDay(row.date_debut),
    // An absence ending at midnight ends at 24:00 of the day before.
    fin: endsAtMidnight ? isoDay(new Date(end.getTime() - DAY_MS)) : isoDay(end),
    time_debut: gridTime(row.date_debut),
    time_fin: endsAtMidnight ? '24:00' : gridTime(end),
    motif: motif.success ? motif.data : 'autre',
    commentaire: row.commentaire,
    justificatif_document_id: row.justificatif_document_id,
    is_justifiee: row.justificatif_document_id !== null,
    created_at: row.created_at.toISOString(),
  };
}

function toRetardDto(row: q.RetardRow & { intervention_id: number }): RetardDto {
  return {
    id: row.id,
    candidat_id: row.candidat_id,
    intervention_id: row.intervention_id,
    minutes: row.minutes,
    motif: row.motif,
    created_at: row.created_at.toISOString(),
  };
}

/** Leave, absences and delays of an agent, overlapping a period when one is given. */
async function listAbsencesAgent(
  db: Db | Tx,
  candidatId: number,
  period: { date_debut?: string | undefined; date_fin?: string | undefined },
) {
  const from = period.date_debut ? atUtc(period.date_debut, '00:00') : undefined;
  const to = period.date_fin ? atUtc(period.date_fin, '24:00') : undefined;
  const [congeRows, absenceRows, retardRows] = await Promise.all([
    q.listConges(db, candidatId, period.date_debut, period.date_fin),
    q.listAbsences(db, candidatId, from, to),
    q.listRetards(db, candidatId, from, to),
  ]);
  return {
    conges: congeRows.map(toCongeDto),
    absences: absenceRows.map(toAbsenceDto),
    retards: retardRows
      .filter(
        (row): row is q.RetardRow & { intervention_id: number } => row.intervention_id !== null,
      )
      .map(toRetardDto),
  };
}

/** The intervention a notice to its client is about: its ids and when it takes place. */
const aboutIntervention = (intervention: {
  id: number;
  mission_id: number | null;
  date_debut: Date;
  date_fin: Date;
}) => ({
  missionId: intervention.mission_id,
  interventionId: intervention.id,
  quand: formatInterventionDate(intervention.date_debut, intervention.date_fin),
});

export function createCandidatsService(deps: ModuleDeps) {
  const { db, now } = deps;
  const planning = createPlanningService(deps);

  async function loadCandidat(
    auth: AuthContext,
    candidatId: number,
    access: (typeof endpoints)[keyof E]['access'],
  ) {
    assertOwns(auth, access, { candidatId });
    const candidat = await q.findCandidat(db, candidatId);
    if (!candidat) throw notFound('Agent introuvable.');
    return candidat;
  }

  return {
    async saveConge(auth: AuthContext, body: BodyOf<E['saveConge']>) {
      const candidat = await loadCandidat(auth, body.candidat_id, endpoints.saveConge.access);
      return db.transaction(async (tx) => {
        const row = await q.insertConge(tx, {
          candidat_id: candidat.id,
          date_debut: body.debut,
          date_fin: body.fin,
          // Section 3: a period has its hours (default 08:00), kept for the recruiter and planning.
          time_debut: body.time_debut,
          time_fin: body.time_fin,
          motif: body.motif,
        });
        await notifyRecruitment(
          tx,
          NOTIFICATION_MESSAGES.compte.demandeConge({
            agent: nameOf(candidat),
            // Read as written (wall clock), in French: « 08/12/2026 à 08:00 ».
            debut: `${formatPlannedDate(body.debut)} à ${body.time_debut}`,
            fin: `${formatPlannedDate(body.fin)} à ${body.time_fin}`,
          }),
        );
        return toCongeDto(row);
      });
    },

    async saveAbsence(auth: AuthContext, body: BodyOf<E['saveAbsence']>) {
      const candidat = await loadCandidat(auth, body.candidat_id, endpoints.saveAbsence.access);
      const start = atUtc(body.debut, body.time_debut);
      const end = atUtc(body.fin, body.time_fin);
      return db.transaction(async (tx) => {
        const row = await q.insertAbsence(tx, {
          candidat_id: candidat.id,
          date_debut: start,
          date_fin: end,
          motif: body.motif,
          commentaire: body.commentaire,
        });
        // The agent's planned interventions of the period go back to planning.
        const freed = await planning.unassignAgentBetween(tx, candidat.id, start, end);
        // The board shades the absence and shows the freed visits waiting for an agent.
        publishPlanningChanged([{ start, end }, ...freed]);
        for (const intervention of freed) {
          await notify(
            tx,
            { clientId: intervention.client_id },
            NOTIFICATION_MESSAGES.intervention.intervenantAbsent(aboutIntervention(intervention)),
          );
        }
        // The count is the cockpit task's (one shared rule), never a second computation.
        const left = await interventionsLeftByAbsence(tx, row.id, now());
        await notify(
          tx,
          { planners: true },
          NOTIFICATION_MESSAGES.compte.absenceDeclaree({
            agent: nameOf(candidat),
            periode: formatPlannedPeriod(start, end),
            aReaffecter: left.length,
            autresSansAgent: freed.filter((f) => !left.includes(f.id)).length,
          }),
        );
        return toAbsenceDto(row);
      });
    },

    async saveRetard(auth: AuthContext, body: BodyOf<E['saveRetard']>) {
      const candidat = await loadCandidat(auth, body.candidat_id, endpoints.saveRetard.access);
      const intervention = await planning.findIntervention(body.intervention_id);
      if (!intervention) throw notFound('Intervention introuvable.');
      if (intervention.candidat_id !== candidat.id)
        throw new AppError('FORBIDDEN', "Cette intervention n'est pas confiée à cet agent.");
      if (intervention.statut !== 'planifiee')
        throw refusal(
          'DELAY_AFTER_START',
          'Un retard se déclare avant le début de l’intervention.',
        );
      return db.transaction(async (tx) => {
        const row = await q.insertRetard(tx, {
          candidat_id: candidat.id,
          intervention_id: intervention.id,
          minutes: body.minutes,
          motif: body.motif,
        });
        await notify(
          tx,
          { clientId: intervention.client_id },
          NOTIFICATION_MESSAGES.intervention.intervenantEnRetard({
            ...aboutIntervention(intervention),
            minutes: body.minutes,
          }),
        );
        return toRetardDto({ ...row, intervention_id: intervention.id });
      });
    },

    async saveDemission(
      auth: AuthContext,
      { fields, file }: { fields: BodyOf<E['saveDemission']>; file: UploadedFile | null },
    ) {
      const definition = endpoints.saveDemission;
      const candidat = await loadCandidat(auth, fields.candidat_id, definition.access);
      if (fields.date_effet < isoDay(now())) {
        throw validationFailed(
          { date_effet: "La date d'effet ne peut pas être passée." },
          "La date d'effet ne peut pas être passée.",
        );
      }
      const { result: row } = await createDocumentsService(deps).storeUpload(
        {
          file: file!, // required: readMultipart answered 400 without it
          documentTypeId: DOCUMENT_TYPE.AUTRE,
          owner: { candidatId: candidat.id },
          uploadedByUserId: auth.userId,
        },
        async (tx, document) => {
          const demission = await q.insertDemission(tx, {
            candidat_id: candidat.id,
            lettre_document_id: document.id,
            date_effet: fields.date_effet,
            motif: fields.motif,
          });
          await notifyRecruitment(
            tx,
            NOTIFICATION_MESSAGES.compte.demission({
              agent: nameOf(candidat),
              dateEffet: fields.date_effet,
            }),
          );
          return demission;
        },
      );
      await deps.mailer.send({
        to: deps.config.mail.hr,
        subject: `Démission de ${nameOf(candidat)}`,
        text: `${nameOf(candidat)} (agent n° ${candidat.id}) remet sa démission, effective le ${fields.date_effet}.${fields.motif ? `\n\nMotif : ${fields.motif}` : ''}\n\nLa lettre est dans les documents de l'agent.`,
      });
      return {
        id: row.id,
        candidat_id: row.candidat_id,
        date_effet: row.date_effet ?? fields.date_effet,
        motif: row.motif,
        document_id: row.lettre_document_id,
        created_at: row.created_at.toISOString(),
      };
    },

    async saveAbsenceJustificatif(
      auth: AuthContext,
      { fields, file }: { fields: BodyOf<E['saveAbsenceJustificatif']>; file: UploadedFile | null },
    ) {
      const definition = endpoints.saveAbsenceJustificatif;
      const absence = await q.findAbsence(db, fields.absence_id);
      if (!absence) throw notFound('Absence introuvable.');
      assertOwns(auth, definition.access, { candidatId: absence.candidat_id });
      if (!file && !fields.commentaire) {
        throw validationFailed(
          { file: 'Joignez un justificatif ou écrivez un commentaire.' },
          'Rien à enregistrer : joignez un justificatif ou écrivez un commentaire.',
        );
      }
      if (!file) {
        const row = await q.updateAbsence(db, absence.id, { commentaire: fields.commentaire });
        return toAbsenceDto(row);
      }
      const typeId = fields.document_type_id ?? justificatifOf(absence.motif);
      const { result } = await createDocumentsService(deps).storeUpload(
        {
          file,
          documentTypeId: typeId,
          owner: { candidatId: absence.candidat_id },
          uploadedByUserId: auth.userId,
        },
        async (tx, document) => {
          const row = await q.updateAbsence(tx, absence.id, {
            justificatif_document_id: document.id,
            ...(fields.commentaire ? { commentaire: fields.commentaire } : {}),
          });
          await notifyRecruitment(
            tx,
            NOTIFICATION_MESSAGES.compte.justificatifAbsence({
              dateDebut: isoDay(absence.date_debut),
            }),
          );
          return toAbsenceDto(row);
        },
      );
      return result;
    },

    /**
     * The agent space opens to an active agent (status "Agent actif", account active). A candidate
     * whose contract was just sent signs in to read and sign it: the message says so, and says
     * what happens next once signed.
     */
    async checkStatus(auth: AuthContext, body: BodyOf<E['checkStatusAgentForAppli']>) {
      const candidat = await loadCandidat(
        auth,
        body.candidat_id,
        endpoints.checkStatusAgentForAppli.access,
      );
      const contrats = await q.listContratStatuts(db, candidat.id);
      const isAgentActif = isAgentStatut(candidat.candidat_statut_id);
      const canUseApp = isAgentActif && candidat.is_active;
      const hasContratSigne =
        candidat.contrat_signed_at !== null || contrats.some((c) => c.statut === 'contresigne');
      return {
        candidat_id: candidat.id,
        statut: await statutLabel(candidat.candidat_statut_id),
        is_active: candidat.is_active,
        has_contrat_signe: hasContratSigne,
        can_use_app: canUseApp,
        message: canUseApp
          ? null
          : closedSpaceMessage(candidat.candidat_statut_id, candidat.is_active, contrats),
      };
    },

    async listInterventions(
      auth: AuthContext,
      candidatId: number,
      body: BodyOf<E['listCandidatInterventions']>,
    ) {
      await loadCandidat(auth, candidatId, endpoints.listCandidatInterventions.access);
      return planning.agentInterventions(candidatId, body);
    },

    /** The agent's leave, absences and delays (interventions/getAbsencesAgent, by plain id). */
    async getAbsencesAgent(
      auth: AuthContext,
      candidatId: number,
      body: BodyOf<E['getAbsencesAgent']>,
    ) {
      assertOwns(auth, endpoints.getAbsencesAgent.access, { candidatId });
      return listAbsencesAgent(db, candidatId, body ?? {});
    },

    /** The availability engine lives in planning (planning/availability.service.ts). */
    agentsDisposForHoraires(body: BodyOf<E['listAgentsDisposForHoraires']>) {
      return planning.agentsDisposForHoraires(body);
    },
  };

  async function statutLabel(id: number | null) {
    return (id === null ? undefined : await q.findStatutLabel(db, id)) ?? 'Sans statut';
  }
}
