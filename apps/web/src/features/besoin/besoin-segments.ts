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

/** What a sent need shows of its quote (the client's quotes, `GET /api/client/{id}`). */
export interface SentDevisLike {
  id: number;
  statut: string;
  is_libre: boolean;
  devis_details: readonly { is_ponctuel: boolean }[];
}

/** Quote states a sent need is listed with: a signed quote is listed through its mission. */
const SENT_STATUTS: ReadonlySet<string> = new Set(['en_attente_signature', 'refuse', 'expire']);

/**
 * The needs the client sent that have no mission yet, by segment (one-off or recurring, from
 * their quote's lines): quotes to sign, refused or expired, and a signed quote whose mission is
 * not there yet. Quotes the agency composed freely are not needs of the client.
 */
export function sentBesoins<D extends SentDevisLike>(
  devisList: readonly D[],
  missions: readonly { devis_id: number | null }[],
): Record<'ponctuel' | 'recurrent', D[]> {
  const withMission = new Set(missions.map((m) => m.devis_id));
  const sent: Record<'ponctuel' | 'recurrent', D[]> = { ponctuel: [], recurrent: [] };
  for (const devis of devisList) {
    if (devis.is_libre) continue;
    const isListed =
      SENT_STATUTS.has(devis.statut) || (devis.statut === 'signe' && !withMission.has(devis.id));
    if (!isListed) continue;
    sent[devis.devis_details[0]?.is_ponctuel === false ? 'recurrent' : 'ponctuel'].push(devis);
  }
  return sent;
}
