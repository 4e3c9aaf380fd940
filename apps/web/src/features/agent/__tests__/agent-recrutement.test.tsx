import '../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptPathId } from '../../../lib/path-id.ts';
import { json, signedInUser } from '../../../test/session.ts';
import { AGENT_CANDIDAT_ID, agentSessionAt, renderAgentSpace } from './agent-session.ts';

// The contract, the documents and the job posts of the agent space, against a mocked API.

const NOW = new Date('2026-03-18T10:00:00.000Z');
const CANDIDAT_ID = AGENT_CANDIDAT_ID;

const document = (id: number, typeId: number, type: string, libelle: string | null) => ({
  id,
  document_type_id: typeId,
  document_type: type,
  filename: `file-${id}.pdf`,
  original_name: `original-${id}.pdf`,
  mime_type: 'application/pdf',
  size_bytes: 2048,
  client_id: null,
  candidat_id: CANDIDAT_ID,
  devis_id: null,
  facture_id: null,
  libelle,
  date_document: null,
  uploaded_by_user_id: null,
  signe_at: null,
  contresigne_at: null,
  created_at: `2026-03-0${id % 9 || 1}T08:00:00.000Z`,
});

const contratPdf = document(31, 3, 'Contrat de travail', 'Contrat de travail CDI');
const contrat = (statut: string) => ({
  id: 4,
  candidat_id: CANDIDAT_ID,
  statut,
  statut_label: statut,
  type_contrat: 'CDI',
  date_debut: '2026-03-23',
  date_fin: null,
  nb_heures_hebdo: 24,
  taux_horaire_brut: 12.5,
  document: contratPdf,
  sent_at: '2026-03-17T09:00:00.000Z',
  signed_at: null,
  signer_name: null,
  countersigned_at: null,
  countersigner_name: null,
  cancelled_at: null,
});

const annonce = (id: number, titre: string, distance: number) => ({
  id,
  mission_id: null,
  client_besoin_skill_id: 1,
  titre,
  description: 'Entretien du domicile, deux matinées par semaine.',
  codep: '75011',
  ville: 'Paris',
  lat: 48.86,
  lng: 2.38,
  is_ponctuel: false,
  date_debut: '2026-04-01',
  date_fin: null,
  nb_heures_semaine: 6,
  horaires: [{ day: 1, time_debut: '09:00', time_fin: '12:00' }],
  is_active: true,
  created_at: '2026-03-10T08:00:00.000Z',
  distance_km: distance,
});

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
let api: Record<string, Handler>;
let fetchMock: ReturnType<typeof vi.fn>;
const status = (open: boolean, message: string | null = null) => ({
  success: true,
  data: {
    candidat_id: CANDIDAT_ID,
    statut: open ? 'Agent actif' : 'Contrat à signer',
    is_active: true,
    has_contrat_signe: open,
    can_use_app: open,
    message,
  },
});

/**
 * `METHOD /path` of a request, the encrypted candidate id of the contract and document paths
 * decrypted (it changes with every call): a wrong id finds no handler.
 */
function routeKey(url: URL, init: RequestInit | undefined): string {
  const path = decodeURIComponent(url.pathname).replace(
    /^(\/api\/candidats\/(?:contrats|documents))\/([^/]+)$/,
    (_match, base: string, id: string) => `${base}/${decryptPathId(id) ?? 'invalide'}`,
  );
  return `${init?.method ?? 'GET'} ${path}`;
}

/** The calls made to `METHOD /path` (path without the query), with their bodies. */
const callsTo = (key: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => {
      const parsed = new URL(String(url), 'http://localhost');
      return routeKey(parsed, init as RequestInit | undefined) === key;
    })
    .map(([url, init]) => ({
      url: new URL(String(url), 'http://localhost'),
      body: (init as RequestInit | undefined)?.body
        ? (JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>)
        : null,
    }));

beforeAll(() => {
  // jsdom has no SVG geometry: Leaflet checks it when its lazy module loads (the job posts map).
  const proto = (window.SVGSVGElement ?? window.SVGElement).prototype as unknown as {
    createSVGRect?: () => object;
  };
  proto.createSVGRect ??= () => ({});
});

agentSessionAt(NOW);

beforeEach(() => {
  api = {
    'GET /api/auth/user': signedInUser,
    'POST /api/candidat/check-status-agent-for-appli': () => json(status(true)),
    [`GET /api/candidats/contrats/${CANDIDAT_ID}`]: () => json({ success: true, data: [] }),
    [`GET /api/candidats/documents/${CANDIDAT_ID}`]: () => json({ success: true, documents: [] }),
    'GET /api/candidat/JobArround': () => json({ success: true, data: [] }),
    'GET /api/documents/link': (_init, url) =>
      json({
        success: true,
        data: {
          url: `/uploads/serve-file/${url.searchParams.get('filename')}?grant=g`,
          expires_at: '2026-03-18T10:05:00.000Z',
        },
      }),
    'POST /api/interventions/getAbsencesAgent/9': () =>
      json({ success: true, data: { conges: [], absences: [], retards: [] } }),
  };
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = api[routeKey(url, init)];
    if (handler) return handler(init, url);
    if (url.pathname.includes('/api/candidats/interventions/'))
      return json({ success: true, data: [] });
    if (url.pathname.endsWith('/getInterventionAgentEnCours'))
      return json({ success: true, datas: null });
    if (url.pathname.endsWith('/getInterventionsAgentAVenir'))
      return json({ success: true, datas: [] });
    return json({ success: false, error: { code: 'NOT_FOUND', message: 'Introuvable.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});

const LOAD = { timeout: 10_000 };

describe('a candidate whose work contract waits', () => {
  beforeEach(() => {
    let signed = false;
    api['POST /api/candidat/check-status-agent-for-appli'] = () =>
      json(
        status(
          false,
          signed
            ? 'Votre contrat est signé ; il attend la contresignature de l’agence.'
            : 'Votre contrat de travail attend votre signature : lisez-le puis signez-le ci-dessous.',
        ),
      );
    api[`GET /api/candidats/contrats/${CANDIDAT_ID}`] = () =>
      json({ success: true, data: [contrat(signed ? 'signe_agent' : 'en_attente_signature')] });
    api['POST /api/candidats/save-contrat-signe'] = () => {
      signed = true;
      return json({ success: true, data: { ...contratPdf, id: 32, signe_at: NOW.toISOString() } });
    };
  });

  it(
    'sees only the contract: reads the PDF, must type a name and consent, then signs',
    {
      timeout: 30_000,
    },
    async () => {
      const user = userEvent.setup();
      const tab = { location: { href: '' }, close: vi.fn() };
      const open = vi.fn(() => tab);
      vi.stubGlobal('open', open);
      renderAgentSpace();

      const section = await screen.findByRole('region', { name: 'Mon contrat de travail' }, LOAD);
      expect(screen.getByText(/attend votre signature/)).toBeInTheDocument();
      expect(
        within(section).getByText('CDI à partir du 23/03/2026, 24 h par semaine'),
      ).toBeVisible();
      // The rest of the space stays closed.
      expect(screen.queryByRole('heading', { name: 'Mes interventions du jour' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Mes documents' })).toBeNull();

      await user.click(within(section).getByRole('button', { name: 'Lire le contrat (PDF)' }));
      await waitFor(() => expect(tab.location.href).toContain('/uploads/serve-file/file-31.pdf'));
      expect(callsTo('GET /api/documents/link')[0]?.url.searchParams.get('document_type_id')).toBe(
        '3',
      );

      const submit = within(section).getByRole('button', { name: 'Signer mon contrat' });
      await user.click(submit);
      expect(
        await within(section).findByText('Tapez vos nom et prénom pour signer.'),
      ).toBeVisible();
      expect(
        within(section).getByText('Cochez la case pour accepter de signer le contrat.'),
      ).toBeVisible();
      expect(callsTo('POST /api/candidats/save-contrat-signe')).toHaveLength(0);

      await user.type(within(section).getByLabelText(/Nom et prénom/), '  Zoé Benali ');
      await user.click(
        within(section).getByLabelText(
          'J’ai lu mon contrat de travail et j’accepte de le signer électroniquement.',
        ),
      );
      await user.click(submit);
      expect(
        await within(section).findByText(/^Contrat signé : l’agence va le contresigner/),
      ).toBeVisible();
      expect(callsTo('POST /api/candidats/save-contrat-signe').map((c) => c.body)).toEqual([
        { document_id: 31, signature_text: 'Zoé Benali', accept_conditions: true },
      ]);
      // The space's status is asked again: it now says the agency countersigns.
      expect(await screen.findByText(/il attend la contresignature de l’agence/)).toBeVisible();
      expect(within(section).queryByRole('button', { name: 'Signer mon contrat' })).toBeNull();
    },
  );
});

describe('the documents and job posts of an active agent', () => {
  it(
    'lists the documents by folder and opens one through a short-lived link',
    {
      timeout: 30_000,
    },
    async () => {
      api[`GET /api/candidats/documents/${CANDIDAT_ID}`] = () =>
        json({
          success: true,
          documents: [
            { ...contratPdf, contresigne_at: '2026-03-10T08:00:00.000Z' },
            document(2, 6, 'Fiche de paie', 'Fiche de paie février 2026'),
            document(3, 6, 'Fiche de paie', 'Fiche de paie mars 2026'),
            document(5, 8, 'Autre', null),
          ],
        });
      const user = userEvent.setup();
      const tab = { location: { href: '' }, close: vi.fn() };
      vi.stubGlobal(
        'open',
        vi.fn(() => tab),
      );
      renderAgentSpace('/account/agent/documents');

      // The documents are a screen of their own (issue 25): the page is the section.
      await screen.findByRole('heading', { level: 1, name: 'Mes documents' }, LOAD);
      const section = globalThis.document.body;
      const folder = (name: RegExp) => within(section).getByRole('region', { name });
      const contrats = await within(section).findByRole(
        'region',
        { name: /^Contrat de travail \(1\)/ },
        LOAD,
      );
      expect(within(contrats).getByText('Contrat de travail CDI')).toBeVisible();
      const paies = within(folder(/^Fiches de paie \(2\)/)).getAllByRole('listitem');
      // Newest first.
      expect(paies.map((item) => item.textContent)).toEqual([
        expect.stringContaining('mars 2026'),
        expect.stringContaining('février 2026'),
      ]);
      expect(within(folder(/^Autres documents \(1\)/)).getByText('original-5.pdf')).toBeVisible();

      await user.click(
        within(section).getByRole('button', { name: 'Ouvrir Fiche de paie mars 2026' }),
      );
      await waitFor(() => expect(tab.location.href).toContain('/uploads/serve-file/file-3.pdf'));
      const link = callsTo('GET /api/documents/link').at(-1)?.url.searchParams;
      expect(link?.get('document_type_id')).toBe('6');
      expect(link?.get('filename')).toBe('file-3.pdf');
      // No contract waits: nothing to sign.
      expect(screen.queryByRole('region', { name: 'Mon contrat de travail' })).toBeNull();
    },
  );

  it(
    'lists job posts around the agent on a map, changes the radius and sends an interest once',
    {
      timeout: 30_000,
    },
    async () => {
      api['GET /api/candidat/JobArround'] = (_init, url) =>
        json({
          success: true,
          data:
            url.searchParams.get('distanceKM') === '50'
              ? [
                  annonce(1, 'Ménage à Bastille', 1.24),
                  annonce(2, 'Garde d’enfants à Vincennes', 32),
                ]
              : [annonce(1, 'Ménage à Bastille', 1.24)],
        });
      api['POST /api/annonces/interet'] = (init) => {
        const body = JSON.parse(String(init?.body)) as { annonce_id: number };
        return body.annonce_id === 1
          ? json({ success: true, data: { message: 'Intérêt enregistré.' } }, 201)
          : json(
              {
                success: false,
                error: {
                  code: 'ALREADY_INTERESTED',
                  message: 'Vous avez déjà dit votre intérêt pour cette annonce.',
                },
              },
              409,
            );
      };
      const user = userEvent.setup();
      renderAgentSpace('/account/agent/annonces');

      // The job posts are a screen of their own (issue 25): the page is the section.
      await screen.findByRole('heading', { level: 1, name: 'Annonces près de chez moi' }, LOAD);
      const section = globalThis.document.body;
      expect(
        await within(section).findByRole('heading', { name: 'Ménage à Bastille' }, LOAD),
      ).toBeVisible();
      expect(within(section).getByText('à 1,2 km')).toBeVisible();
      expect(callsTo('GET /api/candidat/JobArround')[0]?.url.searchParams.get('distanceKM')).toBe(
        '20',
      );
      expect(
        await within(section).findByRole('region', { name: /Carte des annonces/ }, LOAD),
      ).toBeVisible();

      await user.selectOptions(within(section).getByLabelText('Rayon de recherche'), '50');
      expect(
        await within(section).findByRole('heading', { name: 'Garde d’enfants à Vincennes' }),
      ).toBeVisible();
      expect(
        callsTo('GET /api/candidat/JobArround').at(-1)?.url.searchParams.get('distanceKM'),
      ).toBe('50');

      const declareInterest = (annonce: string) =>
        user.click(
          within(section).getByRole('button', {
            name: `Je suis intéressé(e) par l’annonce ${annonce}`,
          }),
        );
      await declareInterest('Ménage à Bastille');
      expect(
        await within(section).findByText(
          'Votre intérêt est transmis à l’agence : elle vous recontactera.',
        ),
      ).toBeVisible();
      await declareInterest('Garde d’enfants à Vincennes');
      // Already sent before (409): said plainly, not as an error.
      expect(
        await within(section).findByText(
          'Vous avez déjà signalé votre intérêt pour cette annonce.',
        ),
      ).toBeVisible();
      expect(within(section).queryByRole('alert')).toBeNull();
      expect(callsTo('POST /api/annonces/interet').map((c) => c.body)).toEqual([
        { annonce_id: 1 },
        { annonce_id: 2 },
      ]);
    },
  );
});

describe('leave and absence forms', () => {
  it('default their hours to 08:00 and send the hours chosen', { timeout: 30_000 }, async () => {
    const saved: object[] = [];
    api['POST /api/candidat/conges/save'] = (init) => {
      const { candidat_id: _id, ...body } = JSON.parse(String(init?.body)) as Record<
        string,
        unknown
      >;
      const conge = {
        id: 1,
        candidat_id: CANDIDAT_ID,
        ...body,
        statut: 'en_attente',
        created_at: NOW.toISOString(),
      };
      saved.push(conge);
      return json({ success: true, data: conge }, 201);
    };
    api['POST /api/interventions/getAbsencesAgent/9'] = () =>
      json({ success: true, data: { conges: saved, absences: [], retards: [] } });
    const user = userEvent.setup();
    renderAgentSpace('/account/agent/declarations');

    await user.click(await screen.findByRole('button', { name: 'Demander un congé' }, LOAD));
    const debutTime = await screen.findByLabelText('Heure de début');
    const finTime = screen.getByLabelText('Heure de fin');
    expect(debutTime).toHaveValue('08:00');
    expect(finTime).toHaveValue('08:00');
    const form = debutTime.closest('form') as HTMLElement;
    await user.type(within(form).getByLabelText(/Premier jour/), '2026-04-06');
    await user.type(within(form).getByLabelText(/Dernier jour/), '2026-04-06');
    // Same day, same hour: the end must follow the start.
    await user.click(within(form).getByRole('button', { name: 'Envoyer ma demande de congé' }));
    expect(await within(form).findByText('La fin doit suivre le début.')).toBeVisible();
    expect(callsTo('POST /api/candidat/conges/save')).toHaveLength(0);

    await user.selectOptions(finTime, '17:30');
    await user.click(within(form).getByRole('button', { name: 'Envoyer ma demande de congé' }));
    await waitFor(() => expect(callsTo('POST /api/candidat/conges/save')).toHaveLength(1));
    expect(callsTo('POST /api/candidat/conges/save')[0]?.body).toEqual({
      candidat_id: CANDIDAT_ID,
      debut: '2026-04-06',
      fin: '2026-04-06',
      time_debut: '08:00',
      time_fin: '17:30',
      motif: null,
    });
    // The request is listed with its hours and its state.
    const asked = await screen.findByText('Du 06/04/2026 à 08:00 au 06/04/2026 à 17:30');
    expect(asked.closest('li')).toHaveTextContent('En attente');

    await user.click(screen.getByRole('button', { name: 'Déclarer une absence' }));
    expect(await screen.findByLabelText('À partir de')).toHaveValue('08:00');
    expect(screen.getByLabelText('Jusqu’à')).toHaveValue('08:00');
  });
});
