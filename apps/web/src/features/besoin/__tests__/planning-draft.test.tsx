import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  EMPTY_BESOIN,
  restoreDraft,
  restorePlanningDraft,
  valuesFromDevis,
  type BesoinFormValues,
  type DevisLinesForPlanning,
} from '../besoin-form-state.ts';
import { brouillon } from './fixtures.ts';
import { BesoinForm } from '../components/besoin-form.tsx';
import { upsertDraft } from '../components/planning-section.tsx';
import { besoinFormProps } from './besoin-form-props.ts';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

type Line = DevisLinesForPlanning['devis_details'][number];
const line = (patch: Partial<Line>): DevisLinesForPlanning => ({
  devis_details: [
    {
      client_besoin_skill_id: 4,
      is_ponctuel: false,
      frequence_type: 'Toutes les deux semaines',
      date_debut: '2026-03-09',
      description: 'Garde après l’école.',
      devis_detail_horaires: [
        { day: 1, date: null, time_debut: '16:30', time_fin: '19:00' },
        { day: 6, date: null, time_debut: '09:30', time_fin: '12:00' },
      ],
      ...patch,
    },
  ],
});

describe('the planning draft prefilled from a signed quote', () => {
  it('takes the service, the frequency, the days and the half-hour times of a recurring line', () => {
    expect(valuesFromDevis(line({}))).toEqual({
      ...EMPTY_BESOIN,
      service: 4,
      frequence: 'recurrent',
      date: '2026-03-09',
      description: 'Garde après l’école.',
      frequenceType: 'Toutes les deux semaines',
      reccurentArray: [
        { day: 1, time_debut: '16:30', time_fin: '19:00' },
        { day: 6, time_debut: '09:30', time_fin: '12:00' },
      ],
    });
  });

  it('takes the date and the times of a one-off line', () => {
    const values = valuesFromDevis(
      line({
        client_besoin_skill_id: 1,
        is_ponctuel: true,
        frequence_type: null,
        date_debut: null,
        description: null,
        devis_detail_horaires: [
          { day: null, date: '2026-03-10', time_debut: '09:00', time_fin: '12:30' },
        ],
      }),
    );
    expect(values).toEqual({
      ...EMPTY_BESOIN,
      service: 1,
      date: '2026-03-10',
      time_debut: '09:00',
      time_fin: '12:30',
    });
  });

  it('is restored apart from the need draft, for its own quote only', () => {
    const list = [
      brouillon({ id: 9, kind: 'planification', devis_id: 5, service: 4 }),
      brouillon({ id: 8, kind: 'planification', devis_id: 6 }),
      brouillon({ id: 7, kind: 'besoin', service: 2 }),
    ];
    expect(restoreDraft(list)?.id).toBe(7);
    expect(restorePlanningDraft(list, 5)?.id).toBe(9);
    expect(restorePlanningDraft(list, 5)?.values.service).toBe(4);
    expect(restorePlanningDraft(list, 4)).toBeNull();
    expect(restorePlanningDraft([brouillon({ id: 7 })], 5)).toBeNull();
  });

  it('replaces itself in the cached list of drafts without touching the others', () => {
    const need = brouillon({ id: 7 });
    const old = brouillon({ id: 9, kind: 'planification', devis_id: 5, service: 1 });
    const saved = { ...old, service: 4 as const };
    expect(upsertDraft([old, need], saved)).toEqual([saved, need]);
    expect(upsertDraft(undefined, saved)).toEqual([saved]);
  });
});

type Call = [{ name: string }, { body: Record<string, unknown> }];
/** The calls of the drafts and the planning, without the read of the prices (GET /api/tarifs). */
const sentCalls = () =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name !== 'getTarifsEnVigueur');
const draftCalls = () =>
  (call.mock.calls as unknown as Call[])
    .filter(([route]) => route.name === 'saveBrouillon')
    .map(([, options]) => options.body);

function renderBoth(need: BesoinFormValues, planning: BesoinFormValues) {
  return renderWithProviders(
    <>
      <BesoinForm {...besoinFormProps({ initial: need, draftId: 7, restored: true })} />
      <BesoinForm {...besoinFormProps({ initial: planning, planning: { devisId: 5 } })} />
    </>,
  );
}

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(((_route: unknown, options: { body: Record<string, unknown> }) =>
    Promise.resolve({
      ...options.body,
      id: options.body.id ?? (options.body.kind === 'planification' ? 99 : 42),
    })) as never);
});

describe('the two drafts', () => {
  it('are saved independently: typing in one never changes the other', async () => {
    const need: BesoinFormValues = { ...EMPTY_BESOIN, service: 2, description: 'Besoin' };
    renderBoth(need, valuesFromDevis(line({})));
    const needForm = screen.getByRole('region', { name: 'Nouveau besoin' });
    const planForm = screen.getByRole('region', { name: 'Planifier mes interventions' });
    // Prefilled from the quote.
    expect(within(planForm).getByRole('combobox', { name: 'Prestation' })).toHaveValue('4');
    expect(within(planForm).getAllByRole('combobox', { name: 'Jour' })).toHaveLength(2);

    fireEvent.change(within(planForm).getByLabelText(/Précisions/), {
      target: { value: 'Sonner deux fois.' },
    });
    await waitFor(() => expect(draftCalls()).toHaveLength(1), { timeout: 2000 });
    expect(draftCalls()[0]).toMatchObject({
      client_id: 3,
      kind: 'planification',
      devis_id: 5,
      service: 4,
      frequence: 'recurrent',
      frequenceId: 2,
      description: 'Sonner deux fois.',
      reccurentArray: [
        { day: 1, time_debut: '16:30', time_fin: '19:00' },
        { day: 6, time_debut: '09:30', time_fin: '12:00' },
      ],
    });
    expect(draftCalls()[0]).not.toHaveProperty('id');
    expect(within(needForm).getByLabelText(/Précisions/)).toHaveValue('Besoin');

    fireEvent.change(within(needForm).getByLabelText(/Précisions/), {
      target: { value: 'Le matin.' },
    });
    await waitFor(() => expect(draftCalls()).toHaveLength(2), { timeout: 2000 });
    expect(draftCalls()[1]).toMatchObject({ id: 7, kind: 'besoin', description: 'Le matin.' });
    expect(draftCalls()[1]).not.toHaveProperty('devis_id');
    expect(within(planForm).getByLabelText(/Précisions/)).toHaveValue('Sonner deux fois.');

    // The planning draft keeps the id the API gave it.
    fireEvent.change(within(planForm).getByLabelText(/Précisions/), {
      target: { value: 'Code 1234.' },
    });
    await waitFor(() => expect(draftCalls()).toHaveLength(3), { timeout: 2000 });
    expect(draftCalls()[2]).toMatchObject({ id: 99, kind: 'planification', devis_id: 5 });
  });

  it('submitting the planning saves its draft, sends it to the agency, then confirms it', async () => {
    let answerTransmit: (value: unknown) => void = () => undefined;
    call.mockImplementation(((
      route: { name: string },
      options: { body: Record<string, unknown> },
    ) =>
      route.name === 'transmettrePlanningClient'
        ? new Promise((resolve) => {
            answerTransmit = resolve;
          })
        : Promise.resolve({ ...options.body, id: options.body.id ?? 99 })) as never);
    renderBoth(EMPTY_BESOIN, valuesFromDevis(line({})));
    const planForm = screen.getByRole('region', { name: 'Planifier mes interventions' });
    fireEvent.click(within(planForm).getByRole('button', { name: 'Transmettre mon planning' }));
    await waitFor(() =>
      expect(sentCalls().map(([route]) => route.name)).toEqual([
        'saveBrouillon',
        'transmettrePlanningClient',
      ]),
    );
    expect(draftCalls()[0]).toMatchObject({ kind: 'planification', devis_id: 5 });
    expect(sentCalls()[1]![1].body).toEqual({
      client_id: 3,
      brouillon_id: 99,
    });
    // Saved but not yet received by the agency: nothing says it was sent.
    expect(within(planForm).queryByText(/transmis à l’agence/)).not.toBeInTheDocument();
    answerTransmit({
      message:
        'Votre planning a été transmis à l’agence : un conseiller vous confirme les intervenants.',
      tache_id: 12,
    });
    expect(
      await within(planForm).findByText(
        'Votre planning a été transmis à l’agence : un conseiller vous confirme les intervenants.',
      ),
    ).toBeInTheDocument();
    expect(within(planForm).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the agency cannot receive it, says so in French and keeps the draft saved', async () => {
    const onDraftSaved = vi.fn();
    call.mockImplementation(((
      route: { name: string },
      options: { body: Record<string, unknown> },
    ) =>
      route.name === 'transmettrePlanningClient'
        ? Promise.reject(
            new ApiError(422, {
              success: false,
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Votre planning ne contient aucun créneau : ajoutez-en au moins un.',
              },
            }),
          )
        : Promise.resolve({ ...options.body, id: options.body.id ?? 99 })) as never);
    renderWithProviders(
      <BesoinForm
        {...besoinFormProps({
          initial: valuesFromDevis(line({})),
          planning: { devisId: 5, onDraftSaved },
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Transmettre mon planning' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Votre planning est enregistré, mais il n’a pas pu être transmis à l’agence.',
    );
    expect(alert).toHaveTextContent('Votre planning ne contient aucun créneau');
    expect(screen.queryByText(/a été transmis/)).not.toBeInTheDocument();
    // The draft was saved and handed to the cached list: a later visit restores it.
    expect(onDraftSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 99, devis_id: 5 }));
    expect(draftCalls()).toHaveLength(1);
    // Once the agency answers, pressing again sends the same draft (its id) and confirms.
    call.mockImplementation(((
      route: { name: string },
      options: { body: Record<string, unknown> },
    ) =>
      route.name === 'transmettrePlanningClient'
        ? Promise.resolve({ message: '', tache_id: 12 })
        : Promise.resolve({ ...options.body, id: options.body.id ?? 100 })) as never);
    fireEvent.click(screen.getByRole('button', { name: 'Transmettre mon planning' }));
    expect(
      await screen.findByText('Votre planning a été transmis à l’agence.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(draftCalls()[1]).toMatchObject({ id: 99, kind: 'planification' });
  });
});
