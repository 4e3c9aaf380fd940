import '../../../test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ProfilPublic } from '../api/profil-public.ts';
import { MonProfilPublicPage } from '../pages/mon-profil-public-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const APERCU: ProfilPublic['apercu'] = {
  id: 12,
  prenom: 'Karim',
  nom_initiale: 'B.',
  profile_photo_path: null,
  note_moyenne: null,
  nb_avis: 0,
  is_planifie: false,
  is_propose: false,
  preference: null,
  presentation: 'Ponctuel.',
  services: [],
  competences: [],
  langues: ['français'],
  experience_annees: null,
  experience: null,
  avis: [],
};

const PROFIL: ProfilPublic = {
  presentation: 'Ponctuel.',
  langues: ['français'],
  experience: null,
  apercu: APERCU,
};

type Body = { presentation: string | null; langues: string[]; experience: string | null };

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(((route: { name: string }, options: { body?: Body } = {}) => {
    if (route.name === 'getProfilPublic') return Promise.resolve(PROFIL);
    if (route.name === 'updateProfilPublic') {
      const body = options.body!;
      return Promise.resolve({
        ...body,
        apercu: { ...APERCU, presentation: body.presentation, langues: body.langues },
      });
    }
    return Promise.reject(new Error(route.name));
  }) as never);
});

describe("the agent's public profile", () => {
  it('edits the presentation and shows it as families will see it', async () => {
    renderWithProviders(<MonProfilPublicPage />);
    const presentation = await screen.findByRole('textbox', { name: 'Présentation' });
    expect(presentation).toHaveValue('Ponctuel.');
    expect(screen.getByText('9 / 600 caractères')).toBeInTheDocument();
    fireEvent.change(presentation, { target: { value: 'Ponctuel et souriant.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Expérience' }), {
      target: { value: 'Trois ans.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'updateProfilPublic' }), {
        body: {
          presentation: 'Ponctuel et souriant.',
          langues: ['français'],
          experience: 'Trois ans.',
        },
      }),
    );
    const apercu = screen.getByRole('region', { name: 'Ce que voient les familles' });
    expect(await within(apercu).findByText('Ponctuel et souriant.')).toBeInTheDocument();
    expect(within(apercu).getByRole('heading', { name: 'Karim B.' })).toBeInTheDocument();
  });

  it("shows the API's French message beside the field it names", async () => {
    call.mockImplementation(((route: { name: string }) =>
      route.name === 'getProfilPublic'
        ? Promise.resolve(PROFIL)
        : Promise.reject(
            new ApiError(400, {
              success: false,
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Certains champs sont invalides.',
                fields: { langues: 'Chaque langue une seule fois.' },
              },
            } as never),
          )) as never);
    renderWithProviders(<MonProfilPublicPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Chaque langue une seule fois.')).toBeInTheDocument();
  });
});
