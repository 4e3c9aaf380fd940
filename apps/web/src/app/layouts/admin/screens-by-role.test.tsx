import '../../../test/setup.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptPathId } from '../../../lib/path-id.ts';
import { makeUser } from '../../../test/tokens.ts';
import { page } from '../../../test/back-office-fixtures.ts';
import {
  COMMERCIAL_SECTIONS,
  RECRUITMENT_SECTIONS,
  ok,
  renderAt,
  signInOperator,
  sectionNames,
  stubApi,
} from '../../../test/back-office.tsx';

/*
 * Each back-office role sees only the menu entries it may use, and a screen it may not open,
 * typed or followed by URL, says so in French before anything is drawn or called
 * (docs/roles.md, « Screens of the back office »).
 */

const FORBIDDEN = 'Cet écran n’est pas accessible avec votre rôle';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const commercialCockpit = {
  'GET /api/client-cockpit/commercial/counts': () =>
    ok({ ouvertes: 0, mes_taches: 0, non_affectees: 0, par_type: {} }),
  'POST /api/client-cockpit/commercial?': () => ok(page([])),
};

describe('back-office screens by role', () => {
  it('recruitment (2): its entries only; the invoices screen refused before any form or call', async () => {
    signInOperator([2]);
    const api = stubApi({});
    renderAt('/admin/factures');
    expect(await sectionNames()).toEqual(RECRUITMENT_SECTIONS);
    expect(await screen.findByRole('heading', { level: 2, name: FORBIDDEN })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il est réservé aux rôles : Administrateur, Comptabilité.',
    );
    expect(screen.getByRole('link', { name: 'Retour au back-office' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByRole('button', { name: 'Préparer les factures du mois' })).toBeNull();
    expect(screen.queryByLabelText('Mois facturé')).toBeNull();
    expect(api.callsTo('GET', '/api/factures')).toHaveLength(0);
  });

  it('commercial (3): its entries only; the candidates pipeline refused by URL', async () => {
    signInOperator([3]);
    const api = stubApi(commercialCockpit);
    renderAt('/admin/recrutement/candidats');
    expect(await sectionNames()).toEqual(COMMERCIAL_SECTIONS);
    expect(await screen.findByRole('heading', { level: 2, name: FORBIDDEN })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Pipeline' })).toBeNull();
    expect(api.callsTo('POST', '/api/candidats/search-by-statuts')).toHaveLength(0);
  });

  it('accounting (4): its entries only; the quote form and the planning refused by URL', async () => {
    signInOperator([4]);
    const api = stubApi({});
    const { router } = renderAt(`/admin/devis/nouveau?client=${encryptPathId(3)}`);
    expect(await sectionNames()).toEqual([
      'Clients',
      'Relevés d’heures',
      'Factures',
      'Financeurs',
      'Exports',
      'Messagerie',
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: FORBIDDEN })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il est réservé aux rôles : Administrateur, Commercial.',
    );
    expect(screen.queryByRole('button', { name: 'Envoyer pour signature' })).toBeNull();
    expect(api.callsTo('GET', '/api/client/')).toHaveLength(0);

    await router.navigate('/admin/planning');
    expect(await screen.findByRole('heading', { level: 2, name: FORBIDDEN })).toBeVisible();
    expect(api.callsTo('GET', '/api/missions')).toHaveLength(0);
  });

  it('administrator (1): every entry, and the screens the other roles are refused', async () => {
    signInOperator([1]);
    stubApi({
      ...commercialCockpit,
      'GET /api/factures': () => ok(page([])),
      'GET /api/clients/client-statuts': () => ok([]),
    });
    const { router } = renderAt('/admin/factures');
    expect(await sectionNames()).toEqual([
      'Cockpit',
      'Recrutement',
      'Candidats',
      'Clients',
      'Planning',
      'Devis',
      'Relevés d’heures',
      'Factures',
      'Financeurs',
      'Exports',
      'Annonces',
      'Messagerie',
      'Équipe',
      'Statistiques',
      'Paramètres',
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Factures' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: FORBIDDEN })).toBeNull();

    await router.navigate('/admin/recrutement/candidats');
    expect(await screen.findByRole('tab', { name: 'Pipeline' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: FORBIDDEN })).toBeNull();
  });

  it('a path that is no screen stays « not found », not « forbidden »', async () => {
    signInOperator([4]);
    stubApi({});
    renderAt('/admin/nimporte-quoi');
    expect(
      await screen.findByRole('heading', { name: 'Cette page du back-office n’existe pas.' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: FORBIDDEN })).toBeNull();
  });

  it('takes up roles an administrator changed since sign-in, without signing in again', async () => {
    signInOperator([4]);
    // /admin/equipe gave this accountant the commercial role too: the API answers with it.
    const api = stubApi({
      ...commercialCockpit,
      'GET /api/auth/user': () =>
        ok(
          makeUser({
            id: 7,
            name: 'Lou Opérateur',
            roles_ids: [3, 4],
            user_role_id: 3,
            role_manager: false,
            client_id: null,
            candidat_id: null,
          }),
        ),
    });
    renderAt('/admin/factures');
    expect(await screen.findByRole('link', { name: 'Planning' })).toBeVisible();
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
  });
});
