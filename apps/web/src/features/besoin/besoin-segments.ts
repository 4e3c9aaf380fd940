import {
  canSelectService,
  defaultBesoinSegment,
  groupBesoins,
  type BesoinGroups,
  type BesoinSegment,
  type MissionLike,
} from '@maisonnee/domain';

export interface BesoinScreen<M extends MissionLike> {
  groups: BesoinGroups<M>;
  segment: BesoinSegment;
  /** A new service may be chosen (no active insurer mission with unused hours). */
  canSelectService: boolean;
  /** Ids of the groups open at first: the first of each segment, and the mission of the path. */
  expanded: string[];
}

/** What the need screen shows for the client's missions (`besoin/:idmission` opens that need). */
export function besoinScreen<M extends MissionLike>(
  missions: readonly M[],
  now: Date | number,
  missionId: number | null = null,
): BesoinScreen<M> {
  const groups = groupBesoins(missions, now);
  let segment: BesoinSegment = defaultBesoinSegment(groups);
  const expanded = [...groups.ponctuel, ...groups.recurrent, ...groups.mutuelle]
    .filter((g) => g.expanded || g.mission_id === missionId)
    .map((g) => String(g.mission_id));
  if (missionId !== null) {
    for (const key of ['ponctuel', 'recurrent', 'mutuelle'] as const) {
      if (groups[key].some((g) => g.mission_id === missionId)) segment = key;
    }
  }
  return { groups, segment, canSelectService: canSelectService(missions, now), expanded };
}
