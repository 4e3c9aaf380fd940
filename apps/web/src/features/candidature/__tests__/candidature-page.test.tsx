import '../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CandidaturePage } from '../pages/candidature-page.tsx';

// Leaflet does not run under jsdom: the shared map is replaced by a button that picks a point.
vi.mock('../../../components/map/index.ts', () => ({
  PointsMap: ({
    onPick,
    label,
  }: {
    onPick?: (lat: number, lng: number) => void;
    label?: string;
  }) => (
    <div role="region" aria-label={label}>
      <button type="button" onClick={() => onPick?.(48.8556, 2.3729)}>
        Choisir le point de test
      </button>
    </div>
  ),
}));

const TOKEN = '7.1.1893456000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refusal = (code: string, message: string, status: number, fields?: object) =>
  json({ success: false, error: { code, message, ...(fields ? { fields } : {}) } }, status);

function candidature(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    civilite: 'Mme',
    nom: 'Martin',
    prenom: 'Léa',
    email: 'lea@exemple.fr',
    mobile: '0612345678',
    fixe: null,
    date_naissance: '1990-05-14',
    adresse: '12 rue de la Roquette',
    codep: '75011',
    ville: 'Paris',
    country: 'France',
    lat: 48.8556,
    lng: 2.3729,
    services: [1],
    competence_ids: [1],
    infos_supp: [{ info_supp_id: 1, valeur: 'oui' }],
    transport_type_id: 5,
    rayon_km: 15,
    disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
    experience_annees: 3,
    presentation: 'Bonjour.',
    etape: 'disponibilites',
    is_candidature_complete: false,
    documents: [],
    ...overrides,
  };
}

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = (suffix: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === suffix);
const bodyOf = (suffix: string, index = 0) =>
  JSON.parse(String(calls(suffix)[index]![1]?.body)) as Record<string, unknown>;

function stubApi(handler: Handler) {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    return handler(path, init) ?? refusal('NOT_FOUND', 'Introuvable.', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
}

function renderAt(url = '/candidature') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <CandidaturePage />
    </MemoryRouter>,
  );
}

beforeEach(() => requestBudget.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fillIdentity(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Mme' }));
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
  await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Léa');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'lea@exemple.fr');
  await user.type(screen.getByRole('textbox', { name: /^Téléphone mobile/ }), '0612345678');
  await user.type(screen.getByLabelText(/^Date de naissance/), '1990-05-14');
  await user.type(screen.getByRole('textbox', { name: /^Code postal/ }), '75011');
  await user.type(screen.getByRole('textbox', { name: /^Ville/ }), 'Paris');
  await user.click(screen.getByRole('checkbox', { name: 'Entretien du domicile et repassage' }));
  await user.click(screen.getByRole('checkbox', { name: /J’accepte que Maisonnée/ }));
}

describe('a new application', () => {
  it(
    'saves the identity, keeps the token, then saves the address placed on the map',
    { timeout: 60_000 },
    async () => {
      stubApi((path) => {
        if (path === '/api/candidat/step1')
          return json(
            {
              success: true,
              data: { id: 7, application_token: TOKEN, is_candidature_complete: false },
            },
            201,
          );
        if (path === '/api/candidat/candidature')
          return json({
            success: true,
            data: candidature({ etape: 'identite', adresse: null, lat: null, lng: null }),
          });
        if (path === '/api/candidat/candidature/etape')
          return json({ success: true, data: candidature({ etape: 'adresse' }) });
        return undefined;
      });
      const user = userEvent.setup({ delay: null });
      renderAt();
      await fillIdentity(user);
      await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));

      await screen.findByTestId('candidature-step-adresse');
      expect(bodyOf('/api/candidat/step1')).toMatchObject({
        civilite: 'Mme',
        nom: 'Martin',
        email: 'lea@exemple.fr',
        date_naissance: '1990-05-14',
        services: [1],
        accept_rgpd: true,
      });
      expect(localStorage.getItem('candidature-token')).toBe(TOKEN);
      // The postcode and town typed at step 1 are already there.
      expect(screen.getByRole('textbox', { name: /^Code postal/ })).toHaveValue('75011');

      await user.type(screen.getByRole('textbox', { name: /^Adresse/ }), '12 rue de la Roquette');
      await user.click(screen.getByRole('button', { name: 'Choisir le point de test' }));
      expect(screen.getByTestId('candidature-point')).toHaveTextContent(
        'Point placé sur la carte.',
      );
      await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
      await screen.findByTestId('candidature-step-competences');
      expect(bodyOf('/api/candidat/candidature/etape')).toEqual({
        application_token: TOKEN,
        etape: 'adresse',
        adresse: '12 rue de la Roquette',
        codep: '75011',
        ville: 'Paris',
        lat: 48.8556,
        lng: 2.3729,
      });
    },
  );

  it(
    'checks the fields before sending and shows the API’s French refusal',
    { timeout: 60_000 },
    async () => {
      stubApi((path) =>
        path === '/api/candidat/step1'
          ? refusal(
              'EMAIL_ALREADY_USED',
              'Cette adresse e-mail est déjà utilisée : connectez-vous, ou indiquez une autre adresse.',
              409,
            )
          : undefined,
      );
      const user = userEvent.setup({ delay: null });
      renderAt();
      await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
      expect(screen.getAllByText('Ce champ est obligatoire.').length).toBeGreaterThan(0);
      expect(screen.getByText('Choisissez au moins un service.')).toBeInTheDocument();
      expect(
        screen.getByText('Vous devez accepter le traitement de vos données.'),
      ).toBeInTheDocument();
      expect(calls('/api/candidat/step1')).toHaveLength(0);

      await fillIdentity(user);
      await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/déjà utilisée/);
      expect(screen.getByTestId('candidature-step-identite')).toBeInTheDocument();
      expect(localStorage.getItem('candidature-token')).toBeNull();
    },
  );
});

describe('an application reopened by its link', () => {
  it(
    'resumes at the documents, uploads one, sends the whole application, then shows job posts',
    { timeout: 60_000 },
    async () => {
      let documents: object[] = [];
      stubApi((path) => {
        if (path === '/api/candidat/candidature')
          return json({ success: true, data: candidature({ documents }) });
        if (path === '/api/candidat/candidature/documents') {
          documents = [
            {
              id: 3,
              document_type_id: 1,
              document_type: 'CV',
              original_name: 'mon-cv.pdf',
            },
          ];
          return json({ success: true, data: documents[0] }, 201);
        }
        if (path === '/api/candidat')
          return json({ success: true, data: { id: 7, is_candidature_complete: true } }, 201);
        if (path === '/api/candidat/annonces-publiques')
          return json({
            success: true,
            data: [
              {
                id: 21,
                titre: 'Ménage hebdomadaire',
                description: 'Deux heures le lundi matin.',
                client_besoin_skill_id: 1,
                ville: 'Paris',
                distance_km: 1.2,
              },
            ],
          });
        if (path === '/api/candidat/candidature/interet')
          return json({ success: true, data: { message: 'ok' } }, 201);
        return undefined;
      });
      const user = userEvent.setup({ delay: null });
      renderAt(`/candidature?jeton=${TOKEN}`);

      await screen.findByTestId('candidature-step-documents');
      expect(localStorage.getItem('candidature-token')).toBe(TOKEN);
      expect(
        new URL(String(calls('/api/candidat/candidature')[0]![0]), 'http://x').searchParams.get(
          'token',
        ),
      ).toBe(TOKEN);

      const file = new File(['%PDF-1.4'], 'mon-cv.pdf', { type: 'application/pdf' });
      // Mantine's FileInput is a button labelled "Fichier" driving a hidden file input.
      expect(screen.getByRole('button', { name: 'Fichier' })).toBeInTheDocument();
      await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
      await user.click(screen.getByRole('button', { name: 'Envoyer le document' }));
      expect(await screen.findByText('Document envoyé.')).toBeInTheDocument();
      const form = calls('/api/candidat/candidature/documents')[0]![1]!.body as FormData;
      expect(form.get('application_token')).toBe(TOKEN);
      expect(form.get('document_type_id')).toBe('1');
      expect((form.get('file') as File).name).toBe('mon-cv.pdf');
      expect(await screen.findByText('CV : mon-cv.pdf')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Continuer' }));
      const recap = await screen.findByTestId('candidature-step-recap');
      expect(within(recap).getByText(/Lun\. 08:00–12:00/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));

      expect(await screen.findByText('Merci, votre candidature est envoyée !')).toBeInTheDocument();
      expect(screen.getByText(/Un e-mail de confirmation vous a été envoyé/)).toBeInTheDocument();
      expect(bodyOf('/api/candidat')).toMatchObject({
        application_token: TOKEN,
        email: 'lea@exemple.fr',
        adresse: '12 rue de la Roquette',
        competence_ids: [1],
        infos_supp: [{ info_supp_id: 1, valeur: 'oui' }],
        disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
        transport_type_id: 5,
        rayon_km: 15,
        accept_rgpd: true,
      });

      const annonce = await screen.findByTestId('candidature-annonce');
      expect(annonce).toHaveTextContent('Ménage hebdomadaire');
      // On a map too, not only in the list.
      expect(
        screen.getByRole('region', { name: 'Carte des missions près de chez vous' }),
      ).toBeInTheDocument();
      await user.click(within(annonce).getByRole('button', { name: 'Je suis intéressé(e)' }));
      expect(await within(annonce).findByText(/Intérêt envoyé/)).toBeInTheDocument();
      expect(bodyOf('/api/candidat/candidature/interet')).toEqual({
        application_token: TOKEN,
        annonce_id: 21,
      });
    },
  );

  it('shows the confirmation alone when the job posts cannot be read', async () => {
    stubApi((path) => {
      if (path === '/api/candidat/candidature')
        return json({ success: true, data: candidature({ etape: 'documents' }) });
      if (path === '/api/candidat')
        return json({ success: true, data: { id: 7, is_candidature_complete: true } }, 201);
      if (path === '/api/candidat/annonces-publiques')
        return refusal('NOT_IMPLEMENTED', 'Pas encore disponible.', 501);
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderAt(`/candidature?jeton=${TOKEN}`);
    await screen.findByTestId('candidature-step-recap');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    await screen.findByTestId('candidature-confirmation');
    await waitFor(() => expect(calls('/api/candidat/annonces-publiques')).toHaveLength(1));
    expect(screen.queryByTestId('candidature-annonce')).not.toBeInTheDocument();
    expect(screen.queryByText('Pas encore disponible.')).not.toBeInTheDocument();
  });

  it(
    'saves the finer skills and answers, then the weekly slots and transport',
    { timeout: 60_000 },
    async () => {
      const empty = {
        competence_ids: [],
        infos_supp: [],
        disponibilites: [],
        transport_type_id: null,
        experience_annees: null,
        presentation: null,
      };
      stubApi((path, init) => {
        if (path === '/api/candidat/candidature')
          return json({ success: true, data: candidature({ etape: 'adresse', ...empty }) });
        if (path === '/api/candidat/candidature/etape') {
          const body = JSON.parse(String(init?.body)) as { etape: string };
          return json({ success: true, data: candidature({ etape: body.etape, ...empty }) });
        }
        return undefined;
      });
      const user = userEvent.setup({ delay: null });
      renderAt(`/candidature?jeton=${TOKEN}`);
      await screen.findByTestId('candidature-step-competences');
      // Only the skills of the chosen service (housekeeping) are offered.
      expect(
        screen.queryByRole('checkbox', { name: 'Aide à la toilette' }),
      ).not.toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Repassage' }));
      await user.click(screen.getByRole('checkbox', { name: 'Permis B' }));
      await user.type(screen.getByRole('textbox', { name: 'Langues parlées' }), 'Anglais');
      await user.type(screen.getByRole('textbox', { name: 'Années d’expérience' }), '4');
      await user.type(
        screen.getByRole('textbox', { name: 'Présentez-vous en quelques lignes' }),
        'Sérieuse.',
      );
      await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
      await screen.findByTestId('candidature-step-disponibilites');
      expect(bodyOf('/api/candidat/candidature/etape')).toEqual({
        application_token: TOKEN,
        etape: 'competences',
        services: [1],
        competence_ids: [2],
        infos_supp: [
          { info_supp_id: 1, valeur: 'oui' },
          { info_supp_id: 6, valeur: 'Anglais' },
        ],
        experience_annees: 4,
        presentation: 'Sérieuse.',
      });

      await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
      expect(await screen.findByText('Indiquez au moins un créneau.')).toBeInTheDocument();
      expect(screen.getByText('Choisissez votre moyen de transport.')).toBeInTheDocument();
      expect(calls('/api/candidat/candidature/etape')).toHaveLength(1);

      await user.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
      await user.click(screen.getByRole('textbox', { name: /^Moyen de transport/ }));
      await user.click(await screen.findByRole('option', { name: 'Vélo', hidden: true }));
      await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
      await screen.findByTestId('candidature-step-documents');
      expect(bodyOf('/api/candidat/candidature/etape', 1)).toEqual({
        application_token: TOKEN,
        etape: 'disponibilites',
        disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
        transport_type_id: 1,
        rayon_km: 15,
      });
    },
  );

  it('shows a step refused by the API with its French message', async () => {
    stubApi((path) => {
      if (path === '/api/candidat/candidature')
        return json({ success: true, data: candidature({ etape: 'adresse' }) });
      if (path === '/api/candidat/candidature/etape')
        return refusal('CANDIDATURE_INCOMPLETE', 'Enregistrez d’abord l’étape « Adresse ».', 422);
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderAt(`/candidature?jeton=${TOKEN}`);
    await screen.findByTestId('candidature-step-competences');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enregistrez d’abord l’étape « Adresse ».',
    );
    expect(screen.getByTestId('candidature-step-competences')).toBeInTheDocument();
  });

  it('explains an invalid or expired link and lets the visitor start again', async () => {
    localStorage.setItem('candidature-token', TOKEN);
    stubApi((path) =>
      path === '/api/candidat/candidature'
        ? refusal(
            'CANDIDATURE_LINK_INVALID',
            'Ce lien de candidature est invalide ou a expiré : demandez-nous un nouveau lien.',
            403,
          )
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalide ou a expiré/);
    await user.click(screen.getByRole('button', { name: 'Commencer une nouvelle candidature' }));
    expect(await screen.findByTestId('candidature-step-identite')).toBeInTheDocument();
    expect(localStorage.getItem('candidature-token')).toBeNull();
  });
});
