import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { facture as baseFacture } from '../../../test/factures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { PaiementConfig } from '../../../lib/paiement-config.ts';
import type { AttestationFiscale, Facture } from '../api/factures.ts';
import { AttestationsSection } from '../components/attestations-section.tsx';
import { FactureDetail } from '../components/facture-detail.tsx';
import { isPayable } from '../components/facture-statut.tsx';
import { FacturesSection, filtersFor, issuedNewestFirst } from '../components/factures-section.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

type Call = [
  { name: string },
  { params?: Record<string, string>; query?: Record<string, unknown>; body?: object },
];
const calls = () => call.mock.calls as unknown as Call[];
const callsTo = (name: string) => calls().filter(([route]) => route.name === name);

/** French money as Intl writes it, spaces as Testing Library normalises them (1 234,50 €). */
const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\s/g, ' ');

const facture = (patch: Partial<Facture> = {}): Facture =>
  baseFacture({
    id: 21,
    numero: 'F-2026-0007',
    client_nom: 'Claire Martin',
    periode: '2026-03',
    periode_debut: '2026-03-01',
    periode_fin: '2026-03-31',
    date_emission: '2026-04-02',
    date_echeance: '2026-04-17',
    montant_ht: 227.49,
    montant_tva: 12.51,
    montant_ttc: 240,
    tva_par_taux: [{ taux_tva: 0.055, montant_ht: 227.49, montant_tva: 12.51, montant_ttc: 240 }],
    credit_impot_ttc: 120,
    reste_a_charge_ttc: 120,
    filename: 'facture-f-2026-0007.pdf',
    lignes: [
      {
        id: 1,
        intervention_id: 40,
        libelle: 'Aide à domicile',
        date: '2026-03-04',
        agent_nom: 'Awa Diallo',
        skill_id: 1,
        minutes: 150,
        quantite: 2.5,
        tarif: 'semaine',
        prix_unitaire_ttc: 24,
        taux_tva: 0.055,
        montant_ht: 56.87,
        montant_tva: 3.13,
        montant_ttc: 60,
      },
    ],
    created_at: '2026-04-02T08:00:00.000Z',
    updated_at: '2026-04-02T08:00:00.000Z',
    ...patch,
  });

const config = (stripe: boolean): PaiementConfig => ({
  stripe_enabled: stripe,
  publishable_key: stripe ? 'pk_test_x' : null,
  virement: { titulaire: 'Maisonnée', iban: 'FR76 0000', bic: 'AGRIFRPP', reference: '' },
});

function answer(handlers: Partial<Record<string, unknown>>) {
  call.mockImplementation(async (route) => {
    if (route.name === 'getDocumentLink') {
      // A link of ten minutes, as the API mints them (renewed a minute before its end).
      const expires_at = new Date(Date.now() + 600_000).toISOString();
      return { url: '/uploads/serve-file/abc', expires_at } as never;
    }
    if (route.name in handlers) return handlers[route.name] as never;
    throw new Error(`inattendu : ${route.name}`);
  });
}

beforeEach(() => {
  call.mockReset();
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('FacturesSection', () => {
  it('asks the last twelve months by default, then the period and status chosen', async () => {
    answer({ listClientFactures: [facture()] });
    renderWithProviders(<FacturesSection clientId={3} onOpen={() => undefined} />);
    const year = new Date().getFullYear();
    await waitFor(() => expect(callsTo('listClientFactures')).toHaveLength(1));
    const [, first] = callsTo('listClientFactures')[0]!;
    expect(decryptPathId(first.params?.id)).toBe(3);
    expect(first.body).toEqual({
      id: 3,
      ...filtersFor('last-12-months', { from: '', to: '' }, ''),
    });

    // Last year first: in December the last twelve months are this calendar year, the same query.
    fireEvent.change(screen.getByLabelText('Période'), { target: { value: 'last-year' } });
    await waitFor(() => expect(callsTo('listClientFactures')).toHaveLength(2));
    expect(callsTo('listClientFactures')[1]![1].body).toEqual({
      id: 3,
      start_date: `${year - 1}-01-01`,
      end_date: `${year - 1}-12-31`,
    });

    fireEvent.change(screen.getByLabelText('Période'), { target: { value: 'this-year' } });
    await waitFor(() => expect(callsTo('listClientFactures')).toHaveLength(3));
    expect(callsTo('listClientFactures')[2]![1].body).toEqual({
      id: 3,
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
    });

    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'payee' } });
    await waitFor(() => expect(callsTo('listClientFactures')).toHaveLength(4));
    expect(callsTo('listClientFactures')[3]![1].body).toMatchObject({ statut: 'payee' });
  });

  it('a custom range is asked only once both dates are set and in order', async () => {
    answer({ listClientFactures: [] });
    renderWithProviders(<FacturesSection clientId={3} onOpen={() => undefined} />);
    await waitFor(() => expect(callsTo('listClientFactures')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Période'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText('La date de fin doit suivre la date de début.')).toBeTruthy();
    expect(callsTo('listClientFactures')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-06-30' } });
    await waitFor(() => expect(callsTo('listClientFactures')).toHaveLength(2));
    expect(callsTo('listClientFactures')[1]![1].body).toEqual({
      id: 3,
      start_date: '2026-05-01',
      end_date: '2026-06-30',
    });
    expect(await screen.findByText('Aucune facture sur cette période.')).toBeTruthy();
    // More than a year: said on the field, and not asked (the API answers a year at most).
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2027-05-03' } });
    expect(
      await screen.findByText(
        'Une année au plus : choisissez une date de fin moins d’un an après le début.',
      ),
    ).toBeTruthy();
    expect(callsTo('listClientFactures')).toHaveLength(2);
  });

  it('shows number, month, amounts and due date the French way; a credit note as « Avoir »', async () => {
    answer({
      listClientFactures: [
        facture(),
        facture({
          id: 22,
          numero: 'A-2026-0001',
          nature: 'avoir',
          avoir_de_facture_id: 21,
          avoir_de_numero: 'F-2026-0007',
          montant_ttc: -60,
          reste_a_charge_ttc: -30,
        }),
        facture({
          id: 23,
          numero: 'F-2026-0002',
          statut: 'en_retard',
          paiement_statut: 'echoue',
          paiement_erreur: 'Carte refusée.',
          paiement_relance_at: '2026-04-20T08:00:00.000Z',
        }),
        facture({ id: 24, numero: 'F-2026-0003', avoirs_ttc: 60, montant_paye: 100.5 }),
      ],
    });
    const onOpen = vi.fn();
    renderWithProviders(<FacturesSection clientId={3} onOpen={onOpen} />);
    const first = await screen.findByRole('button', { name: 'Ouvrir Facture F-2026-0007' });
    expect(within(first).getByText('Mois : mars 2026')).toBeTruthy();
    expect(within(first).getByText(`${euros(240)} TTC`)).toBeTruthy();
    expect(within(first).getByText('240,00 € TTC')).toBeTruthy();
    expect(within(first).getByText(`Après crédit d’impôt : ${euros(120)}`)).toBeTruthy();
    expect(within(first).getByText('À payer avant le 17/04/2026')).toBeTruthy();
    expect(within(first).getByText('Émise')).toBeTruthy();

    const avoir = screen.getByRole('button', { name: 'Ouvrir Avoir A-2026-0001' });
    expect(within(avoir).getByText('Avoir')).toBeTruthy();
    expect(within(avoir).getByText(`${euros(-60)} TTC`)).toBeTruthy();
    expect(within(avoir).getByText('Corrige la facture F-2026-0007')).toBeTruthy();

    const late = screen.getByRole('button', { name: 'Ouvrir Facture F-2026-0002' });
    expect(within(late).getByText('En retard')).toBeTruthy();
    expect(
      within(late).getByText(
        /Paiement échoué : Carte refusée\. Nouvel essai le 20 avril 2026 à 10:00/,
      ),
    ).toBeTruthy();

    // Part credited and paid: what remains, to the cent; nothing said while all is due.
    const part = screen.getByRole('button', { name: 'Ouvrir Facture F-2026-0003' });
    expect(within(part).getByText(`Reste à payer : ${euros(79.5)}`)).toBeTruthy();
    expect(within(first).queryByText(/Reste à payer/)).toBeNull();

    fireEvent.click(first);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 21 }));
  });

  it('computes the periods from today', () => {
    const today = new Date(2026, 10, 23);
    expect(filtersFor('this-year', { from: '', to: '' }, '', today)).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(filtersFor('last-12-months', { from: '', to: '' }, '', today)).toEqual({
      start_date: '2025-12-01',
      end_date: '2026-11-30',
    });
    expect(filtersFor('last-12-months', { from: '', to: '' }, '', new Date(2026, 11, 5))).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(filtersFor('last-12-months', { from: '', to: '' }, '', new Date(2028, 1, 5))).toEqual({
      start_date: '2027-03-01',
      end_date: '2028-02-29',
    });
    expect(filtersFor('custom', { from: '2026-03-01', to: '' }, '', today)).toBeNull();
  });

  it('leaves out planned drafts and shows the newest month first', () => {
    const list = issuedNewestFirst([
      facture({ id: 1, periode_debut: '2026-02-01' }),
      facture({ id: 2, periode_debut: '2026-03-01', statut: 'brouillon' }),
      facture({ id: 3, periode_debut: '2026-04-01' }),
    ]);
    expect(list.map((f) => f.id)).toEqual([3, 1]);
  });
});

describe('FactureDetail', () => {
  const slots = {
    payNow: (f: Facture) => <button type="button">Payer maintenant {f.numero}</button>,
    transfer: (reference: string) => <p>Virement, référence {reference}</p>,
  };

  it('shows the lines, VAT per rate and totals, and asks the PDF link with type 7 as a download', async () => {
    answer({ getFacture: facture(), getPaiementConfig: config(true) });
    renderWithProviders(<FactureDetail factureId={21} onBack={() => undefined} {...slots} />);
    expect(await screen.findByRole('heading', { name: 'Facture F-2026-0007' })).toBeTruthy();
    expect(decryptPathId(callsTo('getFacture')[0]![1].params?.id)).toBe(21);
    const row = screen.getByRole('row', { name: /Awa Diallo/ });
    expect(within(row).getByText('04/03/2026')).toBeTruthy();
    expect(within(row).getByText('2,5 h')).toBeTruthy();
    expect(within(row).getByText(euros(24))).toBeTruthy();
    expect(within(row).getByText(euros(60))).toBeTruthy();
    expect(within(row).getByText(/5,5\s%/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`TVA 5,5\\s% : ${euros(12.51)}`))).toBeTruthy();
    expect(screen.getByText(`Total TTC : ${euros(240)}`)).toBeTruthy();
    expect(
      screen.getByText(`Reste à votre charge après crédit d’impôt : ${euros(120)}`),
    ).toBeTruthy();

    const pdf = await screen.findByRole('link', { name: 'Télécharger le PDF' });
    expect(pdf.getAttribute('href')).toMatch(/\/uploads\/serve-file\/abc$/);
    expect(callsTo('getDocumentLink')[0]![1].query).toEqual({
      document_type_id: 7,
      filename: 'facture-f-2026-0007.pdf',
      is_download: true,
    });
  });

  it('offers to pay an issued unpaid client invoice when online payment is on', async () => {
    answer({ getFacture: facture(), getPaiementConfig: config(true) });
    renderWithProviders(<FactureDetail factureId={21} onBack={() => undefined} {...slots} />);
    expect(
      await screen.findByRole('button', { name: 'Payer maintenant F-2026-0007' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Virement/)).toBeNull();
  });

  it('does not offer to pay a paid invoice, a credit note or the insurer’s invoice', async () => {
    for (const patch of [
      { statut: 'payee' as const, paid_at: '2026-04-05T10:00:00.000Z', montant_paye: 240 },
      { nature: 'avoir' as const, montant_ttc: -240 },
      { type: 'mutuelle' as const, organisme: 'Mutuelle Bleue', mutuelle_id: 2 },
    ]) {
      call.mockReset();
      answer({ getFacture: facture(patch), getPaiementConfig: config(true) });
      const view = renderWithProviders(
        <FactureDetail factureId={21} onBack={() => undefined} {...slots} />,
      );
      await screen.findByText(`Total TTC : ${euros(patch.montant_ttc ?? 240)}`);
      await waitFor(() => expect(callsTo('getPaiementConfig').length).toBeGreaterThan(0));
      expect(screen.queryByRole('button', { name: /Payer maintenant/ })).toBeNull();
      if (patch.type === 'mutuelle') {
        expect(
          screen.getByText('Part prise en charge par votre mutuelle (Mutuelle Bleue)'),
        ).toBeTruthy();
      }
      view.unmount();
    }
  });

  it('shows the bank-transfer details with the invoice number when online payment is off', async () => {
    answer({ getFacture: facture(), getPaiementConfig: config(false) });
    renderWithProviders(<FactureDetail factureId={21} onBack={() => undefined} {...slots} />);
    expect(await screen.findByText('Virement, référence F-2026-0007')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Payer maintenant/ })).toBeNull();
  });

  it('knows which invoices are payable', () => {
    expect(isPayable(facture())).toBe(true);
    expect(isPayable(facture({ statut: 'en_retard' }))).toBe(true);
    expect(isPayable(facture({ statut: 'brouillon' }))).toBe(false);
    expect(isPayable(facture({ statut: 'emise', montant_paye: 240 }))).toBe(false);
  });
});

describe('AttestationsSection', () => {
  const attestation = (patch: Partial<AttestationFiscale> = {}): AttestationFiscale => ({
    id: 4,
    client_id: 3,
    annee: 2024,
    montant_ttc: 1234.5,
    heures: 51.5,
    filename: 'attestation-2024.pdf',
    created_at: '2025-01-15T08:00:00.000Z',
    ...patch,
  });

  const possible = { annee: 2025, existe: false, possible: true, raison: null };

  it('lists each year with its amount, hours and PDF', async () => {
    answer({ listAttestationsFiscales: [attestation()], getAttestationFiscaleEtat: possible });
    renderWithProviders(<AttestationsSection clientId={3} />);
    expect(await screen.findByText('Attestation 2024')).toBeTruthy();
    expect(screen.getByText(`Sommes payées : ${euros(1234.5)}`)).toBeTruthy();
    expect(screen.getByText('Heures : 51,5 h')).toBeTruthy();
    expect(
      await screen.findByRole('link', { name: 'Télécharger l’attestation 2024 (PDF)' }),
    ).toBeTruthy();
    expect(callsTo('getDocumentLink')[0]![1].query).toMatchObject({
      document_type_id: 7,
      filename: 'attestation-2024.pdf',
    });
  });

  it('establishes last year’s certificate on demand', async () => {
    answer({
      listAttestationsFiscales: [],
      getAttestationFiscaleEtat: possible,
      genererAttestationFiscale: attestation({ id: 5, annee: 2025, filename: 'a-2025.pdf' }),
    });
    renderWithProviders(<AttestationsSection clientId={3} />);
    expect(await screen.findByText('Aucune attestation fiscale pour le moment.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Établir l’attestation 2025' }));
    await waitFor(() => expect(callsTo('genererAttestationFiscale')).toHaveLength(1));
    expect(callsTo('genererAttestationFiscale')[0]![1].body).toEqual({ client_id: 3, annee: 2025 });
    expect((await screen.findByText('L’attestation 2025 est prête.')).getAttribute('role')).toBe(
      'status',
    );
  });

  it('offers to update the year the API names, in Paris, not the browser’s', async () => {
    answer({
      listAttestationsFiscales: [attestation({ annee: 2025 })],
      getAttestationFiscaleEtat: { ...possible, annee: 2025, existe: true },
    });
    renderWithProviders(<AttestationsSection clientId={3} />);
    expect(
      await screen.findByRole('button', { name: 'Mettre à jour l’attestation 2025' }),
    ).toBeTruthy();
    expect(decryptPathId(callsTo('getAttestationFiscaleEtat')[0]![1].params!.id!)).toBe(3);
  });

  it('offers nothing that would be refused, and says why', async () => {
    const raison =
      "Aucune facture n'a été payée en 2025 : il n'y a pas d'attestation fiscale à établir pour cette année.";
    answer({
      listAttestationsFiscales: [],
      getAttestationFiscaleEtat: { annee: 2025, existe: false, possible: false, raison },
    });
    renderWithProviders(<AttestationsSection clientId={3} />);
    expect(await screen.findByText(raison)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /attestation 2025/ })).toBeNull();
    expect(callsTo('genererAttestationFiscale')).toHaveLength(0);
  });
});
