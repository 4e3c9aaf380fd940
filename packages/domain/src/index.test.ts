import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('package entry point', () => {
  it('exports every shared rule by its agreed name', () => {
    const names = [
      'SKILLS',
      'isSkillId',
      'hourlyPriceTTC',
      'halfHourSlots',
      'isHalfHourSlot',
      'slotToMinutes',
      'frenchHolidays',
      'isFrenchHoliday',
      'DAY_SHORT_NAMES',
      'isoDayOfWeek',
      'formatInterventionDate',
      'groupBesoins',
      'defaultBesoinSegment',
      'hasActiveMutuelleWithUnusedHours',
      'canSelectService',
      'unassignedSlots',
      'isMissionComplete',
      'keepFirstInterventions',
      'RECURRING_INTERVENTIONS_SHOWN',
      'distanceMeters',
      'ARRIVAL_DISTANCE_METERS',
      'isWithinArrivalDistance',
      'DEFAULT_SEARCH_RADIUS_KM',
      'encryptId',
      'decryptId',
      'decryptIntId',
      'encryptFilePayload',
      'decryptFilePayload',
      'isTokenValid',
      'homePathForRoles',
      'PUSH_TOKEN_VALIDITY_MS',
      'needsPushTokenRefresh',
      'APP_VERSION',
      'TOAST_DURATION_MS',
      'LOADER_AUTO_HIDE_MS',
      'LOADER_DISMISS_DELAY_MS',
      'NATIVE_APP_OPEN_DELAY_MS',
      'PUSH_TOPIC',
      'ROLE',
      'isBackOfficeRoleSet',
      'passwordProblem',
      'TRANSPORT_TYPES',
      'DOCUMENT_TYPES',
      'CLIENT_DOCUMENT_BUCKETS',
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
  });
});
