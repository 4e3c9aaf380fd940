import { describe, expect, it } from 'vitest';
import { mission } from '../../../test/fixtures.ts';
import {
  agendaRange,
  defaultSegment,
  eventsOfView,
  formatWeeklySlot,
  groupMissions,
  initialAgendaView,
  interventionActions,
  missionStaffing,
  segmentOf,
} from './missions-view.ts';

const intervention = (id: number, day: number) => ({
  id,
  date_debut: `2025-02-${String(day).padStart(2, '0')}T08:00:00.000Z`,
  date_fin: `2025-02-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  candidat_id: 3,
  dt_dispo_client_id: 9,
});

describe('segments', () => {
  it('puts insurer missions in mutuelle, the others by their rhythm', () => {
    expect(segmentOf({ mutuelle_id: 2, is_ponctuel: true })).toBe('mutuelle');
    expect(segmentOf({ mutuelle_id: null, is_ponctuel: true })).toBe('ponctuel');
    expect(segmentOf({ mutuelle_id: null, is_ponctuel: false })).toBe('recurrent');
  });

  it('keeps the first four interventions of a recurring mission, in order', () => {
    const recurring = mission({
      id: 2,
      is_ponctuel: false,
      interventions: [5, 3, 7, 1, 9, 2].map((day) => intervention(day, day)),
    });
    const groups = groupMissions([recurring, mission({ id: 3 })]);
    expect(groups.recurrent[0]?.interventions.map((i) => i.id)).toEqual([1, 2, 3, 5]);
    expect(groups.ponctuel.map((m) => m.id)).toEqual([3]);
    expect(groups.mutuelle).toEqual([]);
  });

  it('shows ponctuel first, else recurrent, else mutuelle', () => {
    expect(defaultSegment({ ponctuel: [1], recurrent: [1], mutuelle: [] })).toBe('ponctuel');
    expect(defaultSegment({ ponctuel: [], recurrent: [1], mutuelle: [1] })).toBe('recurrent');
    expect(defaultSegment({ ponctuel: [], recurrent: [], mutuelle: [1] })).toBe('mutuelle');
    expect(defaultSegment({ ponctuel: [], recurrent: [], mutuelle: [] })).toBe('ponctuel');
  });

  it('writes a weekly slot with the short French day name', () => {
    expect(formatWeeklySlot({ day: 1, start_time: '08:00', end_time: '10:30' })).toBe(
      'Lun. 08:00 - 10:30',
    );
    expect(formatWeeklySlot({ day: 7, start_time: '14:00:00', end_time: '16:00:00' })).toBe(
      'Dim. 14:00 - 16:00',
    );
  });
});

describe('missionStaffing', () => {
  it('says nothing is planned yet when a mission has no intervention at all', () => {
    expect(missionStaffing(mission())).toBe('none');
    expect(
      missionStaffing(
        mission({
          is_ponctuel: false,
          horaires_recurents: [{ id: 9, day: 1, start_time: '08:00', end_time: '10:00' }] as never,
        }),
      ),
    ).toBe('none');
  });

  it('waits for an agent while a slot has none, and is complete when all have one', () => {
    expect(
      missionStaffing(mission({ interventions: [{ ...intervention(1, 3), candidat_id: null }] })),
    ).toBe('waiting');
    expect(missionStaffing(mission({ interventions: [intervention(1, 3)] }))).toBe('complete');
  });
});

describe('interventionActions', () => {
  const base = {
    has_avis: false,
    candidat_id: 3,
    date_debut: '2026-03-10T08:00:00Z',
    date_fin: '2026-03-10T10:00:00Z',
  };
  const now = new Date('2026-03-01T12:00:00Z');

  it('lets the client cancel, move and extend a planned intervention', () => {
    expect(interventionActions({ ...base, statut: 'planifiee' }, null, now)).toEqual({
      canCancel: true,
      canEdit: true,
      canAnswerProlongation: false,
      canExtend: true,
      canRate: false,
    });
  });

  it('asks for an answer while the agent waits for one, and not twice', () => {
    const running = { ...base, statut: 'en_cours' as const };
    expect(interventionActions(running, 'demandee', now)).toMatchObject({
      canAnswerProlongation: true,
      canExtend: false,
      canCancel: false,
    });
    expect(interventionActions(running, 'acceptee', now)).toMatchObject({
      canAnswerProlongation: false,
      canExtend: false,
    });
    expect(interventionActions(running, 'refusee', now).canExtend).toBe(true);
  });

  it('offers the review once the intervention is done, only once', () => {
    expect(interventionActions({ ...base, statut: 'terminee' }, null, now).canRate).toBe(true);
    expect(
      interventionActions({ ...base, statut: 'terminee', has_avis: true }, null, now).canRate,
    ).toBe(false);
    expect(interventionActions({ ...base, statut: 'annulee' }, null, now)).toEqual({
      canCancel: false,
      canEdit: false,
      canAnswerProlongation: false,
      canExtend: false,
      canRate: false,
    });
  });

  it('still offers cancel and edit within 24 hours: the API explains the refusal', () => {
    const soon = new Date('2026-03-10T07:00:00Z');
    expect(interventionActions({ ...base, statut: 'planifiee' }, null, soon)).toMatchObject({
      canCancel: true,
      canEdit: true,
    });
  });

  it('does not offer an extension while no agent is assigned', () => {
    expect(
      interventionActions({ ...base, candidat_id: null, statut: 'planifiee' }, null, now).canExtend,
    ).toBe(false);
  });
});

describe('agenda', () => {
  const now = new Date('2025-02-03T22:30:00.000Z'); // 23:30 in Paris, Monday 3

  it('asks for today by default, a week or a month forward', () => {
    expect(agendaRange('day', 'agenda', now)).toEqual({ start: '2025-02-03', end: '2025-02-03' });
    expect(agendaRange('week', 'agenda', now)).toEqual({ start: '2025-02-03', end: '2025-02-09' });
    expect(agendaRange('month', 'agenda', now)).toEqual({ start: '2025-02-03', end: '2025-03-04' });
  });

  it('starts today on the Paris clock', () => {
    // 00:30 in Paris on Tuesday 4 February, still Monday 3 in UTC.
    expect(agendaRange('day', 'agenda', new Date('2025-02-03T23:30:00.000Z'))).toEqual({
      start: '2025-02-04',
      end: '2025-02-04',
    });
  });

  it('looks back from yesterday for the history', () => {
    expect(agendaRange('day', 'history', now)).toEqual({ start: '2025-02-02', end: '2025-02-02' });
    expect(agendaRange('week', 'history', now)).toEqual({ start: '2025-01-27', end: '2025-02-02' });
  });

  it('keeps the events of the view, latest first in the history', () => {
    const events = [
      { id: 'b', is_ponctuel: true, start: '2025-02-03T10:00:00.000Z' },
      { id: 'a', is_ponctuel: true, start: '2025-02-03T08:00:00.000Z' },
      { id: 'c', is_ponctuel: false, start: '2025-02-03T09:00:00.000Z' },
    ];
    expect(eventsOfView(events, 'ponctuel', 'agenda').map((e) => e.id)).toEqual(['a', 'b']);
    expect(eventsOfView(events, 'ponctuel', 'history').map((e) => e.id)).toEqual(['b', 'a']);
    expect(eventsOfView(events, 'recurrent', 'agenda').map((e) => e.id)).toEqual(['c']);
  });
});

describe('initialAgendaView', () => {
  it('shows today’s interventions: recurring view only when today has only recurring ones', () => {
    expect(initialAgendaView([])).toBe('ponctuel');
    expect(initialAgendaView([{ is_ponctuel: false }])).toBe('recurrent');
    expect(initialAgendaView([{ is_ponctuel: false }, { is_ponctuel: true }])).toBe('ponctuel');
  });
});
