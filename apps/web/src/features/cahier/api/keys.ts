/** Query keys of the liaison notebook. */
export const cahierKeys = {
  all: ['cahier'] as const,
  mission: (missionId: number) => ['cahier', missionId] as const,
  page: (missionId: number, page: number) => ['cahier', missionId, page] as const,
};
