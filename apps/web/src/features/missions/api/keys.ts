/** Query keys of the missions feature, so that a change refreshes the right lists. */
export const missionsKeys = {
  all: ['missions'] as const,
  actives: (clientId: number) => ['missions', 'actives', clientId] as const,
  interventions: (missionId: number) => ['missions', 'interventions', missionId] as const,
  avis: (interventionId: number) => ['missions', 'avis', interventionId] as const,
  events: (clientId: number, start: string, end: string) =>
    ['missions', 'events', clientId, start, end] as const,
};
