import {
  absenceMotifSchema,
  endpoints,
  type agentDispoSchema,
  type absenceSchema,
  type congeSchema,
  type retardSchema,
} from '@maisonnee/contract';
import {
  atUtc,
  distanceMeters,
  formatInterventionDate,
  isAgentAvailable,
  periodsOverlap,
  weeklyOccurrences,
  type LatLng,
  type Period,
  type WeeklySlot,
} from '@maisonnee/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import {
  busyPeriodsOfAgents,
  selectInterventions,
  toAgentInterventionDtos,
} from '../planning/interventions.dto.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import {
  notify,
  NOTIF_TYPE,
  NOTIFICATION_MESSAGES,
} from '../notifications/notifications.service.ts';
import * as q from './candidats.queries.ts';

type E = typeof endpoints;
type CongeDto = z.infer<typeof congeSchema>;
type AbsenceDto = z.infer<typeof absenceSchema>;
type RetardDto = z.infer<typeof retardSchema>;
type AgentDispoDto = z.infer<typeof agentDispoSchema>;

const DAY_MS = 86_400_000;
/** Recruitment handles leave, absences and resignations. */
const RECRUTEMENT_ROLES = [1, 2];
/** Document types of agent uploads (docs/interventions.md). */
const DOCUMENT_TYPE_AUTRE = 8;
const DOCUMENT_TYPE_ARRET_MALADIE = 10;
const STATUT_AGENT_ACTIF = 6;

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** Time of day on the half-hour grid (stored instants come from grid times). */
function gridTime(date: Date): string {
  const minutes = date.getUTCHours() * 60 + date.getUTCMinutes();
  const step = Math.floor(minutes / 30) * 30;
  return `${pad2(Math.floor(step / 60))}:${pad2(step % 60)}`;
}

// DTOs -------------------------------------------------------------------------------------------

/** Leave is counted in whole days (the table keeps dates only): 00:00 on the first day to 24:00. */
export function toCongeDto(row: q.CongeRow): CongeDto {
  return {
    id: row.id,
    candidat_id: row.candidat_id,
    debut: row.date_debut,
    fin: row.date_fin,
    time_debut: '00:00',
    time_fin: '24:00',
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

/**
 * Leave, absences and delays of an agent, overlapping a period when one is given
 * (`getAbsencesAgent`, called by the interventions module).
 */
export async function listAbsencesAgent(
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

const CIVILITES = new Set(['M.', 'Mme']);

/**
 * Agents available for dated slots: active agents with the skill, around `center` (when given)
 * within `distanceKM`, each with how many slots it can take (free, not on accepted leave, not
 * absent). Agents that can take none are left out; those that can take every slot come first,
 * then the nearest.
 */
export async function findAgentsDispos(
  db: Db | Tx,
  search: {
    skillId: number;
    slots: Period[];
    center: LatLng | null;
    distanceKM: number;
    /** The week whose planned hours are reported. */
    weekStart: Date;
  },
): Promise<AgentDispoDto[]> {
  if (search.slots.length === 0) return [];
  const agents = await q.listActiveAgentsWithSkill(db, search.skillId);
  const nearby = agents
    .map((agent) => {
      const { lat, lng } = agent.candidat;
      const distanceKm =
        search.center && lat != null && lng != null
          ? distanceMeters(search.center, { lat, lng }) / 1000
          : null;
      return { ...agent, distanceKm };
    })
    .filter((agent) =>
      search.center ? agent.distanceKm !== null && agent.distanceKm <= search.distanceKM : true,
    );
  const ids = nearby.map((agent) => agent.candidat.id);
  if (ids.length === 0) return [];
  const weekEnd = new Date(search.weekStart.getTime() + 7 * DAY_MS);
  const from = new Date(
    Math.min(search.weekStart.getTime(), ...search.slots.map((s) => s.start.getTime())),
  );
  const to = new Date(Math.max(weekEnd.getTime(), ...search.slots.map((s) => s.end.getTime())));
  const [busy, congeRows, absenceRows, skills, ratings] = await Promise.all([
    busyPeriodsOfAgents(db, ids, from, to),
    q.acceptedCongesOf(db, ids, isoDay(from), isoDay(to)),
    q.absencesOf(db, ids, from, to),
    q.skillsOfCandidats(db, ids),
    q.ratingsOfCandidats(db, ids),
  ]);
  const week = { start: search.weekStart, end: weekEnd };
  const result: AgentDispoDto[] = [];
  for (const agent of nearby) {
    const id = agent.candidat.id;
    const agenda = {
      skillIds: skills.get(id) ?? [],
      interventions: busy.filter((b) => b.candidat_id === id),
      conges: congeRows.filter((c) => c.candidat_id === id),
      absences: absenceRows
        .filter((a) => a.candidat_id === id)
        .map((a) => ({
          start: a.date_debut,
          end: a.date_fin ?? new Date(a.date_debut.getTime() + DAY_MS),
        })),
    };
    const available = search.slots.filter((slot) =>
      isAgentAvailable(agenda, search.skillId, slot),
    ).length;
    if (available === 0) continue;
    const plannedMs = agenda.interventions
      .filter((b) => periodsOverlap(b, week))
      .reduce((total, b) => total + (b.end.getTime() - b.start.getTime()), 0);
    const c = agent.candidat;
    result.push({
      candidat: {
        id: c.id,
        civilite: CIVILITES.has(c.civilite ?? '') ? (c.civilite as 'M.' | 'Mme') : null,
        nom: c.nom,
        prenom: c.prenom ?? '',
        email: c.email ?? '',
        mobile: c.mobile,
        codep: c.codep,
        ville: c.ville,
        statut_id: c.candidat_statut_id ?? STATUT_AGENT_ACTIF,
        statut: agent.statut ?? '',
        is_active: c.is_active,
        services: (skills.get(id) ?? []).filter((s) => s >= 1 && s <= 5) as (1 | 2 | 3 | 4 | 5)[],
        note_moyenne: ratings.get(id) ?? null,
        created_at: c.created_at.toISOString(),
      },
      distance_km: agent.distanceKm === null ? null : Math.round(agent.distanceKm * 10) / 10,
      nb_creneaux_demandes: search.slots.length,
      nb_creneaux_disponibles: available,
      is_disponible_tous_creneaux: available === search.slots.length,
      nb_heures_planifiees_semaine: Math.round((plannedMs / 3_600_000) * 100) / 100,
    });
  }
  return result.sort(
    (a, b) =>
      Number(b.is_disponible_tous_creneaux) - Number(a.is_disponible_tous_creneaux) ||
      b.nb_creneaux_disponibles - a.nb_creneaux_disponibles ||
      (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity),
  );
}

/**
 * What decides whether one agent can take slots between `from` and `to`: its skills, its other
 * interventions, its accepted leave and its absences. Null when the agent does not exist.
 */
export async function loadAgentAgenda(db: Db | Tx, candidatId: number, from: Date, to: Date) {
  const candidat = await q.findCandidat(db, candidatId);
  if (!candidat) return null;
  const [busy, congeRows, absenceRows, skills] = await Promise.all([
    busyPeriodsOfAgents(db, [candidatId], from, to),
    q.acceptedCongesOf(db, [candidatId], isoDay(from), isoDay(to)),
    q.absencesOf(db, [candidatId], from, to),
    q.skillsOfCandidats(db, [candidatId]),
  ]);
  return {
    candidat,
    isActiveAgent: candidat.is_active && candidat.candidat_statut_id === STATUT_AGENT_ACTIF,
    agenda: {
      skillIds: skills.get(candidatId) ?? [],
      interventions: busy,
      conges: congeRows,
      absences: absenceRows.map((a) => ({
        start: a.date_debut,
        end: a.date_fin ?? new Date(a.date_debut.getTime() + DAY_MS),
      })),
    },
  };
}

/** The dated occurrences of weekly slots in the week starting on `from` (a calendar day). */
export function firstWeekOccurrences(slots: readonly WeeklySlot[], from: string): Period[] {
  const last = isoDay(new Date(atUtc(from, '00:00').getTime() + 6 * DAY_MS));
  return slots.flatMap((slot) => weeklyOccurrences(slot, from, last));
}

export function createCandidatsService(deps: ModuleDeps) {
  const { db, now } = deps;

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

  const fullName = (c: q.CandidatRow) => [c.prenom, c.nom].filter(Boolean).join(' ');

  return {
    async saveConge(auth: AuthContext, body: BodyOf<E['saveConge']>) {
      const candidat = await loadCandidat(auth, body.candidat_id, endpoints.saveConge.access);
      return db.transaction(async (tx) => {
        const row = await q.insertConge(tx, {
          candidat_id: candidat.id,
          date_debut: body.debut,
          date_fin: body.fin,
          motif: body.motif,
        });
        await notify(
          tx,
          { plannerRoles: RECRUTEMENT_ROLES },
          {
            typeId: NOTIF_TYPE.COMPTE,
            title: 'Demande de congé',
            body: `${fullName(candidat)} demande un congé du ${body.debut} au ${body.fin}.`,
          },
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
        const freed = await q.unassignPlannedInterventions(tx, candidat.id, start, end);
        for (const intervention of freed) {
          await notify(
            tx,
            { clientId: intervention.client_id },
            {
              typeId: NOTIF_TYPE.INTERVENTION,
              title: 'Votre intervenant est absent',
              body: `Votre intervenant ne pourra pas assurer l'intervention du ${formatInterventionDate(intervention.date_debut, intervention.date_fin)} : nous cherchons un remplaçant.`,
              landingPage: '/missions',
              missionId: intervention.mission_id,
              interventionId: intervention.id,
            },
          );
        }
        await notify(
          tx,
          { planners: true },
          {
            typeId: NOTIF_TYPE.COMPTE,
            title: 'Absence déclarée',
            body: `${fullName(candidat)} est absent du ${body.debut} ${body.time_debut} au ${body.fin} ${body.time_fin} : ${freed.length} intervention(s) à réaffecter.`,
          },
        );
        return toAbsenceDto(row);
      });
    },

    async saveRetard(auth: AuthContext, body: BodyOf<E['saveRetard']>) {
      const candidat = await loadCandidat(auth, body.candidat_id, endpoints.saveRetard.access);
      const intervention = await q.findInterventionBrief(db, body.intervention_id);
      if (!intervention) throw notFound('Intervention introuvable.');
      if (intervention.candidat_id !== candidat.id)
        throw new AppError('FORBIDDEN', "Cette intervention n'est pas confiée à cet agent.");
      if (intervention.statut !== 'planifiee')
        throw conflict('Un retard se déclare avant le début de l’intervention.');
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
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Votre intervenant aura du retard',
            body: `Votre intervenant arrivera avec environ ${body.minutes} minutes de retard pour l'intervention du ${formatInterventionDate(intervention.date_debut, intervention.date_fin)}.`,
            landingPage: '/missions',
            missionId: intervention.mission_id,
            interventionId: intervention.id,
          },
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
          documentTypeId: DOCUMENT_TYPE_AUTRE,
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
          await notify(
            tx,
            { plannerRoles: RECRUTEMENT_ROLES },
            NOTIFICATION_MESSAGES.compte.demission({
              agent: fullName(candidat),
              dateEffet: fields.date_effet,
            }),
          );
          return demission;
        },
      );
      await deps.mailer.send({
        to: deps.config.mail.hr,
        subject: `Démission de ${fullName(candidat)}`,
        text: `${fullName(candidat)} (agent n° ${candidat.id}) remet sa démission, effective le ${fields.date_effet}.${fields.motif ? `\n\nMotif : ${fields.motif}` : ''}\n\nLa lettre est dans les documents de l'agent.`,
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
      const typeId =
        fields.document_type_id ??
        (absence.motif === 'maladie' || absence.motif === 'enfant_malade'
          ? DOCUMENT_TYPE_ARRET_MALADIE
          : DOCUMENT_TYPE_AUTRE);
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
          await notify(
            tx,
            { plannerRoles: RECRUTEMENT_ROLES },
            NOTIFICATION_MESSAGES.compte.justificatifAbsence({
              dateDebut: isoDay(absence.date_debut),
            }),
          );
          return toAbsenceDto(row);
        },
      );
      return result;
    },

    async checkStatus(auth: AuthContext, body: BodyOf<E['checkStatusAgentForAppli']>) {
      const candidat = await loadCandidat(
        auth,
        body.candidat_id,
        endpoints.checkStatusAgentForAppli.access,
      );
      const isActiveStatut = candidat.candidat_statut_id === STATUT_AGENT_ACTIF;
      const hasContrat = candidat.contrat_signed_at !== null;
      const message = !candidat.is_active
        ? "Votre compte agent n'est plus actif. Contactez l'agence."
        : !isActiveStatut
          ? "Votre candidature est en cours d'examen : l'espace agent s'ouvrira quand elle sera validée."
          : !hasContrat
            ? "Signez votre contrat de travail pour accéder à l'espace agent."
            : null;
      return {
        candidat_id: candidat.id,
        statut: await statutLabel(candidat.candidat_statut_id),
        is_active: candidat.is_active,
        has_contrat_signe: hasContrat,
        can_use_app: message === null,
        message,
      };
    },

    async listInterventions(
      auth: AuthContext,
      candidatId: number,
      body: BodyOf<E['listCandidatInterventions']>,
    ) {
      await loadCandidat(auth, candidatId, endpoints.listCandidatInterventions.access);
      const rows = await selectInterventions(
        db,
        and(
          eq(interventions.candidat_id, candidatId),
          gte(interventions.date_fin, atUtc(body.date_debut, '00:00')),
          lte(interventions.date_debut, atUtc(body.date_fin, '24:00')),
        ),
      );
      return toAgentInterventionDtos(db, rows);
    },

    agentsDisposForHoraires(body: BodyOf<E['listAgentsDisposForHoraires']>) {
      return findAgentsDispos(db, {
        skillId: body.client_besoin_skill_id,
        slots: firstWeekOccurrences(body.horaires, body.date_debut),
        center: { lat: body.lat, lng: body.lng },
        distanceKM: body.distanceKM,
        weekStart: atUtc(body.date_debut, '00:00'),
      });
    },
  };

  async function statutLabel(id: number | null) {
    return (id === null ? undefined : await q.findStatutLabel(db, id)) ?? 'Sans statut';
  }
}
