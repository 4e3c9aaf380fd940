import { describe, expect, it } from 'vitest';
import {
  canSelectService,
  defaultBesoinSegment,
  groupBesoins,
  hasActiveMutuelleWithUnusedHours,
  isBesoinOngoing,
  isMutuelleMissionActive,
} from './besoins.ts';
import { horaire, intervention, mission } from './test-fixtures.ts';

const now = new Date('2025-03-01T12:00:00Z');

describe('groupBesoins', () => {
  it('sorts missions into ponctuel, recurrent and mutuelle', () => {
    const groups = groupBesoins(
      [
        mission({ id: 1, is_ponctuel: true }),
        mission({ id: 2, is_ponctuel: false }),
        mission({ id: 3, mutuelle_id: 9, is_ponctuel: false, date_fin: '2025-12-31T00:00:00Z' }),
        mission({ id: 4, mutuelle_id: 9, is_ponctuel: true, date_fin: '2025-12-31T00:00:00Z' }),
      ],
      now,
    );
    expect(groups.ponctuel.map((g) => g.mission_id)).toEqual([1]);
    expect(groups.recurrent.map((g) => g.mission_id)).toEqual([2]);
    expect(groups.mutuelle.map((g) => g.mission_id)).toEqual([3, 4]);
  });

  it('drops insurer missions whose end date is not strictly after now', () => {
    const groups = groupBesoins(
      [
        mission({ id: 1, mutuelle_id: 9, date_fin: '2025-03-01T12:00:00Z' }),
        mission({ id: 2, mutuelle_id: 9, date_fin: '2025-02-01T00:00:00Z' }),
        mission({ id: 3, mutuelle_id: 9, date_fin: null }),
        mission({ id: 4, mutuelle_id: 9, date_fin: '2025-03-01T12:00:01Z' }),
      ],
      now,
    );
    expect(groups.mutuelle.map((g) => g.mission_id)).toEqual([4]);
    expect(groups.ponctuel).toEqual([]);
    expect(groups.recurrent).toEqual([]);
  });

  it('keeps ended one-off and recurring needs', () => {
    const groups = groupBesoins(
      [
        mission({ id: 1, is_ponctuel: true, date_fin: '2025-01-01T00:00:00Z' }),
        mission({ id: 2, is_ponctuel: false, date_fin: '2025-01-01T00:00:00Z' }),
      ],
      now,
    );
    expect(groups.ponctuel).toHaveLength(1);
    expect(groups.recurrent).toHaveLength(1);
  });

  it('titles a need with its service label and icon', () => {
    const { ponctuel } = groupBesoins(
      [mission({ client_besoin_skill_id: 4 }), mission({ client_besoin_skill_id: 5 })],
      now,
    );
    expect(ponctuel.map((g) => [g.title, g.icon])).toEqual([
      ["Garde d'enfants", 'mood-kid'],
      ['Gouvernante', 'home'],
    ]);
  });

  it('survives a skill it does not know', () => {
    const [group] = groupBesoins([mission({ client_besoin_skill_id: 42 })], now).ponctuel;
    expect(group?.title).toBe('Prestation');
    expect(group?.icon).toBe('briefcase');
  });

  it('expands only the first need of each segment', () => {
    const groups = groupBesoins(
      [
        mission({ id: 1 }),
        mission({ id: 2 }),
        mission({ id: 3, is_ponctuel: false }),
        mission({ id: 4, is_ponctuel: false }),
      ],
      now,
    );
    expect(groups.ponctuel.map((g) => g.expanded)).toEqual([true, false]);
    expect(groups.recurrent.map((g) => g.expanded)).toEqual([true, false]);
  });

  it('takes a one-off need’s days and times from its interventions, in UTC', () => {
    const [group] = groupBesoins(
      [
        mission({
          interventions: [
            intervention({ date_debut: '2025-03-07T14:00:00Z', date_fin: '2025-03-07T16:30:00Z' }),
            intervention({ date_debut: '2025-03-03T08:00:00Z', date_fin: '2025-03-03T10:00:00Z' }),
            intervention({ date_debut: '2025-03-10 08:00:00', date_fin: '2025-03-10 10:00:00' }),
            intervention({ date_debut: 'n/a', date_fin: 'n/a' }),
          ],
        }),
      ],
      now,
    ).ponctuel;
    expect(group?.days).toEqual(['Lun.', 'Ven.']);
    expect(group?.timeSlots).toEqual(['08:00 - 10:00', '14:00 - 16:30']);
    expect(group?.interventions).toHaveLength(4);
  });

  it('takes a recurring need’s days and times from its weekly slots', () => {
    const slots = [
      horaire({ id: 1, day: 7, start_time: '09:00:00', end_time: '12:00:00' }),
      horaire({ id: 2, day: 2, start_time: '08:00', end_time: '10:00' }),
      horaire({ id: 3, day: 4, start_time: '08:00:00', end_time: '10:00:00' }),
      horaire({ id: 4, day: 9, start_time: '08:00:00', end_time: '10:00:00' }),
    ];
    const [group] = groupBesoins(
      [mission({ is_ponctuel: false, horaires_recurents: slots })],
      now,
    ).recurrent;
    expect(group?.days).toEqual(['Mar.', 'Jeu.', 'Dim.']);
    expect(group?.timeSlots).toEqual(['08:00 - 10:00', '09:00 - 12:00']);
    expect(group?.horaires_recurents).toEqual(slots);
    expect(group?.horaires_recurents).not.toBe(slots);
  });

  it('falls back to interventions for a recurring need without weekly slots', () => {
    const [group] = groupBesoins(
      [mission({ is_ponctuel: false, interventions: [intervention()] })],
      now,
    ).recurrent;
    expect(group?.days).toEqual(['Lun.']);
    expect(group?.timeSlots).toEqual(['08:00 - 10:00']);
  });

  it('gives empty days and times to a need with nothing planned', () => {
    const [group] = groupBesoins([mission()], now).ponctuel;
    expect(group?.days).toEqual([]);
    expect(group?.timeSlots).toEqual([]);
  });

  it('counts unread notifications of a one-off need only until it ends', () => {
    const notifications = [
      { id: 1, is_read: false },
      { id: 2, is_read: true },
      { id: 3, is_read: false },
    ];
    const groups = groupBesoins(
      [
        mission({ id: 1, date_fin: null, notifications }),
        mission({ id: 2, date_fin: '2025-03-02T00:00:00Z', notifications }),
        mission({ id: 3, date_fin: '2025-03-01T12:00:00Z', notifications }),
        mission({ id: 4, date_fin: '2025-02-01T00:00:00Z', notifications }),
      ],
      now,
    );
    expect(groups.ponctuel.map((g) => g.notificationIds)).toEqual([[1, 3], [1, 3], [], []]);
  });

  it('counts unread notifications of recurring and insurer needs whatever their end', () => {
    const notifications = [
      { id: 5, is_read: false },
      { id: 6, is_read: true },
    ];
    const groups = groupBesoins(
      [
        mission({ is_ponctuel: false, date_fin: '2025-01-01T00:00:00Z', notifications }),
        mission({ mutuelle_id: 2, is_ponctuel: false, date_fin: '2026-01-01', notifications }),
        mission({ is_ponctuel: false, notifications: undefined }),
      ],
      now,
    );
    expect(groups.recurrent.map((g) => g.notificationIds)).toEqual([[5], []]);
    expect(groups.mutuelle[0]?.notificationIds).toEqual([5]);
  });

  it('adds the insurer’s name, hour budget and reference to a mutuelle need', () => {
    const [group] = groupBesoins(
      [
        mission({
          id: 8,
          mutuelle_id: 3,
          mutuelle: { nom: 'Harmonie Mutuelle' },
          is_ponctuel: false,
          client_besoin_skill_id: 2,
          date_fin: '2025-06-30T00:00:00Z',
          nb_heures_total: 20,
          nb_heures_consommees: 6,
          nb_minutes_a_planifier: 840,
          reference: 'HM-2025-001',
        }),
      ],
      now,
    ).mutuelle;
    expect(group).toMatchObject({
      title: 'Harmonie Mutuelle',
      icon: 'heart-handshake',
      mutuelleNom: 'Harmonie Mutuelle',
      nb_heures_total: 20,
      nb_heures_consommees: 6,
      nb_minutes_a_planifier: 840,
      reference: 'HM-2025-001',
      is_mission_mutuelle: true,
      expanded: true,
      mission_id: 8,
      date_fin: '2025-06-30T00:00:00Z',
    });
  });

  it('titles a mutuelle need with its service when the insurer has no name', () => {
    const [group] = groupBesoins(
      [mission({ mutuelle_id: 3, mutuelle: null, date_fin: '2025-06-30' })],
      now,
    ).mutuelle;
    expect(group?.title).toBe('Entretien du domicile et repassage');
    expect(group?.mutuelleNom).toBe('');
  });

  it('accepts now as a number of milliseconds', () => {
    const missions = [mission({ mutuelle_id: 3, date_fin: '2025-03-02' })];
    expect(groupBesoins(missions, now.getTime()).mutuelle).toHaveLength(1);
  });

  it('returns three empty segments for no mission', () => {
    expect(groupBesoins([], now)).toEqual({ ponctuel: [], recurrent: [], mutuelle: [] });
  });
});

describe('defaultBesoinSegment', () => {
  const some = groupBesoins([mission()], now).ponctuel;
  const recurring = groupBesoins([mission({ is_ponctuel: false })], now).recurrent;

  it('opens on ponctuel by default', () => {
    expect(defaultBesoinSegment({ ponctuel: [], recurrent: [] })).toBe('ponctuel');
    expect(defaultBesoinSegment({ ponctuel: some, recurrent: [] })).toBe('ponctuel');
    expect(defaultBesoinSegment({ ponctuel: some, recurrent: recurring })).toBe('ponctuel');
  });

  it('opens on recurrent when there is no one-off need but some recurring ones', () => {
    expect(defaultBesoinSegment({ ponctuel: [], recurrent: recurring })).toBe('recurrent');
  });
});

describe('isMutuelleMissionActive and isBesoinOngoing', () => {
  it('needs an insurer and an end date strictly after now', () => {
    expect(isMutuelleMissionActive(mission({ mutuelle_id: 1, date_fin: '2025-03-02' }), now)).toBe(
      true,
    );
    expect(
      isMutuelleMissionActive(mission({ mutuelle_id: null, date_fin: '2025-03-02' }), now),
    ).toBe(false);
    expect(isMutuelleMissionActive(mission({ mutuelle_id: 1, date_fin: 'n/a' }), now)).toBe(false);
  });

  it('treats a need without end date as ongoing', () => {
    expect(isBesoinOngoing(mission({ date_fin: null }), now)).toBe(true);
    expect(isBesoinOngoing(mission({ date_fin: '2025-03-01T11:59:59Z' }), now)).toBe(false);
  });
});

describe('hasActiveMutuelleWithUnusedHours and canSelectService', () => {
  const insurer = (overrides: Parameters<typeof mission>[0]) =>
    mission({ mutuelle_id: 1, date_fin: '2025-12-31', nb_heures_total: 10, ...overrides });

  it('blocks choosing a service while an active insurer mission has hours left', () => {
    const missions = [insurer({ nb_heures_consommees: 4 })];
    expect(hasActiveMutuelleWithUnusedHours(missions, now)).toBe(true);
    expect(canSelectService(missions, now)).toBe(false);
  });

  it('counts no consumed hours as zero', () => {
    expect(hasActiveMutuelleWithUnusedHours([insurer({ nb_heures_consommees: null })], now)).toBe(
      true,
    );
  });

  it.each([
    ['all hours used', insurer({ nb_heures_consommees: 10 })],
    ['more than granted used', insurer({ nb_heures_consommees: 12 })],
    ['no hour budget', insurer({ nb_heures_total: null, nb_heures_consommees: 0 })],
    ['mission ended', insurer({ date_fin: '2025-02-28', nb_heures_consommees: 0 })],
    ['no insurer', mission({ date_fin: '2025-12-31', nb_heures_total: 10 })],
  ])('offers the choice when %s', (_label, m) => {
    expect(hasActiveMutuelleWithUnusedHours([m], now)).toBe(false);
    expect(canSelectService([m], now)).toBe(true);
  });

  it('offers the choice when there is no mission', () => {
    expect(canSelectService([], now)).toBe(true);
  });
});
