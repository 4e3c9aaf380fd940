import '../../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import { page } from '../../../../test/back-office-fixtures.ts';
import { requestBudget } from '../../../../lib/api-client.ts';
import { toMinutes } from '../components/releves-list.tsx';
import { ligne } from './fixtures.ts';

beforeEach(() => requestBudget.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('timesheets section (/admin/releves)', () => {
  it('lists the contested lines by default, with the reason and planned vs worked times', async () => {
    signInOperator([4]);
    const api = stubApi({ 'GET /api/releves': () => ok(page([ligne()])) });
    renderAt('/admin/releves');
    const card = await screen.findByRole('article', {
      name: 'Mme Lou Martin, intervention du 07/02/2026',
    });
    expect(card).toHaveTextContent('L’intervenante est partie à 11 h.');
    expect(card).toHaveTextContent('Prévu : 09:00 – 12:00 (3 h)');
    expect(card).toHaveTextContent('Réalisé : 09:05 – 12:35 (3 h 30)');
    expect(api.callsTo('GET', '/api/releves')[0]?.path).toContain('statut=conteste');
  });

  it('a visit planned 12:00–14:00 in October reads 12:00 – 14:00 (any device zone)', async () => {
    // Issue 22: the planned wall clock (stored 12:00Z) was read as an instant, « 14:00 – 16:00 ».
    signInOperator([4]);
    stubApi({
      'GET /api/releves': () =>
        ok(
          page([
            ligne({
              date: '2026-10-14',
              debut_prevu: '2026-10-14T12:00:00.000Z',
              fin_prevue: '2026-10-14T14:00:00.000Z',
              pointage_debut_at: '2026-10-14T10:00:00.000Z',
              pointage_fin_at: '2026-10-14T12:05:00.000Z',
              minutes_prevues: 120,
              minutes_realisees: 125,
              depassement_minutes: 5,
            }),
          ]),
        ),
    });
    renderAt('/admin/releves');
    const card = await screen.findByRole('article', {
      name: 'Mme Lou Martin, intervention du 14/10/2026',
    });
    expect(card).toHaveTextContent('Prévu : 12:00 – 14:00 (2 h)');
    expect(card).toHaveTextContent('Réalisé : 12:00 – 14:05 (2 h 05)');
  });

  it('writes the client’s deadline as the client reads it', async () => {
    signInOperator([4]);
    stubApi({
      'GET /api/releves': () =>
        ok(page([ligne({ statut: 'a_confirmer', date_limite: '2026-12-05T23:00:00.000Z' })])),
    });
    renderAt('/admin/releves?statut=a_confirmer');
    expect(await screen.findByRole('article')).toHaveTextContent(
      "Réponse du client attendue jusqu'au 5 décembre 2026 inclus",
    );
  });

  it('rules a contested line: 2 h 30 kept is sent as 150 minutes with the note', async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({
      'GET /api/releves': () => ok(page([ligne()])),
      'POST /api/releves/corriger': () =>
        ok(ligne({ statut: 'corrige', minutes_retenues: 150, note_agence: 'Vu avec Awa.' })),
    });
    renderAt('/admin/releves');
    await user.click(await screen.findByRole('button', { name: 'Trancher' }));
    const form = screen.getByRole('form', { name: 'Trancher la contestation' });
    const hours = within(form).getByLabelText('Heures retenues');
    const minutes = within(form).getByLabelText('Minutes retenues');
    await user.clear(hours);
    await user.type(hours, '2');
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.type(
      within(form).getByLabelText('Note pour le client (facultatif)'),
      'Vu avec Awa.',
    );
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la décision' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/releves/corriger').map((call) => call.body)).toEqual([
        { ligne_id: 21, minutes_retenues: 150, note: 'Vu avec Awa.' },
      ]),
    );
  });

  it('offers no ruling on a line that is not contested', async () => {
    signInOperator([4]);
    stubApi({
      'GET /api/releves': () => ok(page([ligne({ statut: 'confirme', motif_contestation: null })])),
    });
    renderAt('/admin/releves?statut=confirme');
    expect(await screen.findByRole('article')).toHaveTextContent('Confirmé');
    expect(screen.queryByRole('button', { name: 'Trancher' })).not.toBeInTheDocument();
  });

  it('is not offered to a recruiter', async () => {
    signInOperator([2]);
    stubApi({ 'GET /api/clients/client-statuts': () => ok([]) });
    renderAt('/admin/clients');
    const nav = await screen.findByRole('navigation', { name: 'Sections du back-office' });
    expect(within(nav).queryByRole('link', { name: 'Relevés d’heures' })).not.toBeInTheDocument();
  });
});

describe('toMinutes', () => {
  it('turns hours and minutes into minutes, within one day', () => {
    expect(toMinutes(2, 30)).toBe(150);
    expect(toMinutes('', 45)).toBe(45);
    expect(toMinutes(24, 0)).toBe(1440);
    expect(toMinutes(24, 1)).toBeNull();
    expect(toMinutes(1, 60)).toBeNull();
    expect(toMinutes(1.5, 0)).toBeNull();
  });
});
