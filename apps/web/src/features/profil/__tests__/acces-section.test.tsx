import '../../../test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccesSection } from '../components/acces-section.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));

afterEach(() => {
  vi.mocked(callEndpoint).mockReset();
});

describe('« Accès au domicile » of /profil', () => {
  it('shows the saved instructions and code, and saves the changes', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    vi.mocked(callEndpoint).mockImplementation((async (
      route: { method: string },
      options?: { body?: unknown },
    ) => {
      if (route.method === 'GET') return { acces_instructions: 'Bâtiment B', code_porte: '4821B' };
      sent.push(options?.body);
      return options?.body;
    }) as never);
    renderWithProviders(<AccesSection />);
    const instructions = await screen.findByRole('textbox', { name: /Consignes d’accès/ });
    await waitFor(() => expect(instructions).toHaveValue('Bâtiment B'));
    expect(screen.getByRole('textbox', { name: /Code de la porte/ })).toHaveValue('4821B');
    expect(screen.getByText(/d’une heure avant la visite à sa fin/)).toBeVisible();

    const code = screen.getByRole('textbox', { name: /Code de la porte/ });
    await user.clear(code);
    await user.type(code, 'A1234');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Consignes d’accès enregistrées.')).toBeVisible();
    expect(sent).toEqual([{ acces_instructions: 'Bâtiment B', code_porte: 'A1234' }]);
  });

  it('says so when the instructions cannot be read', async () => {
    vi.mocked(callEndpoint).mockRejectedValue(new Error('réseau'));
    renderWithProviders(<AccesSection />);
    expect(
      await screen.findByText(
        'Erreur lors de la récupération des consignes d’accès.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});
