import '../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  renderScreen,
  signIn,
  stubApi,
  type Call,
} from '../../../components/conversation/__tests__/fixtures.tsx';
import { requestBudget } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import type { Cahier, CahierEntree } from '../api/get-cahier.ts';
import { CahierPage, missionIdOf } from '../pages/cahier-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const CAHIER = '/api/cahier/:42';

function entree(overrides: Partial<CahierEntree> = {}): CahierEntree {
  return {
    id: 1,
    mission_id: 42,
    intervention_id: null,
    date_visite: null,
    auteur: 'famille',
    auteur_nom: 'Marie Dubois',
    is_mine: false,
    texte: 'Bonjour',
    taches: null,
    photo: null,
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

function cahier(overrides: Partial<Cahier> = {}): Cahier {
  return {
    mission_id: 42,
    lecteur: 'famille',
    can_edit_taches: true,
    taches: [
      { id: 1, libelle: 'Ménage', position: 0 },
      { id: 2, libelle: 'Linge', position: 1 },
    ],
    rapports_a_faire: [],
    entrees: {
      items: [
        entree({
          id: 2,
          intervention_id: 9,
          date_visite: '2026-03-02T08:00:00.000Z',
          auteur: 'intervenant',
          auteur_nom: 'Karim B.',
          texte: 'Tout va bien.',
          taches: [
            { tache_id: 1, libelle: 'Ménage', faite: true },
            { tache_id: 2, libelle: 'Linge', faite: false },
          ],
          photo: { url: '/uploads/serve-file/abc?grant=x', expires_at: '2030-01-01T00:00:00.000Z' },
        }),
        entree({ id: 1, is_mine: true, texte: 'Pensez aux volets.' }),
      ],
      page: 1,
      limit: 30,
      total: 2,
    },
    ...overrides,
  };
}

function renderCahier() {
  return renderScreen(<CahierPage />, `/cahier/${encryptPathId(42)}`, ['/cahier/:missionId']);
}

beforeEach(() => {
  requestBudget.reset();
  vi.unstubAllGlobals();
});

describe('/cahier/:missionId', () => {
  it('shows the visit reports with their ticked tasks, note and photo, and the messages', async () => {
    signIn();
    stubApi({ [`GET ${CAHIER}`]: () => ok(cahier()) });
    renderCahier();
    const rapport = await screen.findByRole('article', {
      name: 'Compte rendu de la visite du 02/03/2026',
    });
    expect(within(rapport).getByText('Karim B.')).toBeInTheDocument();
    const taches = within(rapport).getAllByRole('listitem');
    expect(taches.map((item) => item.textContent)).toEqual([
      '✓Ménage : faite',
      '✗Linge : non faite',
    ]);
    expect(within(rapport).getByText('Tout va bien.')).toBeInTheDocument();
    expect(within(rapport).getByRole('img', { name: 'Photo jointe par Karim B.' })).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/serve-file/abc?grant=x'),
    );
    expect(screen.getByText('Pensez aux volets.')).toBeInTheDocument();
    expect(screen.getByText('Vous')).toBeInTheDocument();
  });

  it('lets the family add, reorder and remove tasks, then saves the ordered list', async () => {
    signIn();
    const api = stubApi({
      [`GET ${CAHIER}`]: () => ok(cahier()),
      'PUT /api/missions/:42/taches': (call: Call) =>
        ok(
          (call.body as { taches: { id?: number; libelle: string }[] }).taches.map((t, i) => ({
            id: t.id ?? 10 + i,
            libelle: t.libelle,
            position: i,
          })),
        ),
    });
    const user = userEvent.setup();
    renderCahier();
    await screen.findByRole('heading', { name: 'Tâches à faire à chaque visite' });
    await user.type(screen.getByLabelText('Nouvelle tâche'), 'Arroser les plantes');
    await user.click(screen.getByRole('button', { name: 'Ajouter une tâche' }));
    await user.click(screen.getByRole('button', { name: 'Monter « Arroser les plantes »' }));
    await user.click(screen.getByRole('button', { name: 'Retirer « Ménage »' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les tâches' }));
    await screen.findByText('Tâches enregistrées.');
    expect(api.callsTo('PUT', '/api/missions/:42/taches')[0]!.body).toEqual({
      taches: [{ libelle: 'Arroser les plantes' }, { id: 2, libelle: 'Linge' }],
    });
  });

  it('writes a message with a photo, and refuses an empty one or a file that is not a photo', async () => {
    signIn();
    const api = stubApi({
      [`GET ${CAHIER}`]: () => ok(cahier()),
      [`POST ${CAHIER}`]: () => ok(entree({ id: 3, is_mine: true, texte: 'Merci !' })),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderCahier();
    const send = await screen.findByRole('button', { name: 'Envoyer' });
    await user.click(send);
    expect(await screen.findByText('Écrivez un message ou joignez une photo.')).toBeInTheDocument();
    expect(api.callsTo('POST', CAHIER)).toHaveLength(0);

    const photoInput = screen.getByLabelText('Photo (facultative)');
    await user.upload(photoInput, new File(['x'], 'note.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choisissez une photo JPEG ou PNG.')).toBeInTheDocument();
    await user.upload(photoInput, new File(['jpeg'], 'cuisine.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByLabelText('Votre message'), 'Merci !');
    await user.click(send);
    await screen.findByText('Message ajouté au cahier.');
    const form = api.callsTo('POST', CAHIER)[0]!.body as FormData;
    expect(form.get('texte')).toBe('Merci !');
    expect((form.get('photo') as File).name).toBe('cuisine.jpg');
  });

  it('shows the tasks without the editor to an agent, and its report form for a finished visit', async () => {
    signIn();
    stubApi({
      [`GET ${CAHIER}`]: () =>
        ok(
          cahier({
            lecteur: 'intervenant',
            can_edit_taches: false,
            rapports_a_faire: [
              {
                intervention_id: 9,
                date_debut: '2026-03-02T08:00:00.000Z',
                date_fin: '2026-03-02T10:00:00.000Z',
              },
            ],
          }),
        ),
    });
    renderScreen(
      <CahierPage
        renderRapport={({ interventionId, taches }) => (
          <p>{`Formulaire ${interventionId} : ${taches.map((t) => t.libelle).join(', ')}`}</p>
        )}
      />,
      `/cahier/${encryptPathId(42)}`,
      ['/cahier/:missionId'],
    );
    expect(await screen.findByText('Formulaire 9 : Ménage, Linge')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Enregistrer les tâches' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Tâches à faire à chaque visite' }),
    ).toBeInTheDocument();
  });

  it('says the report went once its visit has left the list (and its form with it)', async () => {
    signIn();
    let sent = false;
    const visite = {
      intervention_id: 9,
      date_debut: '2026-03-02T08:00:00.000Z',
      date_fin: '2026-03-02T10:00:00.000Z',
    };
    stubApi({
      [`GET ${CAHIER}`]: () =>
        ok(
          cahier({
            lecteur: 'intervenant',
            can_edit_taches: false,
            rapports_a_faire: sent ? [] : [visite],
          }),
        ),
    });
    renderScreen(
      <CahierPage
        renderRapport={({ onSent }) => (
          <button
            type="button"
            onClick={() => {
              sent = true;
              onSent();
            }}
          >
            Envoyer le compte rendu
          </button>
        )}
      />,
      `/cahier/${encryptPathId(42)}`,
      ['/cahier/:missionId'],
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Envoyer le compte rendu' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Comptes rendus à écrire' })).toBeNull(),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Compte rendu envoyé : la famille le lit ci-dessous, dans le cahier.',
    );
  });

  it('says so when the notebook is not the reader’s', async () => {
    signIn();
    stubApi({
      [`GET ${CAHIER}`]: () =>
        new Response(
          JSON.stringify({
            success: false,
            error: {
              code: 'FORBIDDEN',
              message: "Vous n'avez pas accès au cahier de liaison de cette mission.",
            },
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderCahier();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Vous n'avez pas accès au cahier de liaison de cette mission.",
      ),
    );
  });
});

describe('missionIdOf', () => {
  it('reads an encrypted id or a plain one, and nothing else', () => {
    expect(missionIdOf(encryptPathId(42))).toBe(42);
    expect(missionIdOf('42')).toBe(42);
    expect(missionIdOf('abc')).toBeNull();
    expect(missionIdOf(undefined)).toBeNull();
  });
});
