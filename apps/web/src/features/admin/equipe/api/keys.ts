/** Query keys of the team screen: every change refreshes the members and the log. */
export const adminEquipeKeys = {
  all: ['admin', 'equipe'] as const,
  list: () => ['admin', 'equipe', 'list'] as const,
  journal: () => ['admin', 'equipe', 'journal'] as const,
};
