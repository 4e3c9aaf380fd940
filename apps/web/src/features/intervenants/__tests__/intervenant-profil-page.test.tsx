import '../../../test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import { renderPagesAt } from '../../../test/render-pages.tsx';
import type { IntervenantProfil } from '../api/get-intervenant-profil.ts';
import { IntervenantProfilPage } from '../pages/intervenant-profil-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const KARIM: IntervenantProfil = {
  id: 12,
  prenom: 'Karim',
  nom_initiale: 'B.',
  profile_photo_path: null,
  note_moyenne: 4.5,
  nb_avis: 2,
  is_planifie: true,
  is_propose: false,
  preference: null,
  presentation: 'Ponctuel et discret.',
  services: [{ id: 1, label: 'Entretien / repassage', annees_experience: 5 }],
  competences: ['Ménage', 'Vitres'],
  langues: ['français', 'arabe'],
  experience_annees: 5,
  experience: 'Cinq ans dans des familles.',
  avis: [
    {
      note: 5,
      commentaire: 'Très soigneux.',
      date: '2026-03-10T15:00:00.000Z',
      auteur: 'Claire M.',
    },
    { note: 4, commentaire: null, date: '2026-03-03T15:00:00.000Z', auteur: 'Paul L.' },
  ],
};

const FATOU = { ...KARIM, id: 13, prenom: 'Fatou', nom_initiale: 'D.', preference: 'prefere' };

type Call = { name: string };
type Options = {
  params?: Record<string, string>;
  body?: { preference: string | null; motif?: string | null };
};

let profil: IntervenantProfil;

beforeEach(() => {
  profil = { ...KARIM };
  call.mockReset();
  call.mockImplementation(((route: Call, options: Options = {}) => {
    if (route.name === 'getIntervenantProfil') return Promise.resolve(profil);
    if (route.name === 'listMesIntervenants') return Promise.resolve([KARIM, FATOU]);
    if (route.name === 'setIntervenantPreference') {
      profil = {
        ...profil,
        preference: options.body!.preference as IntervenantProfil['preference'],
      };
      return Promise.resolve(profil);
    }
    return Promise.reject(new Error(route.name));
  }) as never);
});

const renderAt = (url: string) =>
  renderPagesAt(url, { '/intervenants/:candidatId': <IntervenantProfilPage /> });

describe("the agent's profile as a family reads it", () => {
  it('shows the photo, name, rating in words, presentation, skills, languages, experience and reviews', async () => {
    renderAt('/intervenants/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Karim B.' })).toBeInTheDocument();
    expect(screen.getByText('Note moyenne : 4,5 sur 5 (2 avis)')).toBeInTheDocument();
    expect(screen.getByText('Ponctuel et discret.')).toBeInTheDocument();
    expect(screen.getByText('Entretien / repassage (5 ans)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Compétences' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('français, arabe')).toBeInTheDocument();
    expect(screen.getByText('5 ans d’expérience')).toBeInTheDocument();
    expect(screen.getByText('« Très soigneux. »')).toBeInTheDocument();
    expect(screen.getByText('Claire M., le 10/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Note : 4 sur 5')).toBeInTheDocument();
    // The family's other agents, each a link to its profile.
    const others = await screen.findByRole('region', { name: 'Mes intervenants' });
    expect(within(others).getByRole('link', { name: /Fatou D\./ })).toHaveAttribute(
      'href',
      '/intervenants/13',
    );
    expect(within(others).queryByText('Karim B.')).not.toBeInTheDocument();
  });

  it('marks the agent as preferred, a toggle', async () => {
    renderAt('/intervenants/12');
    const toggle = await screen.findByRole('button', { name: /Intervenant préféré/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Intervenant préféré/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'setIntervenantPreference' }),
      expect.objectContaining({ body: { preference: 'prefere' } }),
    );
  });

  it('asks for a confirmation, with an optional reason, before setting the agent aside', async () => {
    renderAt('/intervenants/12');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ne plus me proposer cet intervenant' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Ne plus recevoir cet intervenant ?',
    });
    expect(within(dialog).getByText(/Karim n’en sera pas informé/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Pourquoi/), {
      target: { value: 'Horaires non respectés' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ne plus me le proposer' }));
    expect(await screen.findByText('Vous avez demandé à ne plus le recevoir')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'setIntervenantPreference' }),
      expect.objectContaining({ body: { preference: 'ecarte', motif: 'Horaires non respectés' } }),
    );
    expect(
      screen.getByRole('button', { name: 'Pouvoir de nouveau recevoir cet intervenant' }),
    ).toBeInTheDocument();
  });

  it('says so when the agent is not one of the family’s', async () => {
    call.mockImplementation(((route: Call) =>
      route.name === 'getIntervenantProfil'
        ? Promise.reject(
            new ApiError(404, {
              success: false,
              error: { code: 'NOT_FOUND', message: 'Introuvable' },
            } as never),
          )
        : Promise.resolve([])) as never);
    renderAt('/intervenants/99');
    expect(
      await screen.findByText('Cet intervenant n’a été ni planifié ni proposé chez vous.'),
    ).toBeInTheDocument();
  });
});
