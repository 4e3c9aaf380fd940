import '../../../test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CalendrierSection } from '../components/calendrier-section.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));

afterEach(() => {
  vi.mocked(callEndpoint).mockReset();
});

const URL_HTTPS =
  'https://maisonnee.example/api/calendrier/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';
const NO_FEED = { actif: false, created_at: null, last_read_at: null };

/** The API as the section calls it: the state, then a link made, then revoked. */
function stubCalendrierApi(initial: typeof NO_FEED | Record<string, unknown> = NO_FEED) {
  const calls: string[] = [];
  vi.mocked(callEndpoint).mockImplementation((async (route: { method: string; path: string }) => {
    calls.push(`${route.method} ${route.path}`);
    if (route.method === 'GET') return initial;
    if (route.method === 'POST')
      return {
        url: URL_HTTPS,
        webcal_url: URL_HTTPS.replace('https://', 'webcal://'),
        created_at: '2026-03-02T09:00:00.000Z',
      };
    return NO_FEED;
  }) as never);
  return calls;
}

describe('« Agenda et rappels » of /profil', () => {
  it('says how reminders are sent, makes the private link and shows it once with copy and webcal', async () => {
    const user = userEvent.setup();
    const calls = stubCalendrierApi();
    renderWithProviders(<CalendrierSection />);
    expect(screen.getByText(/La veille de chaque intervention/)).toHaveTextContent(
      /par notification .* sinon par e-mail/,
    );
    const create = await screen.findByRole('button', {
      name: 'Ajouter mes interventions à mon agenda',
    });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    const field = await screen.findByRole('textbox', { name: 'Lien privé de votre agenda' });
    expect(field).toHaveValue(URL_HTTPS);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(/n’est affiché qu’une fois/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir dans mon agenda' })).toHaveAttribute(
      'href',
      URL_HTTPS.replace('https://', 'webcal://'),
    );
    expect(screen.getByText(/jamais votre code d’accès/)).toBeInTheDocument();
    // Now in force: the button makes a new one, which replaces it.
    expect(screen.getByRole('button', { name: 'Créer un nouveau lien' })).toBeInTheDocument();
    expect(screen.getByText(/actif depuis le 02\/03\/2026/)).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/calendrier', 'POST /api/calendrier']);
  });

  it('revokes the link only after a confirmation, and can be cancelled', async () => {
    const user = userEvent.setup();
    const calls = stubCalendrierApi({
      actif: true,
      created_at: '2026-02-10T10:00:00.000Z',
      last_read_at: '2026-03-01T17:30:00.000Z',
    });
    renderWithProviders(<CalendrierSection />);
    expect(await screen.findByText(/actif depuis le 10\/02\/2026/)).toHaveTextContent(
      'Dernière lecture par votre agenda : 1 mars 2026 à 18:30.',
    );
    // No link is shown again: only its state.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
    const confirm = screen.getByRole('group', { name: 'Révoquer le lien' });
    expect(confirm).toHaveTextContent(/Votre agenda ne recevra plus vos interventions/);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(calls).toEqual(['GET /api/calendrier']);

    await user.click(screen.getByRole('button', { name: 'Révoquer le lien' }));
    await user.click(screen.getByRole('button', { name: 'Oui, révoquer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Le lien est révoqué');
    expect(calls).toEqual(['GET /api/calendrier', 'DELETE /api/calendrier']);
    expect(
      screen.getByRole('button', { name: 'Ajouter mes interventions à mon agenda' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Révoquer le lien' })).not.toBeInTheDocument();
  });
});
