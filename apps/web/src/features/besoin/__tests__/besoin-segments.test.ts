import { describe, expect, it } from 'vitest';
import { mission } from '../../../test/fixtures.ts';
import { besoinScreen } from '../besoin-segments.ts';

const NOW = Date.parse('2026-03-02T10:00:00Z');

const recurrent = (id: number) =>
  mission({
    id,
    is_ponctuel: false,
    horaires_recurents: [
      {
        id: id * 10,
        mission_id: id,
        day: 3,
        start_time: '14:00:00',
        end_time: '17:30:00',
        agent: null,
      },
    ],
  });
const mutuelle = (id: number, used: number) =>
  mission({
    id,
    is_ponctuel: false,
    mutuelle_id: 9,
    mutuelle: { nom: 'Mutuelle Solidarité Santé' },
    date_fin: '2026-12-31',
    nb_heures_total: 20,
    nb_heures_consommees: used,
    client_besoin_skill_id: 2,
  });

describe('besoinScreen', () => {
  it('opens on ponctuel by default, even without any need', () => {
    const screen = besoinScreen([], NOW);
    expect(screen.segment).toBe('ponctuel');
    expect(screen.canSelectService).toBe(true);
    expect(screen.expanded).toEqual([]);
  });

  it('opens on ponctuel when there are one-off needs', () => {
    expect(besoinScreen([mission({ id: 1 }), recurrent(2)], NOW).segment).toBe('ponctuel');
  });

  it('opens on recurrent when there is no one-off need but recurring ones', () => {
    const screen = besoinScreen([recurrent(2), recurrent(3)], NOW);
    expect(screen.segment).toBe('recurrent');
    expect(screen.groups.recurrent[0]).toMatchObject({
      days: ['Mer.'],
      timeSlots: ['14:00 - 17:30'],
    });
  });

  it('expands the first need of each segment', () => {
    const screen = besoinScreen(
      [mission({ id: 1 }), mission({ id: 4 }), recurrent(2), recurrent(3)],
      NOW,
    );
    expect(screen.expanded).toEqual(['1', '2']);
  });

  it('opens the segment and the need of besoin/:idmission', () => {
    const screen = besoinScreen([mission({ id: 1 }), recurrent(2), recurrent(3)], NOW, 3);
    expect(screen.segment).toBe('recurrent');
    expect(screen.expanded).toEqual(['1', '2', '3']);
  });

  it('offers the choice of a service only without insurer hours left', () => {
    expect(besoinScreen([mutuelle(5, 6)], NOW).canSelectService).toBe(false);
    expect(besoinScreen([mutuelle(5, 20)], NOW).canSelectService).toBe(true);
    const screen = besoinScreen([mutuelle(5, 6)], NOW);
    expect(screen.groups.mutuelle[0]).toMatchObject({
      title: 'Mutuelle Solidarité Santé',
      nb_heures_total: 20,
      nb_heures_consommees: 6,
    });
  });
});
