import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  NOTIF_TYPE,
  notificationTypeById,
  rateInterventionPage,
} from './notification-types.ts';

describe('NOTIFICATION_TYPES', () => {
  it('has one entry per named id, in id order', () => {
    expect(NOTIFICATION_TYPES.map((type) => type.id)).toEqual(Object.values(NOTIF_TYPE));
  });

  it('codes each type with its name in lower case', () => {
    for (const [name, id] of Object.entries(NOTIF_TYPE)) {
      expect(notificationTypeById(id)?.code).toBe(name.toLowerCase());
    }
    expect(notificationTypeById(99)).toBeUndefined();
  });
});

describe('rateInterventionPage', () => {
  it('opens the rating of that intervention on the missions page', () => {
    expect(rateInterventionPage(42)).toBe('/missions?noter=42');
  });
});
