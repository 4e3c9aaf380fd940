import type { MissionLike } from '@maisonnee/domain';
import { mission as domainMission } from '@maisonnee/domain/test-fixtures';

/**
 * A one-off mission without interventions, starting on a plain date (as the web shows a mission);
 * tests override what they look at.
 */
export function mission(overrides: Partial<MissionLike> = {}): MissionLike {
  return domainMission({ date_debut: '2026-02-01', ...overrides });
}
