import { estimateBesoin } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import type { Brouillon } from '../api/list-client-brouillons.ts';
import {
  EMPTY_BESOIN,
  estimateFor,
  restoreDraft,
  toBesoin,
  toDraft,
  validateBesoin,
  type BesoinFormValues,
} from '../besoin-form-state.ts';

/** The form's values the default draft below holds (and restores). */
const draftValues = {
  service: 1,
  frequence: 'recurrent',
  date: '2026-03-02',
  time_debut: null,
  time_fin: null,
  description: 'Repassage inclus.',
  frequenceType: 'Toutes les deux semaines',
  reccurentArray: [{ day: 3, time_debut: '14:00', time_fin: '17:30' }],
} as const;

function brouillon(overrides: Partial<Brouillon> = {}): Brouillon {
  return {
    id: 7,
    client_id: 3,
    kind: 'besoin',
    devis_id: null,
    mission_id: null,
    ...draftValues,
    reccurentArray: [...draftValues.reccurentArray],
    frequenceId: 2,
    duration: null,
    nb_heures: 3.5,
    nb_heures_weekend: 0,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

const recurring: BesoinFormValues = {
  ...EMPTY_BESOIN,
  service: 1,
  frequence: 'recurrent',
  date: '2026-03-02',
  reccurentArray: [
    { day: 3, time_debut: '14:00', time_fin: '17:30' },
    { day: 6, time_debut: '09:00', time_fin: '11:00' },
  ],
};

describe('restoreDraft', () => {
  it('gives nothing without a need draft', () => {
    expect(restoreDraft(undefined)).toBeNull();
    expect(restoreDraft([])).toBeNull();
    expect(restoreDraft([brouillon({ kind: 'planification', devis_id: 4 })])).toBeNull();
  });

  it('restores the most recent need draft (the API sends it first) into the form', () => {
    const restored = restoreDraft([
      brouillon({ kind: 'planification', id: 9, devis_id: 4 }),
      brouillon(),
      brouillon({ id: 2, description: 'ancien' }),
    ]);
    expect(restored).toEqual({
      id: 7,
      values: draftValues,
    });
  });

  it('defaults an empty frequency to ponctuel and an empty description to ""', () => {
    const restored = restoreDraft([brouillon({ frequence: null, description: null })]);
    expect(restored?.values.frequence).toBe('ponctuel');
    expect(restored?.values.description).toBe('');
  });
});

describe('estimateFor', () => {
  it('prices with the same domain function as the API', () => {
    expect(estimateFor(recurring)).toEqual(
      estimateBesoin({
        service: 1,
        frequence: 'recurrent',
        reccurentArray: recurring.reccurentArray,
        frequenceType: 'Toutes les semaines',
      }),
    );
    expect(estimateFor(recurring)).toMatchObject({ nbHeures: 3.5, nbHeuresWeekend: 2 });
  });

  it('is null while the need is incomplete or wrong', () => {
    expect(estimateFor(EMPTY_BESOIN)).toBeNull();
    expect(estimateFor({ ...recurring, reccurentArray: [] })).toBeNull();
    expect(
      estimateFor({
        ...EMPTY_BESOIN,
        service: 1,
        date: '2026-03-02',
        time_debut: '10:00',
        time_fin: '09:00',
      }),
    ).toBeNull();
  });

  it('prices a one-off Sunday at the weekend rate', () => {
    const estimate = estimateFor({
      ...EMPTY_BESOIN,
      service: 1,
      date: '2026-03-08',
      time_debut: '09:00',
      time_fin: '11:30',
    });
    expect(estimate).toMatchObject({ nbHeures: 0, nbHeuresWeekend: 2.5, montantMensuelTTC: null });
  });
});

describe('toDraft', () => {
  it('carries every draft field of section 3', () => {
    expect(toDraft(recurring, 3, 7, null)).toEqual({
      id: 7,
      client_id: 3,
      kind: 'besoin',
      mission_id: null,
      service: 1,
      frequence: 'recurrent',
      date: '2026-03-02',
      time_debut: null,
      time_fin: null,
      description: null,
      frequenceType: 'Toutes les semaines',
      frequenceId: 1,
      duration: null,
      nb_heures: 3.5,
      nb_heures_weekend: 2,
      reccurentArray: recurring.reccurentArray,
    });
  });

  it('creates without id and gives a one-off session its duration', () => {
    const draft = toDraft(
      { ...EMPTY_BESOIN, service: 3, date: '2026-03-03', time_debut: '18:00', time_fin: '23:00' },
      3,
      null,
      12,
    );
    expect(draft).not.toHaveProperty('id');
    expect(draft).toMatchObject({ mission_id: 12, duration: 5, frequenceId: null, nb_heures: 5 });
  });

  it('never saves what the API would refuse: an end before the start, a wrong slot', () => {
    const draft = toDraft(
      {
        ...recurring,
        time_debut: '10:00',
        time_fin: '09:00',
        reccurentArray: [{ day: 1, time_debut: '12:00', time_fin: '11:00' }],
      },
      3,
      null,
      null,
    );
    expect(draft).toMatchObject({ time_fin: null, reccurentArray: [], nb_heures: null });
  });
});

describe('validateBesoin and toBesoin', () => {
  it('names the missing fields in French', () => {
    expect(validateBesoin(EMPTY_BESOIN)).toEqual({
      service: 'Ce champ est obligatoire.',
      date: 'Ce champ est obligatoire.',
      time_debut: 'Ce champ est obligatoire.',
      time_fin: 'Ce champ est obligatoire.',
    });
    expect(validateBesoin({ ...recurring, reccurentArray: [] })).toEqual({
      reccurentArray: 'Ajoutez au moins un créneau.',
    });
  });

  it('builds the save-besoin body with the draft to delete', () => {
    expect(validateBesoin(recurring)).toEqual({});
    expect(toBesoin(recurring, 3, 7)).toMatchObject({
      client_id: 3,
      brouillon_id: 7,
      service: 1,
      frequence: 'recurrent',
      frequenceId: 1,
      reccurentArray: recurring.reccurentArray,
    });
  });
});
