import type { AgencyRules } from '@maisonnee/domain';
import { agency_settings } from '../src/db/schema/agence.ts';
import { settingsFromConfig } from '../src/modules/agence/agency-settings.ts';
import type { TestApp } from './helper.ts';

/**
 * Saves the agency's rules as the settings screen would (issue 24): the first values (the
 * environment's), then `patch`. The row is written straight in the table; the identity kept.
 */
export async function saveRules(t: TestApp, patch: Partial<AgencyRules>): Promise<AgencyRules> {
  const first = settingsFromConfig(t.config);
  const rules = { ...first.rules, ...patch };
  await t.database.db
    .insert(agency_settings)
    .values({ id: 1, identity: first.identity, rules })
    .onConflictDoUpdate({ target: agency_settings.id, set: { rules } });
  return rules;
}
