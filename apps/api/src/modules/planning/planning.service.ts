import type { Mission as MissionDto } from '@maisonnee/contract';
import type { Db, Tx } from '../../db/client.ts';
import * as q from './missions.queries.ts';
import { findMissionDtos } from './read-model.ts';
import { findMissionRow } from './read-model.queries.ts';

/*
 * What other modules ask of planning, which alone writes missions, their recurring slots and
 * interventions: open the missions of a signed quote, read a client's missions, plan.
 */

export interface PlanningDeps {
  db: Db;
  now: () => Date;
}

/** A weekly slot as a quote or a need writes it (Monday = 1). */
export interface SlotInput {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** What a signed quote says about the missions it opens. */
export interface SignedDevis {
  id: number;
  reference: string;
  client_id: number;
  /** The mission the quote extends, if any. */
  mission_id: number | null;
  is_ponctuel: boolean;
  client_besoin_skill_id: number;
  date_debut: Date | null;
  date_fin: Date | null;
  description: string | null;
  lines: {
    client_besoin_skill_id: number | null;
    nb_heures: number;
    nb_heures_weekend: number;
    horaires: SlotInput[];
  }[];
}

const toHoraires = (missionId: number, slots: SlotInput[]) =>
  slots.map((slot) => ({
    mission_id: missionId,
    day: slot.day,
    start_time: slot.time_debut,
    end_time: slot.time_fin,
  }));

export function createPlanningService(deps: PlanningDeps) {
  const { db, now } = deps;

  return {
    /**
     * Creates the missions a signed quote opens, one per line (or adds its slots to the mission
     * it extends); returns their ids. A one-off quote with a single slot becomes an intervention
     * without agent; other one-off hours are left to plan.
     */
    async openMissionsFromDevis(tx: Tx, devis: SignedDevis, signedAt: Date): Promise<number[]> {
      const { lines } = devis;
      if (devis.mission_id) {
        if (!devis.is_ponctuel) {
          await q.insertHoraires(
            tx,
            toHoraires(
              devis.mission_id,
              lines.flatMap((line) => line.horaires),
            ),
          );
        }
        return [devis.mission_id];
      }
      const ids: number[] = [];
      for (const [index, line] of lines.entries()) {
        const totalHeures = line.nb_heures + line.nb_heures_weekend;
        const dateDebut = devis.date_debut ?? signedAt;
        const single =
          devis.is_ponctuel && lines.length === 1 && line.horaires.length === 1 && devis.date_fin;
        const mission = await q.insertMission(tx, {
          reference:
            lines.length > 1 ? `M-${devis.reference}-${index + 1}` : `M-${devis.reference}`,
          client_id: devis.client_id,
          is_ponctuel: devis.is_ponctuel,
          client_besoin_skill_id: line.client_besoin_skill_id ?? devis.client_besoin_skill_id,
          devis_id: devis.id,
          date_debut: dateDebut,
          date_fin: devis.is_ponctuel ? (devis.date_fin ?? dateDebut) : devis.date_fin,
          nb_heures_total: devis.is_ponctuel ? totalHeures : null,
          nb_minutes_a_planifier: devis.is_ponctuel && !single ? Math.round(totalHeures * 60) : 0,
          description: devis.description,
        });
        if (devis.is_ponctuel && single) {
          await q.insertInterventions(tx, [
            {
              mission_id: mission.id,
              client_id: devis.client_id,
              date_debut: dateDebut,
              date_fin: devis.date_fin!,
            },
          ]);
        } else if (!devis.is_ponctuel) {
          await q.insertHoraires(tx, toHoraires(mission.id, line.horaires));
        }
        ids.push(mission.id);
      }
      return ids;
    },

    /** The client and state of a mission (to add a need to it), or undefined. */
    async findMission(missionId: number) {
      return findMissionRow(db, missionId);
    },

    /** Missions by id, or all of a client's, oldest first, with all their interventions. */
    missionDtos(where: { clientId: number } | { ids: number[] }): Promise<MissionDto[]> {
      return findMissionDtos(db, where, now());
    },
  };
}

export type PlanningService = ReturnType<typeof createPlanningService>;
