import { describe, expect, it } from 'vitest';
import { ABSENCE_MOTIFS, ABSENCE_MOTIF_LABELS } from './absence-motifs.ts';
import { DOCUMENT_TYPES, DOCUMENT_TYPE_IDS } from './document-types.ts';
import { FREQUENCE_TYPES } from './frequences.ts';
import { NOTIFICATION_TYPES } from './notification-types.ts';
import { BACK_OFFICE_ROLES, CUSTOMER_ROLES, ROLE_IDS, ROLE_LABELS } from './roles.ts';
import { SKILLS, SKILL_ICONS, SKILL_IDS, UNKNOWN_SKILL } from './skills.ts';
import * as statuts from './statuts.ts';
import { TRANSPORT_TYPES } from './transport-types.ts';

/*
 * The catalogues agree with themselves and with the screens: one entry per id, no two entries
 * with the same label, every entry labelled, every icon a Tabler icon name (the web draws them
 * with @tabler/icons-react; apps/web checks that each one exists there).
 */

const TABLER_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function expectDistinct(values: readonly unknown[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('catalogues', () => {
  it('give every service a label and a distinct Tabler icon', () => {
    expect(Object.keys(SKILLS).map(Number)).toEqual(SKILL_IDS);
    expect(Object.keys(SKILL_ICONS).map(Number)).toEqual(SKILL_IDS);
    for (const id of SKILL_IDS) expect(SKILLS[id].trim()).not.toBe('');
    expectDistinct(Object.values(SKILLS));
    expectDistinct([...Object.values(SKILL_ICONS), UNKNOWN_SKILL.icon]);
  });

  it('name every icon as Tabler does (walk, bike…), not with a second spelling', () => {
    const icons = [
      ...Object.values(SKILL_ICONS),
      UNKNOWN_SKILL.icon,
      ...TRANSPORT_TYPES.map((t) => t.icon),
      ...NOTIFICATION_TYPES.map((t) => t.icon),
    ];
    for (const icon of icons) expect(icon).toMatch(TABLER_NAME);
    expect(icons).not.toContain('walking');
    expect(icons).not.toContain('bicycle');
  });

  it('keep ids, labels and icons distinct within transports, frequencies, notifications, documents', () => {
    for (const list of [TRANSPORT_TYPES, FREQUENCE_TYPES, NOTIFICATION_TYPES]) {
      expectDistinct(list.map((entry) => entry.id));
    }
    expectDistinct(TRANSPORT_TYPES.map((t) => t.label));
    expectDistinct(TRANSPORT_TYPES.map((t) => t.icon));
    expectDistinct(FREQUENCE_TYPES.map((f) => f.libelle));
    expectDistinct(NOTIFICATION_TYPES.map((t) => t.code));
    expectDistinct(NOTIFICATION_TYPES.map((t) => t.label));
    expectDistinct(DOCUMENT_TYPE_IDS.map((id) => DOCUMENT_TYPES[id]));
  });

  it('label every role and put each in exactly one side', () => {
    for (const id of ROLE_IDS) expect(ROLE_LABELS[id]).toBeTruthy();
    expect([...BACK_OFFICE_ROLES, ...CUSTOMER_ROLES].sort()).toEqual([...ROLE_IDS].sort());
    expectDistinct([...BACK_OFFICE_ROLES, ...CUSTOMER_ROLES]);
  });

  it('label every status of every life cycle (and every absence reason), and nothing else', () => {
    const cycles = [
      [statuts.INTERVENTION_STATUTS, statuts.INTERVENTION_STATUT_LABELS],
      [statuts.PROLONGATION_STATUTS, statuts.PROLONGATION_STATUT_LABELS],
      [statuts.MISSION_STATUTS, statuts.MISSION_STATUT_LABELS],
      [statuts.DEVIS_STATUTS, statuts.DEVIS_STATUT_LABELS],
      [statuts.FACTURE_STATUTS, statuts.FACTURE_STATUT_LABELS],
      [statuts.SCENARIO_STATUTS, statuts.SCENARIO_STATUT_LABELS],
      [statuts.CONGE_STATUTS, statuts.CONGE_STATUT_LABELS],
      [ABSENCE_MOTIFS, ABSENCE_MOTIF_LABELS],
    ] as const;
    for (const [values, labels] of cycles) {
      expect(Object.keys(labels)).toEqual(values);
      expectDistinct(Object.values(labels));
      for (const value of values) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });
});
