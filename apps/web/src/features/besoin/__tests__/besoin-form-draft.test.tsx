import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EMPTY_BESOIN, type BesoinFormValues } from '../besoin-form-state.ts';
import { BesoinForm } from '../components/besoin-form.tsx';
import { besoinFormProps } from './besoin-form-props.ts';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

function renderForm(
  initial: BesoinFormValues = EMPTY_BESOIN,
  draftId: number | null = null,
  missionId: number | null = null,
) {
  return renderWithProviders(
    <BesoinForm
      {...besoinFormProps({ initial, draftId, missionId, restored: draftId !== null })}
    />,
  );
}

type Call = [{ name: string }, { body: Record<string, unknown> }];
const draftCalls = () =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === 'saveBrouillon');

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({ id: 42 } as never);
});

describe('the new-need draft', () => {
  it('is not saved when the form opens, only once typing pauses', async () => {
    renderForm();
    const service = screen.getByRole('combobox', { name: 'Prestation' });
    fireEvent.change(service, { target: { value: '2' } });
    fireEvent.change(service, { target: { value: '3' } });
    expect(draftCalls()).toHaveLength(0);
    await waitFor(() => expect(draftCalls()).toHaveLength(1), { timeout: 2000 });
    expect(draftCalls()[0]?.[1].body).toMatchObject({
      client_id: 3,
      kind: 'besoin',
      service: 3,
      frequenceType: 'Toutes les semaines',
    });
    expect(draftCalls()[0]?.[1].body).not.toHaveProperty('id');

    // The next save replaces the draft the API created.
    fireEvent.change(screen.getByLabelText(/Précisions/), { target: { value: 'Le matin.' } });
    await waitFor(() => expect(draftCalls()).toHaveLength(2), { timeout: 2000 });
    expect(draftCalls()[1]?.[1].body).toMatchObject({ id: 42, description: 'Le matin.' });
    expect(await screen.findByText('Brouillon enregistré.')).toBeInTheDocument();
  });

  it('shows a restored draft and keeps its id', async () => {
    renderForm(
      {
        ...EMPTY_BESOIN,
        service: 1,
        frequence: 'recurrent',
        date: '2026-03-02',
        reccurentArray: [{ day: 3, time_debut: '14:00', time_fin: '17:30' }],
      },
      7,
    );
    expect(screen.getByText('Votre brouillon a été restauré.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Récurrent (chaque semaine)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Jour' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Heure de fin' })).toHaveValue('17:30');
    expect(screen.getByTestId('estimate-amount').textContent).toMatch(/par semaine/);

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    await waitFor(() => expect(draftCalls()).toHaveLength(1), { timeout: 2000 });
    expect(draftCalls()[0]?.[1].body).toMatchObject({ id: 7, frequenceId: 1, nb_heures: 6.5 });
  });
});

describe('submitting the need', () => {
  const oneOff: BesoinFormValues = {
    ...EMPTY_BESOIN,
    service: 3,
    date: '2026-03-03',
    time_debut: '18:00',
    time_fin: '23:00',
  };
  const calls = (name: string) =>
    (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

  it('refuses an end before the start, in French, without calling the API', () => {
    renderForm({ ...oneOff, time_fin: '17:00' });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande de devis' }));
    expect(screen.getByText('L’heure de fin doit suivre l’heure de début.')).toBeInTheDocument();
    expect(calls('saveBesoin')).toHaveLength(0);
  });

  it('sends a new need with its draft to delete', async () => {
    renderForm(oneOff, 7);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande de devis' }));
    await waitFor(() => expect(calls('saveBesoin')).toHaveLength(1));
    expect(calls('saveBesoin')[0]?.[1].body).toMatchObject({
      client_id: 3,
      brouillon_id: 7,
      service: 3,
      frequence: 'ponctuel',
      duration: 5,
      reccurentArray: [],
    });
  });

  it('sends the need once when the button is pressed twice, and waits with it disabled', async () => {
    let answer: (value: unknown) => void = () => undefined;
    call.mockImplementation(((route: { name: string }) =>
      route.name === 'saveBesoin'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : Promise.resolve({ id: 42 })) as never);
    renderForm(oneOff, 7);
    const button = screen.getByRole('button', { name: 'Envoyer ma demande de devis' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.click(button);
    expect(calls('saveBesoin')).toHaveLength(1);
    answer({ id: 1 });
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(calls('saveBesoin')).toHaveLength(1);
  });

  it('extends the mission of besoin/:idmission with add-besoin, then deletes the draft', async () => {
    renderForm(oneOff, 7, 12);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande de devis' }));
    await waitFor(() => expect(calls('deleteBrouillon')).toHaveLength(1));
    expect(calls('saveBesoin')).toHaveLength(0);
    const body = calls('addBesoin')[0]?.[1].body;
    expect(body).toMatchObject({ client_id: 3, mission_id: 12, service: 3 });
    expect(body).not.toHaveProperty('brouillon_id');
  });
});
