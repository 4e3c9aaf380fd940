/** Query keys of the agency's settings screen. */
export const parametresKeys = {
  all: ['admin', 'parametres'] as const,
  settings: ['admin', 'parametres', 'settings'] as const,
  journal: ['admin', 'parametres', 'journal'] as const,
};
