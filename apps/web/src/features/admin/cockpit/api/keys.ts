import { cockpitKeys } from '../../../../lib/cockpit-keys.ts';

/**
 * Query keys of the commercial cockpit: its lists, counts and team (lib/cockpit-keys.ts) and the
 * replacements of a task, all under `all`.
 */
export const commercialKeys = {
  ...cockpitKeys('commercial'),
  remplacements: (tacheId: number) =>
    [...cockpitKeys('commercial').all, 'remplacements', tacheId] as const,
};
