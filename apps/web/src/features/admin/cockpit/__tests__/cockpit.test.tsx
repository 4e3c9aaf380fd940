import '../../../../test/setup.ts';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../../lib/api-client.ts';
import { decryptPathId } from '../../../../lib/path-id.ts';
import { counts, page, tache } from '../../../../test/back-office-fixtures.ts';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';

beforeEach(() => {
  requestBudget.reset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  localStorage.clear();
});

const besoin = tache();
const sansAgent = tache({
  id: 2,
  type: 'creneaux_sans_agent',
  type_label: 'Créneaux sans agent',
  titre: 'Créneaux sans agent (mission 8)',
  mission_id: 8,
  assigned_user_id: 12,
  assigned_user_name: 'Paul Collègue',
});

describe('the commercial cockpit (/admin)', () => {
  it('lists the tasks grouped by type with their counts and links to act on them', async () => {
    signInOperator([3]);
    stubApi({
      'GET /api/client-cockpit/commercial/counts': () => ok(counts()),
      'POST /api/client-cockpit/commercial?': () => ok(page([besoin, sansAgent])),
    });
    renderAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Cockpit commercial' })).toBeInTheDocument();
    expect(await screen.findByText('2 ouvertes · 0 à moi · 2 non affectées')).toBeInTheDocument();
    const byType = screen.getByRole('group', { name: 'Tâches par type' });
    expect(within(byType).getByText('Nouveau besoin : 1')).toBeInTheDocument();
    expect(within(byType).getByText('Créneaux sans agent : 1')).toBeInTheDocument();

    const besoinSection = screen.getByRole('region', { name: 'Nouveau besoin' });
    const card = within(besoinSection).getByRole('article', { name: besoin.titre });
    expect(within(card).getByText('Non affectée', { exact: false })).toBeInTheDocument();
    const fiche = within(card).getByRole('link', { name: 'Fiche client' }).getAttribute('href');
    expect(fiche).toMatch(/^\/admin\/clients\//);
    expect(decryptPathId(fiche?.split('/').at(-1))).toBe(3);
    const devis = new URL(
      within(card).getByRole('link', { name: 'Faire un devis' }).getAttribute('href') ?? '',
      window.location.origin,
    );
    expect(devis.pathname).toBe('/admin/devis/nouveau');
    expect(decryptPathId(devis.searchParams.get('client'))).toBe(3);
    const mission = screen.getByRole('article', { name: sansAgent.titre });
    const planning = new URL(
      within(mission).getByRole('link', { name: 'Planifier' }).getAttribute('href') ?? '',
      window.location.origin,
    );
    expect(planning.pathname).toBe('/admin/planning');
    expect(decryptPathId(planning.searchParams.get('mission'))).toBe(8);
    expect(within(mission).getByText('Affectée à Paul Collègue', { exact: false })).toBeVisible();
  });

  it('assigns a task to me, then to a colleague, and refreshes the list', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    let current = [besoin, sansAgent];
    const api = stubApi({
      'GET /api/client-cockpit/commercial/counts': () => ok(counts()),
      'POST /api/client-cockpit/commercial?': () => ok(page(current)),
      'POST /api/client-cockpit/commercial/affect-tache': (call) => {
        const body = call.body as { tache_id: number; user_id: number | null };
        const names: Record<number, string> = { 7: 'Lou Opérateur', 12: 'Paul Collègue' };
        current = current.map((item) =>
          item.id === body.tache_id
            ? {
                ...item,
                assigned_user_id: body.user_id,
                assigned_user_name: body.user_id === null ? null : (names[body.user_id] ?? null),
              }
            : item,
        );
        return ok(current.find((item) => item.id === body.tache_id));
      },
    });
    renderAt('/admin');

    const card = await screen.findByRole('article', { name: besoin.titre });
    await user.click(within(card).getByRole('button', { name: 'Me l’affecter' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/client-cockpit/commercial/affect-tache')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/client-cockpit/commercial/affect-tache')[0]?.body).toEqual({
      tache_id: 1,
      user_id: 7,
    });
    expect(
      await within(card).findByText('Affectée à Lou Opérateur', { exact: false }),
    ).toBeInTheDocument();

    // The colleague seen on another task is offered.
    await user.click(within(card).getByRole('textbox', { name: 'Affecter à' }));
    await user.click(await screen.findByRole('option', { name: 'Paul Collègue', hidden: true }));
    await user.click(within(card).getByRole('button', { name: 'Affecter' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/client-cockpit/commercial/affect-tache')).toHaveLength(2),
    );
    expect(api.callsTo('POST', '/api/client-cockpit/commercial/affect-tache')[1]?.body).toEqual({
      tache_id: 1,
      user_id: 12,
    });
    expect(
      await within(card).findByText('Affectée à Paul Collègue', { exact: false }),
    ).toBeInTheDocument();
  });

  it('offers every colleague of the commercial team (client-cockpit/equipe), even one holding no task', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({
      'GET /api/client-cockpit/commercial/counts': () => ok(counts()),
      'GET /api/client-cockpit/equipe': () =>
        ok([
          { id: 7, name: 'Lou Opérateur', roles: [3], is_manager: false },
          { id: 15, name: 'Zoé Nouvelle', roles: [3], is_manager: false },
          { id: 16, name: 'Marc Admin', roles: [1], is_manager: true },
        ]),
      'POST /api/client-cockpit/commercial?': () => ok(page([besoin])),
      'POST /api/client-cockpit/commercial/affect-tache': () =>
        ok({ ...besoin, assigned_user_id: 15, assigned_user_name: 'Zoé Nouvelle' }),
    });
    renderAt('/admin');

    const card = await screen.findByRole('article', { name: besoin.titre });
    await waitFor(() => expect(api.callsTo('GET', '/api/client-cockpit/equipe')).toHaveLength(1));
    await user.click(within(card).getByRole('textbox', { name: 'Affecter à' }));
    expect(await screen.findByRole('option', { name: 'Marc Admin', hidden: true })).toBeTruthy();
    // Nobody holds a task on screen: Zoé comes from the team list only.
    await user.click(await screen.findByRole('option', { name: 'Zoé Nouvelle', hidden: true }));
    await user.click(within(card).getByRole('button', { name: 'Affecter' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/client-cockpit/commercial/affect-tache')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/client-cockpit/commercial/affect-tache')[0]?.body).toEqual({
      tache_id: 1,
      user_id: 15,
    });
  });

  it('filters on my tasks and on a type with the right body', async () => {
    const user = userEvent.setup();
    signInOperator([3], true);
    const api = stubApi({
      'GET /api/client-cockpit/commercial/counts': () => ok(counts()),
      'POST /api/client-cockpit/commercial?': () => ok(page([besoin])),
    });
    renderAt('/admin');

    await screen.findByRole('article', { name: besoin.titre });
    // A manager sees everyone's tasks by default.
    expect(screen.getByText('Toutes')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/client-cockpit/commercial?')[0]?.body).toEqual({
      is_traitee: false,
    });
    await user.click(screen.getByText('Mes tâches'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/client-cockpit/commercial?').at(-1)?.body).toEqual({
        mine: true,
        is_traitee: false,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Créneaux sans agent : 1' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/client-cockpit/commercial?').at(-1)?.body).toEqual({
        mine: true,
        type: 'creneaux_sans_agent',
        is_traitee: false,
      }),
    );
  });

  it('marks a task treated', async () => {
    const user = userEvent.setup();
    signInOperator([1]);
    const api = stubApi({
      'GET /api/client-cockpit/commercial/counts': () => ok(counts()),
      'POST /api/client-cockpit/commercial?': () => ok(page([besoin])),
      'POST /api/client-cockpit/commercial/traiter': () =>
        ok({ ...besoin, is_traitee: true, traitee_at: '2026-03-18T10:00:00.000Z' }),
    });
    renderAt('/admin');
    const card = await screen.findByRole('article', { name: besoin.titre });
    await user.click(within(card).getByRole('button', { name: 'Marquer traitée' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/client-cockpit/commercial/traiter')[0]?.body).toEqual({
        tache_id: 1,
        is_traitee: true,
      }),
    );
  });
});
