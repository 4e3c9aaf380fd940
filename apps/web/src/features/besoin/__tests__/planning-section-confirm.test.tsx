import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PlanningSection } from '../components/planning-section.tsx';

/*
 * Issue 22, point 9b: « Transmettre mon planning » confirms it reached the agency with a notice
 * shown wherever the client scrolled, beside the form's own message.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
const call = vi.mocked(callEndpoint);

const devis = {
  id: 5,
  client_id: 3,
  devis_details: [
    {
      client_besoin_skill_id: 4,
      is_ponctuel: false,
      frequence_type: 'Toutes les semaines' as const,
      date_debut: '2026-03-09',
      description: null,
      devis_detail_horaires: [{ day: 1, date: null, time_debut: '16:30', time_fin: '19:00' }],
    },
  ],
};

beforeEach(() => {
  vi.mocked(showSuccess).mockReset();
  call.mockReset();
  call.mockImplementation(((
    route: { name: string },
    options: { body?: Record<string, unknown> },
  ) => {
    if (route.name === 'listClientBrouillons') return Promise.resolve([]);
    if (route.name === 'transmettrePlanningClient')
      return Promise.resolve({ message: 'Transmis.', tache_id: 12 });
    return Promise.resolve({ ...options.body, id: 99 });
  }) as never);
});

describe('« Transmettre mon planning »', () => {
  it('confirms once the agency has the planning, not before', async () => {
    renderWithProviders(<PlanningSection devis={devis} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Transmettre mon planning' }));
    await waitFor(() =>
      expect(showSuccess).toHaveBeenCalledWith('Votre planning a été transmis à l’agence.'),
    );
    expect(call.mock.calls.map(([route]) => route.name)).toContain('transmettrePlanningClient');
    expect(await screen.findByRole('status')).toHaveTextContent('Transmis.');
  });

  it('does not confirm when the agency could not receive it', async () => {
    call.mockImplementation(((route: { name: string }, options: { body?: object }) =>
      route.name === 'listClientBrouillons'
        ? Promise.resolve([])
        : route.name === 'transmettrePlanningClient'
          ? Promise.reject(new Error('réseau'))
          : Promise.resolve({ ...options.body, id: 99 })) as never);
    renderWithProviders(<PlanningSection devis={devis} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Transmettre mon planning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/n’a pas pu être transmis/);
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
