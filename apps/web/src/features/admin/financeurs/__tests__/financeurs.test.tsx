import '../../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import { requestBudget } from '../../../../lib/api-client.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { Financeur, PriseEnCharge } from '../api/financeurs.ts';
import { ClientPrisesEnCharge } from '../components/prises-en-charge.tsx';

/*
 * « Financeurs » (/admin/financeurs) and the client's « Prises en charge » (docs/facturation.md):
 * what each role sees, the forms' checks in French, the bodies sent (cents, basis points,
 * minutes), the API's refusal shown, and no accessibility violation.
 */

const financeur = (overrides: Partial<Financeur> = {}): Financeur => ({
  id: 3,
  nom: 'Conseil départemental du Rhône',
  type: 'departement',
  adresse: null,
  codep: null,
  ville: 'Lyon',
  email: 'apa@rhone.fr',
  telephone: null,
  siret: null,
  reference_agence: 'SAAD-42',
  mode_facturation: 'groupee',
  mutuelle_id: null,
  is_active: true,
  nb_beneficiaires: 2,
  ...overrides,
});

const plan = (overrides: Partial<PriseEnCharge> = {}): PriseEnCharge => ({
  id: 9,
  client_id: 7,
  financeur_id: 3,
  financeur_nom: 'Conseil départemental du Rhône',
  financeur_type: 'departement',
  skill_ids: [2],
  minutes_par_mois: 750,
  montant_mensuel_centimes: null,
  tarif_horaire_centimes: 2400,
  participation_bp: 1250,
  date_debut: '2026-01-01',
  date_fin: null,
  reference: 'APA-69-001',
  ...overrides,
});

beforeEach(() => requestBudget.reset());
afterEach(() => vi.unstubAllGlobals());

describe('« Financeurs »', () => {
  it('lists the payers for every operator, without the forms for the commercial team', async () => {
    signInOperator([3]);
    stubApi({
      'GET /api/financeurs': () =>
        ok([
          financeur(),
          financeur({
            id: 4,
            nom: 'CARSAT',
            type: 'caisse_retraite',
            is_active: false,
            nb_beneficiaires: 0,
          }),
        ]),
    });
    renderAt('/admin/financeurs');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Conseil départemental du Rhône' }),
    ).toBeVisible();
    expect(screen.getByText('Département (APA / PCH)')).toBeVisible();
    expect(screen.getByText('Archivé')).toBeVisible();
    expect(screen.getByText(/2 bénéficiaires/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ajouter un financeur' })).toBeNull();
  });

  it('lets accounting add a payer: French checks first, then the body sent', async () => {
    const user = userEvent.setup();
    signInOperator([4]);
    const api = stubApi({
      'GET /api/financeurs': () => ok([]),
      'POST /api/financeurs': (call) => ok({ ...financeur(), ...(call.body as object) }),
    });
    renderAt('/admin/financeurs');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un financeur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau financeur' });
    await user.type(within(dialog).getByLabelText('SIRET', { exact: false }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Indiquez le nom du financeur.')).toBeVisible();
    expect(within(dialog).getByText('Le SIRET compte 14 chiffres.')).toBeVisible();
    expect(api.callsTo('POST', '/api/financeurs')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nom', { exact: false }), 'AG2R La Mondiale');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'caisse_retraite');
    await user.clear(within(dialog).getByLabelText('SIRET', { exact: false }));
    await user.type(within(dialog).getByLabelText('SIRET', { exact: false }), '123 456 789 00012');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/financeurs')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/financeurs')[0]!.body).toMatchObject({
      nom: 'AG2R La Mondiale',
      type: 'caisse_retraite',
      siret: '12345678900012',
      mode_facturation: 'groupee',
      email: null,
    });
  });

  it('has no accessibility violation (axe)', async () => {
    signInOperator([4]);
    stubApi({ 'GET /api/financeurs': () => ok([financeur()]) });
    renderAt('/admin/financeurs');
    await screen.findByRole('heading', { level: 3, name: 'Conseil départemental du Rhône' });
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('« Prises en charge » of a client', () => {
  const renderSection = () =>
    renderWithProviders(
      <main>
        <ClientPrisesEnCharge clientId={7} />
      </main>,
    );

  it('shows a plan the French way: hours, rate, share, dates', async () => {
    signInOperator([2]);
    stubApi({ 'GET /api/prises-en-charge/client/': () => ok([plan()]) });
    renderSection();
    expect(await screen.findByText('12,5 h par mois')).toBeVisible();
    expect(
      screen.getByText(/Tarif 24,00\s€ de l’heure, participation du client 12,5 %/),
    ).toBeVisible();
    expect(screen.getByText(/Depuis le 01\/01\/2026 · APA-69-001/)).toBeVisible();
    expect(screen.getByText(/^Accompagnement des personnes dépendantes/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ajouter une prise en charge' })).toBeNull();
  });

  it('adds a plan for accounting (minutes, cents, basis points) and shows the API refusal', async () => {
    const user = userEvent.setup();
    signInOperator([4]);
    const api = stubApi({
      'GET /api/prises-en-charge/client/': () => ok([]),
      'GET /api/financeurs': () =>
        ok([financeur(), financeur({ id: 5, nom: 'Ancien', is_active: false })]),
      'POST /api/prises-en-charge': () =>
        json(
          {
            success: false,
            error: {
              code: 'PRISE_EN_CHARGE_OVERLAP',
              message:
                'Ce financeur prend déjà en charge « Aide aux personnes dépendantes » pour ce client sur une partie de ces dates.',
            },
          },
          409,
        ),
    });
    renderSection();
    expect(await screen.findByText('Aucune prise en charge pour ce client.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ajouter une prise en charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle prise en charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Choisissez le financeur.')).toBeVisible();
    expect(within(dialog).getByText('Choisissez au moins une prestation.')).toBeVisible();
    // The archived payer is not offered.
    const select = within(dialog).getByRole('combobox', { name: /^Financeur/ });
    expect(within(select).queryByRole('option', { name: /Ancien/ })).toBeNull();
    await user.selectOptions(select, '3');
    await user.click(
      within(dialog).getByRole('checkbox', { name: /^Accompagnement des personnes dépendantes/ }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Heures par mois/ }), '12,3');
    await user.type(within(dialog).getByLabelText('Tarif horaire', { exact: false }), '24,50');
    await user.clear(within(dialog).getByLabelText('Participation du client (%)'));
    await user.type(within(dialog).getByLabelText('Participation du client (%)'), '12,5');
    await user.type(within(dialog).getByLabelText('Début', { exact: false }), '2026-03-16');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      within(dialog).getByText('Indiquez un nombre d’heures par demi-heure (ex. 12,5).'),
    ).toBeVisible();
    await user.clear(within(dialog).getByRole('textbox', { name: /^Heures par mois/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Heures par mois/ }), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/prises-en-charge')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/prises-en-charge')[0]!.body).toEqual({
      client_id: 7,
      financeur_id: 3,
      skill_ids: [2],
      minutes_par_mois: 750,
      montant_mensuel_centimes: null,
      tarif_horaire_centimes: 2450,
      participation_bp: 1250,
      date_debut: '2026-03-16',
      date_fin: null,
      reference: null,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/prend déjà en charge/);
  });

  it('has no accessibility violation with its form open (axe)', async () => {
    const user = userEvent.setup();
    signInOperator([4]);
    stubApi({
      'GET /api/prises-en-charge/client/': () => ok([plan()]),
      'GET /api/financeurs': () => ok([financeur()]),
    });
    renderSection();
    await user.click(
      await screen.findByRole('button', {
        name: 'Modifier la prise en charge de Conseil départemental du Rhône',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la prise en charge' });
    expect(within(dialog).getByRole('textbox', { name: /^Heures par mois/ })).toHaveValue('12,5');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
