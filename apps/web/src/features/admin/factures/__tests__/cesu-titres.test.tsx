import '../../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, ok, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import { renderWithProviders } from '../../../../test/render.tsx';
import { requestBudget } from '../../../../lib/api-client.ts';
import { ReglementForm } from '../components/reglements.tsx';

/*
 * Prepaid CESU vouchers in « Enregistrer un règlement » (docs/facturation.md): shown for the CESU
 * method only, checked in French (fields, total), sent as `cesu_titres` in cents, the API's
 * refusal of a voucher already recorded shown; no accessibility violation.
 */

beforeEach(() => requestBudget.reset());
afterEach(() => vi.unstubAllGlobals());

function openForm(answer = () => ok({ id: 1 })) {
  signInOperator([4]);
  const api = stubApi({
    'GET /api/client/': () => ok([]),
    'POST /api/reglements': answer,
  });
  renderWithProviders(
    <main>
      <ReglementForm
        facture={{ id: 11, client_id: 7 }}
        resteCentimes={5000}
        onDone={() => {}}
        today="2026-03-10"
      />
    </main>,
  );
  return {
    api,
    user: userEvent.setup(),
    form: screen.getByRole('form', { name: 'Enregistrer un règlement' }),
  };
}

describe('CESU vouchers in « Enregistrer un règlement »', () => {
  it('asks for vouchers only with the CESU method, checks them, then sends them in cents', async () => {
    const { api, user, form } = openForm();
    expect(within(form).queryByRole('group', { name: 'Titres CESU préfinancés' })).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Mode de règlement'), 'CESU');
    const group = within(form).getByRole('group', { name: 'Titres CESU préfinancés' });
    await user.click(within(group).getByRole('button', { name: 'Ajouter un titre' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(within(group).getByText('Indiquez l’émetteur (Edenred, Up, Sodexo…).')).toBeVisible();
    expect(within(group).getByText('Indiquez le numéro du titre.')).toBeVisible();
    expect(api.callsTo('POST', '/api/reglements')).toHaveLength(0);

    await user.type(within(group).getByLabelText('Émetteur du titre 1'), 'Edenred');
    await user.type(within(group).getByLabelText('Numéro du titre 1'), '0001');
    await user.type(within(group).getByLabelText('Montant du titre 1 (€)'), '30');
    // The second voucher starts from the first's issuer and amount.
    await user.click(within(group).getByRole('button', { name: 'Ajouter un titre' }));
    expect(within(group).getByLabelText('Émetteur du titre 2')).toHaveValue('Edenred');
    await user.type(within(group).getByLabelText('Numéro du titre 2'), '0002');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      /Les titres totalisent 60,00\s€, le règlement 50,00\s€/,
    );
    await user.clear(within(group).getByLabelText('Montant du titre 2 (€)'));
    await user.type(within(group).getByLabelText('Montant du titre 2 (€)'), '20');
    await user.selectOptions(within(group).getByLabelText('Support du titre 2'), 'e-CESU');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/reglements')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/reglements')[0]!.body).toMatchObject({
      mode: 'cesu',
      montant_centimes: 5000,
      cesu_titres: [
        { support: 'papier', emetteur: 'Edenred', numero: '0001', montant_centimes: 3000 },
        { support: 'e_cesu', emetteur: 'Edenred', numero: '0002', montant_centimes: 2000 },
      ],
    });
  });

  it('sends no vouchers with another method, and shows the API refusal of a voucher recorded twice', async () => {
    const { api, user, form } = openForm(() =>
      json(
        {
          success: false,
          error: {
            code: 'CESU_DEJA_ENREGISTRE',
            message: 'Le titre CESU n° 0001 de Edenred est déjà enregistré sur un autre règlement.',
          },
        },
        409,
      ),
    );
    await user.selectOptions(within(form).getByLabelText('Mode de règlement'), 'CESU');
    const group = within(form).getByRole('group', { name: 'Titres CESU préfinancés' });
    await user.click(within(group).getByRole('button', { name: 'Ajouter un titre' }));
    await user.type(within(group).getByLabelText('Émetteur du titre 1'), 'Edenred');
    await user.type(within(group).getByLabelText('Numéro du titre 1'), '0001');
    await user.type(within(group).getByLabelText('Montant du titre 1 (€)'), '50');
    expect(
      await axe.run(screen.getByRole('main'), { rules: { 'color-contrast': { enabled: false } } }),
    ).toMatchObject({ violations: [] });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(await within(form).findByText(/déjà enregistré sur un autre règlement/)).toBeVisible();

    await user.selectOptions(within(form).getByLabelText('Mode de règlement'), 'Chèque');
    expect(within(form).queryByRole('group', { name: 'Titres CESU préfinancés' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/reglements')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/reglements')[1]!.body).not.toHaveProperty('cesu_titres');
  });
});
