/** Query keys of the relatives: the family's list, and the relative's follow-up. */
export const prochesKeys = {
  all: ['proches'] as const,
  list: () => ['proches', 'list'] as const,
  suivi: () => ['proches', 'suivi'] as const,
};
