import '../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../lib/api-client.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { json, signIn } from '../../../test/session.ts';
import { makeUser } from '../../../test/tokens.ts';
import { ProchesPage } from '../pages/proches-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

/*
 * /proches (issue 25, point 7): the family reads what a relative may do, invites one (required
 * fields, the API's refusal), resends a pending invitation and removes an access after confirming.
 */

type Row = {
  id: number;
  email: string;
  prenom: string | null;
  nom: string | null;
  lien: string | null;
  statut: 'invited' | 'active' | 'revoked';
  invited_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
};

let rows: Row[];
let calls: { method: string; path: string; body: unknown }[];

const claire: Row = {
  id: 4,
  email: 'claire@exemple.fr',
  prenom: 'Claire',
  nom: null,
  lien: 'fille',
  statut: 'invited',
  invited_at: '2026-03-01T10:00:00.000Z',
  accepted_at: null,
  revoked_at: null,
};

beforeEach(() => {
  requestBudget.reset();
  calls = [];
  rows = [{ ...claire }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = new URL(String(url), window.location.origin).pathname;
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method, path, body });
      if (path === '/api/proches' && method === 'GET') return json({ success: true, data: rows });
      if (path === '/api/proches' && method === 'POST') {
        if (body.email === 'moi@exemple.fr') {
          return json(
            {
              success: false,
              error: {
                code: 'PROCHE_EMAIL_FAMILLE',
                message:
                  'Cette adresse est celle de la famille : invitez un proche avec sa propre adresse e-mail.',
              },
            },
            422,
          );
        }
        const row: Row = {
          ...claire,
          id: 9,
          email: body.email,
          prenom: body.prenom,
          lien: body.lien,
        };
        rows = [row, ...rows];
        return json({ success: true, data: row }, 201);
      }
      const one = /^\/api\/proches\/([^/]+)(\/renvoyer)?$/.exec(path);
      if (one) {
        const id = decryptPathId(decodeURIComponent(one[1] ?? ''));
        const row = rows.find((item) => item.id === id)!;
        if (method === 'DELETE') {
          row.statut = 'revoked';
          row.revoked_at = '2026-03-02T10:00:00.000Z';
        }
        return json({ success: true, data: row });
      }
      return json({ success: true, data: [] });
    }),
  );
  signIn(makeUser({ id: 7, roles_ids: [5], client_id: 3, candidat_id: null }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showSuccess).mockClear();
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <ProchesPage />
    </MemoryRouter>,
  );

describe('the family’s relatives', () => {
  it('says what a relative can and cannot do, and lists the relatives with their state', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes proches' })).toBeInTheDocument();
    expect(screen.getByText(/ni signer un devis, ni payer/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Vos proches' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByText('Claire (fille)')).toBeInTheDocument();
    expect(within(item!).getByText('Invitation envoyée')).toBeInTheDocument();
    expect(within(item!).getByText('Invité le 01/03/2026')).toBeInTheDocument();
  });

  it('invites a relative, checks the required fields and shows the API’s refusal', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Vos proches' });
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/Adresse e-mail/), 'moi@exemple.fr');
    await user.type(screen.getByLabelText(/Prénom/), 'Paul');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('celle de la famille');

    await user.clear(screen.getByLabelText(/Adresse e-mail/));
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'paul@exemple.fr');
    await user.type(screen.getByLabelText(/Lien avec vous/), 'voisin');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    await waitFor(() =>
      expect(showSuccess).toHaveBeenCalledWith('Invitation envoyée à paul@exemple.fr.'),
    );
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      email: 'paul@exemple.fr',
      prenom: 'Paul',
      nom: null,
      lien: 'voisin',
    });
    expect(await screen.findByText('Paul (voisin)')).toBeInTheDocument();
  }, 20_000);

  it('resends a pending invitation and removes an access after confirming', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Renvoyer l’invitation à Claire' }));
    await waitFor(() =>
      expect(showSuccess).toHaveBeenCalledWith('Invitation renvoyée à claire@exemple.fr.'),
    );
    expect(calls.some((call) => call.method === 'POST' && /\/renvoyer$/.test(call.path))).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Retirer l’accès de Claire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer l’accès de ce proche ?' });
    expect(within(dialog).getByText(/ne verra plus vos visites/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’accès' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Accès retiré')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer l’accès de Claire' })).toBeNull();
  }, 20_000);

  it('is the family’s screen only', () => {
    signIn(makeUser({ id: 8, roles_ids: [], client_id: null, candidat_id: null }));
    renderPage();
    expect(
      screen.getByText('La gestion des proches est réservée aux familles clientes.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
