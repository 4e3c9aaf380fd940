import '../../../../test/setup.ts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../../lib/api-client.ts';
import { page, tache } from '../../../../test/back-office-fixtures.ts';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';

// The pages load lazily and the machine running the suite may be busy: wait longer than 1 s.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => requestBudget.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const candidature = tache({
  id: 11,
  cockpit: 'recrutement',
  type: 'candidature_recue',
  type_label: 'Nouvelle candidature',
  titre: 'Nouvelle candidature de Léa Petit',
  client_id: null,
  client_nom: null,
  candidat_id: 42,
  candidat_nom: 'Léa Petit',
});
const contrat = tache({
  id: 12,
  cockpit: 'recrutement',
  type: 'contrat_a_contresigner',
  type_label: 'Contrat à contresigner',
  titre: 'Contrat de Marc Durand à contresigner',
  client_id: null,
  client_nom: null,
  candidat_id: null,
  liens: [{ kind: 'candidat', id: 43, libelle: 'Marc Durand' }],
  assigned_user_id: 12,
  assigned_user_name: 'Paul Recruteur',
});

const entretien = tache({
  id: 14,
  cockpit: 'recrutement',
  type: 'entretien',
  type_label: 'Entretien à mener',
  titre: 'Entretien avec Nina Roux',
  client_id: null,
  client_nom: null,
  candidat_id: 44,
  // 13:30 UTC in March is 14:30 in Paris.
  echeance: '2026-03-20T13:30:00.000Z',
});

const counts = {
  ouvertes: 2,
  mes_taches: 0,
  non_affectees: 1,
  par_type: { candidature_recue: 1, contrat_a_contresigner: 1 },
};

describe('the recruitment cockpit (/admin/recrutement)', { timeout: 30_000 }, () => {
  it('lists the tasks by type with the counts badges and a link to each candidate file', async () => {
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat-cockpit/recrutement/counts': () => ok(counts),
      'POST /api/candidat-cockpit/recrutement?': () => ok(page([candidature, contrat, entretien])),
    });
    renderAt('/admin/recrutement');

    expect(await screen.findByRole('heading', { name: 'Cockpit recrutement' })).toBeInTheDocument();
    expect(await screen.findByText('2 ouvertes · 0 à moi · 1 non affectées')).toBeInTheDocument();
    const byType = screen.getByRole('group', { name: 'Tâches par type' });
    expect(within(byType).getByText('Nouvelle candidature : 1')).toBeInTheDocument();
    expect(within(byType).getByText('Contrat à contresigner : 1')).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Nouvelle candidature' });
    const card = within(section).getByRole('article', { name: candidature.titre });
    expect(within(card).getByText('Léa Petit')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Fiche candidat' })).toHaveAttribute(
      'href',
      '/admin/recrutement/candidats/42',
    );
    // A task whose candidate comes through its links only.
    const other = screen.getByRole('article', { name: contrat.titre });
    expect(within(other).getByRole('link', { name: 'Fiche candidat' })).toHaveAttribute(
      'href',
      '/admin/recrutement/candidats/43',
    );
    expect(within(other).getByText('Affectée à Paul Recruteur', { exact: false })).toBeVisible();
    // An interview is due at its time on the Paris clock.
    const interview = screen.getByRole('article', { name: entretien.titre });
    expect(
      within(interview).getByText('Entretien le 20/03/2026 à 14:30', { exact: false }),
    ).toBeVisible();
    // Open tasks by default.
    expect(api.callsTo('POST', '/api/candidat-cockpit/recrutement?')[0]?.body).toEqual({
      is_traitee: false,
    });
  });

  it('filters on unassigned tasks and on a type, with the right body', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat-cockpit/recrutement/counts': () => ok(counts),
      'POST /api/candidat-cockpit/recrutement?': () => ok(page([candidature])),
    });
    renderAt('/admin/recrutement');
    await screen.findByRole('article', { name: candidature.titre });

    await user.click(screen.getByText('Non affectées'));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/candidat-cockpit/recrutement?').at(-1)?.body).toEqual({
        assigned_user_id: null,
        is_traitee: false,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Nouvelle candidature : 1' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/candidat-cockpit/recrutement?').at(-1)?.body).toEqual({
        assigned_user_id: null,
        type: 'candidature_recue',
        is_traitee: false,
      }),
    );
    // Only the recruitment types are offered by the type filter.
    await user.click(screen.getByRole('textbox', { name: 'Type de tâche' }));
    expect(
      await screen.findByRole('option', { name: 'Intérêt pour une annonce', hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Nouveau besoin', hidden: true })).toBeNull();
  });

  it('assigns a task to a colleague of the recruitment team', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat-cockpit/recrutement/counts': () => ok(counts),
      'GET /api/candidat-cockpit/equipe': () =>
        ok([
          { id: 7, name: 'Lou Opérateur', roles: [2], is_manager: false },
          { id: 15, name: 'Zoé Recrue', roles: [2], is_manager: false },
        ]),
      'POST /api/candidat-cockpit/recrutement?': () => ok(page([candidature])),
      'POST /api/candidat-cockpit/recrutement/affect-tache': () =>
        ok({ ...candidature, assigned_user_id: 15, assigned_user_name: 'Zoé Recrue' }),
    });
    renderAt('/admin/recrutement');

    const card = await screen.findByRole('article', { name: candidature.titre });
    await waitFor(() => expect(api.callsTo('GET', '/api/candidat-cockpit/equipe')).toHaveLength(1));
    await user.click(within(card).getByRole('textbox', { name: 'Affecter à' }));
    await user.click(await screen.findByRole('option', { name: 'Zoé Recrue', hidden: true }));
    await user.click(within(card).getByRole('button', { name: 'Affecter' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/candidat-cockpit/recrutement/affect-tache')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/candidat-cockpit/recrutement/affect-tache')[0]?.body).toEqual({
      tache_id: 11,
      user_id: 15,
    });

    await user.click(within(card).getByRole('button', { name: 'Me l’affecter' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/candidat-cockpit/recrutement/affect-tache')[1]?.body,
      ).toEqual({ tache_id: 11, user_id: 7 }),
    );
  });

  it('shows the API refusal of an assignment in French', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    stubApi({
      'GET /api/candidat-cockpit/recrutement/counts': () => ok(counts),
      'POST /api/candidat-cockpit/recrutement?': () => ok(page([candidature])),
      'POST /api/candidat-cockpit/recrutement/affect-tache': () =>
        new Response(
          JSON.stringify({
            success: false,
            error: { code: 'CONFLICT', message: 'Ce collègue ne fait pas partie de l’équipe.' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    renderAt('/admin/recrutement');
    const card = await screen.findByRole('article', { name: candidature.titre });
    await user.click(within(card).getByRole('button', { name: 'Me l’affecter' }));
    expect(
      await screen.findByText('Ce collègue ne fait pas partie de l’équipe.'),
    ).toBeInTheDocument();
  });

  it('marks a task treated with a note, and reopens a treated one', async () => {
    const user = userEvent.setup();
    signInOperator([1]);
    const treated = {
      ...contrat,
      id: 13,
      titre: 'Entretien de Nina Roux',
      is_traitee: true,
      traitee_at: '2026-03-18T10:00:00.000Z',
    };
    const api = stubApi({
      'GET /api/candidat-cockpit/recrutement/counts': () => ok(counts),
      'POST /api/candidat-cockpit/recrutement?': (call) =>
        ok(page((call.body as { is_traitee: boolean }).is_traitee ? [treated] : [candidature])),
      'POST /api/candidat-cockpit/recrutement/cockpit-note-traitee': () =>
        ok({ ...candidature, is_traitee: true, traitee_at: '2026-03-18T10:00:00.000Z' }),
      'POST /api/candidat-cockpit/recrutement/rouvrir': () => ok({ ...treated, is_traitee: false }),
    });
    renderAt('/admin/recrutement');

    const card = await screen.findByRole('article', { name: candidature.titre });
    await user.click(within(card).getByRole('button', { name: 'Marquer traitée' }));
    await user.type(
      within(card).getByRole('textbox', { name: 'Note de traitement (facultative)' }),
      'Appelée, entretien fixé.',
    );
    await user.click(within(card).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/candidat-cockpit/recrutement/cockpit-note-traitee')[0]?.body,
      ).toEqual({ tache_id: 11, note: 'Appelée, entretien fixé.' }),
    );

    await user.click(
      screen.getByRole('switch', { name: 'Voir les tâches traitées (au lieu des ouvertes)' }),
    );
    const done = await screen.findByRole('article', { name: treated.titre });
    await user.click(within(done).getByRole('button', { name: 'Rouvrir' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/candidat-cockpit/recrutement/rouvrir')[0]?.body).toEqual({
        tache_id: 13,
      }),
    );
  });
});
