import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Releve, RelevePeriode } from '../api/releves.ts';
import { ReleveSection, defaultPeriode } from '../components/releve-section.tsx';
import { FUTURE, ligne, PAST, releve } from './fixtures.ts';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

type Call = [{ name: string }, { params?: Record<string, string>; query?: object; body?: object }];
const calls = () => call.mock.calls as unknown as Call[];
const callsTo = (name: string) => calls().filter(([route]) => route.name === name);

const periodes: RelevePeriode[] = [
  { periode: '2026-03', nb_lignes: 2, nb_a_confirmer: 2, date_limite: FUTURE },
  { periode: '2026-02', nb_lignes: 4, nb_a_confirmer: 0, date_limite: PAST },
];

function answer(month: Releve, after?: Releve) {
  call.mockImplementation(async (route) => {
    switch (route.name) {
      case 'listRelevePeriodes':
        return periodes as never;
      case 'getReleve':
        return month as never;
      case 'confirmReleve':
        return (after ?? month) as never;
      case 'contestReleveLigne':
        return ligne({ statut: 'conteste', motif_contestation: 'x' }) as never;
      default:
        throw new Error(`inattendu : ${route.name}`);
    }
  });
}

beforeEach(() => {
  call.mockReset();
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('ReleveSection', () => {
  it('asks the month of the client, shows the lines with planned and checked times and the deadline', async () => {
    answer(releve());
    renderWithProviders(<ReleveSection clientId={3} />);
    expect((await screen.findAllByText(/Awa Diallo/)).length).toBe(2);
    const [, options] = callsTo('getReleve')[0]!;
    expect(options.query).toEqual({ periode: '2026-03' });
    expect(decryptPathId(options.params?.id)).toBe(3);
    // Planned: the wall clock as written; checked: the Paris clock of the instants (UTC+1).
    expect(screen.getAllByText(/Prévu : 14:00 → 16:00/).length).toBe(2);
    expect(screen.getByText(/Pointé : 14:00 → 16:30/)).toBeTruthy();
    expect(screen.getByText(/À confirmer jusqu'au 5 janvier 2099 à 23:59/)).toBeTruthy();
    expect(screen.getByText('Total du mois : 4 h 30')).toBeTruthy();
  });

  it('a visit planned 12:00–14:00 in October reads 12:00 → 14:00 (summer time, any device zone)', async () => {
    // Issue 22: the planned wall clock (stored 12:00Z) was read as an instant, « 14:00 → 16:00 ».
    // CI runs this file under TZ=UTC and again under TZ=Pacific/Kiritimati: the same text.
    answer(
      releve({
        periode: '2026-10',
        lignes: [
          ligne({
            date: '2026-10-14',
            debut_prevu: '2026-10-14T12:00:00.000Z',
            fin_prevue: '2026-10-14T14:00:00.000Z',
            pointage_debut_at: '2026-10-14T10:03:00.000Z',
            pointage_fin_at: '2026-10-14T11:58:00.000Z',
            minutes_realisees: 115,
          }),
        ],
        minutes_realisees: 115,
      }),
    );
    renderWithProviders(<ReleveSection clientId={3} periode="2026-10" />);
    const card = await screen.findByRole('article', { name: 'Date 14/10/2026' });
    expect(within(card).getByText('Prévu : 12:00 → 14:00')).toBeTruthy();
    expect(within(card).getByText('Pointé : 12:03 → 13:58')).toBeTruthy();
    expect(within(card).getByText('Heures faites : 1 h 55')).toBeTruthy();
  });

  it('reads the deadline as its last day, and hides it once the month is answered', async () => {
    // The November deadline: 1 December 00:00 Paris + 5 days.
    const deadline = '2099-12-05T23:00:00.000Z';
    answer(releve({ date_limite: deadline, lignes: [ligne({ date_limite: deadline })] }));
    const first = renderWithProviders(<ReleveSection clientId={3} />);
    expect(
      await screen.findByText(
        "À confirmer jusqu'au 5 décembre 2099 inclus ; sans réponse, les heures seront confirmées.",
      ),
    ).toBeTruthy();
    first.unmount();
    answer(
      releve({
        date_limite: deadline,
        lignes: [ligne({ date_limite: deadline, statut: 'confirme' })],
        nb_a_confirmer: 0,
      }),
    );
    renderWithProviders(<ReleveSection clientId={3} />);
    expect(
      await screen.findByText('Toutes les heures de ce mois ont reçu une réponse.'),
    ).toBeTruthy();
    expect(screen.queryByText(/jusqu'au/)).toBeNull();
  });

  it('puts an overrun badge on a line worked beyond its plan only', async () => {
    answer(releve());
    renderWithProviders(<ReleveSection clientId={3} />);
    const cards = await screen.findAllByLabelText(/^Date /);
    expect(within(cards[0]!).queryByText(/Dépassement/)).toBeNull();
    expect(within(cards[1]!).getByText('Dépassement de 30 min')).toBeTruthy();
  });

  it('« Tout confirmer » sends the client and the month, then says it is done', async () => {
    const confirmed = releve({
      lignes: releve().lignes.map((l) => ({ ...l, statut: 'confirme' as const })),
      nb_a_confirmer: 0,
    });
    answer(releve(), confirmed);
    renderWithProviders(<ReleveSection clientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tout confirmer' }));
    await waitFor(() => expect(callsTo('confirmReleve')).toHaveLength(1));
    expect(callsTo('confirmReleve')[0]![1].body).toEqual({ client_id: 3, periode: '2026-03' });
    expect((await screen.findByRole('status')).textContent).toMatch(/vos heures sont confirmées/);
  });

  it('shows the API refusal in French', async () => {
    answer(releve());
    call.mockImplementation(async (route) => {
      if (route.name === 'listRelevePeriodes') return periodes as never;
      if (route.name === 'getReleve') return releve() as never;
      throw new ApiError(409, {
        success: false,
        error: { code: 'CONFLICT', message: 'Ce mois est déjà facturé.' },
      });
    });
    renderWithProviders(<ReleveSection clientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tout confirmer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce mois est déjà facturé.');
  });

  it('a contest needs a reason, then sends the line and the reason', async () => {
    answer(releve());
    renderWithProviders(<ReleveSection clientId={3} />);
    const buttons = await screen.findAllByRole('button', { name: 'Signaler une erreur' });
    fireEvent.click(buttons[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    expect(await screen.findByText('Dites-nous ce qui ne va pas.')).toBeTruthy();
    expect(callsTo('contestReleveLigne')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Ce qui ne va pas/), {
      target: { value: 'Partie à 16 h, pas à 16 h 30.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await waitFor(() => expect(callsTo('contestReleveLigne')).toHaveLength(1));
    expect(callsTo('contestReleveLigne')[0]![1].body).toEqual({
      ligne_id: 12,
      motif: 'Partie à 16 h, pas à 16 h 30.',
    });
  });

  it('after the deadline the actions are disabled', async () => {
    answer(
      releve({
        date_limite: PAST,
        lignes: [ligne({ date_limite: PAST })],
      }),
    );
    renderWithProviders(<ReleveSection clientId={3} />);
    expect(await screen.findByText(/Le délai de réponse est passé/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Tout confirmer' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Signaler une erreur' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('once invoiced nothing can be confirmed', async () => {
    answer(releve({ lignes: [ligne({ facture_id: 90 })] }));
    renderWithProviders(<ReleveSection clientId={3} />);
    expect(await screen.findByText(/Ce mois est facturé/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Tout confirmer' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('opens the month named by the link and lists agreed overruns', async () => {
    answer(
      releve({
        periode: '2026-02',
        depassements: [
          {
            id: 1,
            mission_id: 8,
            nb_heures: 1.5,
            commentaire: 'Sortie médecin',
            created_at: '2026-02-10T10:00:00.000Z',
          },
        ],
      }),
    );
    renderWithProviders(<ReleveSection clientId={3} periode="2026-02" />);
    expect(await screen.findByText(/1 h 30 en plus, accepté le 10\/02\/2026/)).toBeTruthy();
    expect(callsTo('getReleve')[0]![1].query).toEqual({ periode: '2026-02' });
  });

  it('the month picker asks the month chosen and tells the page', async () => {
    answer(releve());
    const onPeriodeChange = vi.fn();
    renderWithProviders(<ReleveSection clientId={3} onPeriodeChange={onPeriodeChange} />);
    const picker = await screen.findByLabelText('Mois du relevé');
    expect((picker as HTMLSelectElement).value).toBe('2026-03');
    expect(within(picker).getByRole('option', { name: 'mars 2026 (2 à confirmer)' })).toBeTruthy();
    fireEvent.change(picker, { target: { value: '2026-02' } });
    await waitFor(() => expect(callsTo('getReleve')).toHaveLength(2));
    expect(callsTo('getReleve')[1]![1].query).toEqual({ periode: '2026-02' });
    expect(onPeriodeChange).toHaveBeenCalledWith('2026-02');
  });

  it('chooses the newest month with lines to confirm by default', () => {
    expect(defaultPeriode(periodes, null)).toBe('2026-03');
    expect(defaultPeriode([periodes[1]!], null)).toBe('2026-02');
    expect(defaultPeriode([], null)).toBeNull();
    expect(defaultPeriode(periodes, 'nimporte')).toBe('2026-03');
  });
});
