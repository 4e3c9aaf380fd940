import '../../../test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, ok, signInOperator, stubApi, type Call } from '../../../test/back-office.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { encryptPathId } from '../../../lib/path-id.ts';
import { AvanceSection } from '../components/avance-section.tsx';
import { FactureAvance, UnlessPaidByUrssaf } from '../components/facture-avance.tsx';

/* The family's immediate advance (docs/avance-immediate.md): registration and an invoice's request. */

const etatUrl = `GET /api/client/${encryptPathId(7)}/avance`;
const postUrl = `POST /api/client/${encryptPathId(7)}/avance`;

const inscription = (overrides: Record<string, unknown> = {}) => ({
  client_id: 7,
  statut: 'inscrite',
  statut_libelle: 'Inscrite',
  id_client_urssaf: 'abc',
  consentement_at: '2026-04-02T10:00:00.000Z',
  refus_code: null,
  refus_message: null,
  donnees: {},
  updated_at: '2026-04-02T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => signInOperator([5]));
afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const type = (label: string | RegExp, value: string) =>
    user.type(screen.getByLabelText(label), value);
  await type(/^Nom de naissance/, 'Durand');
  await type(/^Prénoms/, 'Claire');
  await type(/^Date de naissance/, '1980-03-29');
  await type(/^Département de naissance/, '69');
  await type(/^Commune de naissance/, 'Lyon');
  await type(/^Code INSEE de la commune de naissance/, '69123');
  await type(/^Téléphone portable/, '0612345678');
  await type(/^Adresse e-mail/, 'claire@example.fr');
  await type(/^Voie/, 'rue de Rivoli');
  await type(/^Code postal/, '75004');
  await type(/^Commune \*?$/, 'Paris');
  await type(/^Code INSEE de la commune \*?$/, '75104');
  await type(/^IBAN/, 'FR7630006000011234567890189');
  await type(/^BIC/, 'AGRIFRPP');
  await type(/^Titulaire du compte/, 'Claire Durand');
}

describe('the family registers for the immediate advance', () => {
  it('says so when the agency does not offer it, without a form', async () => {
    stubApi({ [etatUrl]: () => ok({ active: false, inscription: null }) });
    renderWithProviders(<AvanceSection clientId={7} />);
    expect(
      await screen.findByText('L’avance immédiate n’est pas encore proposée par l’agence.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Envoyer mon inscription/ })).toBeNull();
  });

  it('names each missing field and the consent in French, and sends nothing', async () => {
    const { calls } = stubApi({ [etatUrl]: () => ok({ active: true, inscription: null }) });
    const user = userEvent.setup();
    renderWithProviders(<AvanceSection clientId={7} />);
    await user.click(await screen.findByRole('button', { name: /Envoyer mon inscription/ }));
    expect(screen.getByLabelText(/^Nom de naissance/)).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    expect(screen.getByLabelText(/^IBAN/)).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(screen.getByText('Cochez cette case pour continuer.')).toBeVisible();
    expect(calls.some((call: Call) => call.method === 'POST')).toBe(false);
  });

  it("sends the consent and URSSAF's fields, and shows the API's error under its field", async () => {
    const sent: unknown[] = [];
    stubApi({
      [etatUrl]: () => ok({ active: true, inscription: null }),
      [postUrl]: (call) => {
        sent.push(call.body);
        return json(
          {
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: "L'IBAN n'est pas valide.",
              fields: { 'particulier.coordonneeBancaire.iban': "L'IBAN n'est pas valide." },
            },
          },
          400,
        );
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AvanceSection clientId={7} />);
    await screen.findByRole('button', { name: /Envoyer mon inscription/ });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /J’accepte que Maisonnée transmette/ }));
    await user.click(screen.getByRole('button', { name: /Envoyer mon inscription/ }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^IBAN/)).toHaveAccessibleDescription(
        "L'IBAN n'est pas valide.",
      ),
    );
    expect(sent[0]).toMatchObject({
      consentement: true,
      particulier: {
        civilite: '2',
        nomNaissance: 'Durand',
        lieuNaissance: {
          codePaysNaissance: '99100',
          communeNaissance: { codeCommune: '69123', libelleCommune: 'Lyon' },
        },
        adressePostale: { codeCommune: '75104', codePostal: '75004', codePays: '99100' },
        coordonneeBancaire: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
      },
    });
  });

  it("shows URSSAF's refusal with its reason", async () => {
    stubApi({
      [etatUrl]: () => ok({ active: true, inscription: null }),
      [postUrl]: () =>
        json(
          {
            success: false,
            error: {
              code: 'URSSAF_REFUS',
              message:
                "L'URSSAF a refusé l'inscription du particulier : Les données de naissance ne correspondent pas à l'état civil connu. (ERR_NAISSANCE_INCONNUE)",
            },
          },
          422,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AvanceSection clientId={7} />);
    await screen.findByRole('button', { name: /Envoyer mon inscription/ });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /J’accepte/ }));
    await user.click(screen.getByRole('button', { name: /Envoyer mon inscription/ }));
    expect(await screen.findByText(/ERR_NAISSANCE_INCONNUE/)).toBeVisible();
  });

  it('shows a registered family its status, without the form', async () => {
    stubApi({ [etatUrl]: () => ok({ active: true, inscription: inscription() }) });
    renderWithProviders(<AvanceSection clientId={7} />);
    expect(await screen.findByText(/Statut de votre inscription : Inscrite/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Envoyer mon inscription/ })).toBeNull();
  });
});

describe("an invoice's advance", () => {
  const demande = {
    facture_id: 11,
    client_id: 7,
    id_demande_paiement: 'dp-1',
    statut_code: '20',
    statut_libelle: 'En attente de validation',
    montant_ttc_centimes: 19000,
    avance_centimes: 9500,
    part_famille_centimes: 9500,
    transmission_erreur: null,
    rejet_code: null,
    rejet_commentaire: null,
    virement_centimes: null,
    virement_date: null,
    polled_at: null,
    created_at: '2026-04-02T10:00:00.000Z',
  };
  const url = `GET /api/facture/${encryptPathId(11)}/avance`;

  it('shows its status, what URSSAF pays and the family share', async () => {
    stubApi({ [url]: () => ok(demande) });
    renderWithProviders(<FactureAvance factureId={11} />);
    expect(await screen.findByRole('region', { name: 'Avance immédiate (URSSAF)' })).toBeVisible();
    expect(screen.getByText('En attente de validation')).toBeVisible();
    expect(screen.getByText(/Payé par l’URSSAF \(avance\) : 95,00\s€/)).toBeVisible();
    expect(screen.getByText(/Votre part : 95,00\s€/)).toBeVisible();
    expect(screen.queryByText(/Référence URSSAF/)).toBeNull();
  });

  it('shows a refusal and, to the back office, the reference', async () => {
    stubApi({
      [url]: () =>
        ok({
          ...demande,
          statut_code: '40',
          statut_libelle: 'Refusée',
          rejet_code: 'REJ',
          rejet_commentaire: 'Prestation contestée.',
        }),
    });
    renderWithProviders(<FactureAvance factureId={11} backOffice />);
    expect(await screen.findByText('Motif : Prestation contestée.')).toBeVisible();
    expect(screen.getByText('Référence URSSAF : dp-1')).toBeVisible();
  });

  it('shows nothing for an invoice without a request', async () => {
    const api = stubApi({ [url]: () => ok(null) });
    renderWithProviders(<FactureAvance factureId={11} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Avance immédiate (URSSAF)')).toBeNull();
  });

  it('hides the pay-now button while URSSAF pays, shows it again after a refusal', async () => {
    const api = stubApi({ [url]: () => ok(demande) });
    const { unmount } = renderWithProviders(
      <UnlessPaidByUrssaf factureId={11}>
        <button type="button">Payer maintenant</button>
      </UnlessPaidByUrssaf>,
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Payer maintenant' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi({ [url]: () => ok({ ...demande, statut_code: '40', statut_libelle: 'Refusée' }) });
    renderWithProviders(
      <UnlessPaidByUrssaf factureId={11}>
        <button type="button">Payer maintenant</button>
      </UnlessPaidByUrssaf>,
    );
    expect(await screen.findByRole('button', { name: 'Payer maintenant' })).toBeVisible();
  });
});
