import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DevisDetail } from './devis-detail.tsx';

/*
 * Issue 22, point 7 on the signature screen: a quote whose first visit starts within the agency's
 * lead time says, before the signature, that an agent is not guaranteed; other quotes say nothing.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const devis = (demarrage_proche: unknown) => ({
  id: 9,
  client_id: 3,
  reference: 'DEV-2026-000009',
  statut: 'en_attente_signature',
  is_libre: false,
  mission_id: null,
  mutuelle_id: null,
  prise_en_charge_mutuelle: null,
  date_emission: '2026-11-28',
  date_validite: '2026-12-28',
  montant_ht: 50,
  montant_tva: 5,
  montant_ttc: 55,
  montant_mensuel_ttc: null,
  reste_a_charge_ttc: 27.5,
  reste_a_charge_mensuel_ttc: null,
  commentaire: null,
  signed_at: null,
  signataire: null,
  filename_signe: null,
  demarrage_proche,
  devis_details: [],
  created_at: '2026-11-28T12:00:00.000Z',
  updated_at: '2026-11-28T12:00:00.000Z',
});

function renderScreen(demarrageProche: unknown) {
  call.mockImplementation(((route: { name: string }) =>
    Promise.resolve(
      route.name === 'getDevisForSignature'
        ? {
            devis: devis(demarrageProche),
            is_signable: true,
            signataire: { civilite: 'Mme', nom: 'Martin', prenom: 'Lou', email: null },
            filename: 'devis.pdf',
            conditions_generales_version: 'CG-2026-01',
          }
        : { url: 'http://localhost/x', expires_at: '2099-01-01T00:00:00.000Z' },
    )) as never);
  renderWithProviders(<DevisDetail devisId={9} onBack={() => undefined} />);
}

afterEach(() => {
  call.mockReset();
});

describe('the signature screen of a quote starting soon', () => {
  it('says the agent is not guaranteed before the family signs', async () => {
    renderScreen({ premiere_intervention: '2026-11-28T13:30:00.000Z', delai_heures: 24 });
    const warning = await screen.findByRole('status', { name: /Intervenant non garanti/ });
    expect(warning).toHaveTextContent(
      'Votre première intervention (le 28/11/2026 à 13:30) commence dans moins de 24 h',
    );
    expect(screen.getByRole('button', { name: 'Signer le devis' })).toBeInTheDocument();
  });

  it('says nothing for a quote with time to staff it', async () => {
    renderScreen(null);
    expect(await screen.findByRole('button', { name: 'Signer le devis' })).toBeInTheDocument();
    expect(screen.queryByText(/Intervenant non garanti/)).not.toBeInTheDocument();
  });
});
