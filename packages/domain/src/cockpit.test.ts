import { describe, expect, it } from 'vitest';
import {
  cockpitTacheCle,
  COCKPIT_TACHE_TYPE_LABELS,
  COCKPIT_TACHE_TYPES,
  DERIVED_COCKPIT_TACHE_TYPES,
  DEVIS_RELANCE_JOURS,
  isCockpitTacheType,
  isDerivedCockpitTacheType,
} from './cockpit.ts';

describe('cockpit task types', () => {
  it('each type has a French label; derived types are known types', () => {
    expect(COCKPIT_TACHE_TYPES).toEqual(Object.keys(COCKPIT_TACHE_TYPE_LABELS));
    for (const type of DERIVED_COCKPIT_TACHE_TYPES) expect(isCockpitTacheType(type)).toBe(true);
    expect(isCockpitTacheType('toString')).toBe(false);
    expect(isCockpitTacheType('inconnu')).toBe(false);
  });

  it('event tasks are not derived; state tasks are', () => {
    expect(isDerivedCockpitTacheType('rappel')).toBe(false);
    expect(isDerivedCockpitTacheType('adresse_a_localiser')).toBe(false);
    expect(isDerivedCockpitTacheType('devis_non_signe')).toBe(true);
    expect(isDerivedCockpitTacheType('absence_non_couverte')).toBe(true);
  });

  it('one key per type and subject', () => {
    expect(cockpitTacheCle('devis_non_signe', { kind: 'devis', id: 12 })).toBe(
      'devis_non_signe:devis:12',
    );
    expect(cockpitTacheCle('devis_non_signe', { kind: 'devis', id: 12 })).not.toBe(
      cockpitTacheCle('nouveau_besoin', { kind: 'devis', id: 12 }),
    );
  });

  it('a quote is followed up after a week', () => {
    expect(DEVIS_RELANCE_JOURS).toBe(7);
  });
});
