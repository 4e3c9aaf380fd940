import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ForgotPasswordPage, linkPrefill } from '../pages/forgot-password-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);
type Call = [{ name: string }, { body: Record<string, unknown> }];
const calls = () => call.mock.calls as unknown as Call[];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/auth/login" element={<p>Écran de connexion</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({ message: 'ok' } as never);
});

describe('the invitation link /auth/forgot-password?email=…&code=…', () => {
  it('opens on choosing the password, the code filled in, and sends e-mail, code and password', async () => {
    renderAt('/auth/forgot-password?email=claire.martin%40example.fr&code=042917');
    expect(screen.getByRole('heading', { name: 'Choisir mon mot de passe' })).toBeInTheDocument();
    expect(screen.getByText(/claire\.martin@example\.fr/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Code de validation/ })).toHaveValue('042917');
    // The code leaves the address bar (and the history).
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/auth\/forgot-password$/),
    );
    expect(screen.getByRole('textbox', { name: /Code de validation/ })).toHaveValue('042917');

    fireEvent.change(screen.getByLabelText(/Nouveau mot de passe/), {
      target: { value: 'unMotDePasse!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByText('Écran de connexion')).toBeInTheDocument();
    expect(calls()).toHaveLength(1);
    expect(calls()[0]![0].name).toBe('resetPassword');
    expect(calls()[0]![1].body).toEqual({
      email: 'claire.martin@example.fr',
      code: '042917',
      password: 'unMotDePasse!',
    });
  });

  it('with the e-mail only, asks for the code mailed to that address', () => {
    renderAt('/auth/forgot-password?email=claire.martin%40example.fr');
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(screen.getByText(/Saisissez le code reçu à claire\.martin@example\.fr/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Code de validation/ })).toHaveValue('');
  });

  it('going back to the e-mail step keeps the address of the link', () => {
    renderAt('/auth/forgot-password?email=claire.martin%40example.fr&code=042917');
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser une autre adresse' }));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('claire.martin@example.fr');
  });

  it('without a link, or with an unreadable one, starts with the e-mail', () => {
    renderAt('/auth/forgot-password?email=pas-une-adresse&code=042917');
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: /Code de validation/ })).not.toBeInTheDocument();
  });

  it('reads only a well-formed e-mail and a 6-digit code', () => {
    const read = (query: string) => linkPrefill(new URLSearchParams(query));
    expect(read('email=a%40b.fr&code=123456')).toEqual({ email: 'a@b.fr', code: '123456' });
    expect(read('email=a%40b.fr&code=12345')).toEqual({ email: 'a@b.fr', code: '' });
    expect(read('email=a%40b.fr&code=abcdef')).toEqual({ email: 'a@b.fr', code: '' });
    expect(read('code=123456')).toEqual({ email: null, code: '' });
    expect(read('')).toEqual({ email: null, code: '' });
  });
});
