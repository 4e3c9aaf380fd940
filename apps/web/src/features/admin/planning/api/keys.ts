/** Keys of the planning screen's queries: planning a mission refreshes them all. */
export const planningKeys = {
  all: ['admin', 'planning'] as const,
  missions: (page: number) => ['admin', 'planning', 'missions', page] as const,
  mission: (missionId: number) => ['admin', 'planning', 'mission', missionId] as const,
  agents: (missionId: number, distanceKM: number, dateDebut: string) =>
    ['admin', 'planning', 'agents', missionId, distanceKM, dateDebut] as const,
  semaine: (body: object) => ['admin', 'planning', 'semaine', body] as const,
};
