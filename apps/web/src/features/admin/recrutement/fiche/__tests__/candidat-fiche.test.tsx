import '../../../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget, type ResponseOf } from '../../../../../lib/api-client.ts';
import { decryptPathId } from '../../../../../lib/path-id.ts';
import { json, ok, renderAt, signInOperator } from '../../../../../test/back-office.tsx';

/*
 * The candidate file against a stubbed API: what each action sends (the contract's bodies) and
 * the French refusals the API answers, shown as they come.
 */

type Candidat = ResponseOf<'getCandidat'>;
type Contrat = ResponseOf<'listContratsTravail'>[number];
type Document = ResponseOf<'listCandidatDocuments'>[number];

const NOW_ISO = '2026-03-18T09:00:00.000Z';

function candidat(overrides: Partial<Candidat> = {}): Candidat {
  return {
    id: 12,
    user_id: null,
    civilite: 'Mme',
    nom: 'Diallo',
    prenom: 'Awa',
    email: 'awa.diallo@exemple.fr',
    mobile: '0612345678',
    fixe: null,
    date_naissance: '1990-05-04',
    adresse: '3 rue des Lilas',
    codep: '75020',
    ville: 'Paris',
    country: 'France',
    lat: 48.86,
    lng: 2.39,
    profile_photo_path: null,
    statut_id: 1,
    statut: 'Candidature reçue',
    is_active: true,
    services: [1, 2],
    competence_ids: [2, 4],
    infos_supp: [
      { info_supp_id: 1, valeur: 'true' },
      { info_supp_id: 6, valeur: 'Anglais, wolof' },
    ],
    transport_type_id: 5,
    rayon_km: 15,
    disponibilites: [
      { day: 3, time_debut: '14:00', time_fin: '18:00' },
      { day: 1, time_debut: '08:00', time_fin: '12:00' },
    ],
    experience_annees: 4,
    presentation: 'Auxiliaire de vie depuis quatre ans.',
    is_candidature_complete: true,
    date_entree: null,
    date_sortie: null,
    contrat_signe_at: null,
    note_moyenne: null,
    nb_avis: 0,
    candidature_etape: 'documents',
    entretien_at: null,
    documents_verifies_at: null,
    commentaires: [
      {
        id: 71,
        texte: 'Très motivée au téléphone.',
        auteur_id: 7,
        auteur_nom: 'Lou Opérateur',
        created_at: '2026-03-10T10:15:00.000Z',
      },
    ],
    historique: [
      {
        id: 1,
        type: 'candidature',
        libelle: 'Candidature déposée',
        auteur_nom: null,
        created_at: '2026-03-01T08:00:00.000Z',
      },
      {
        id: 2,
        type: 'statut',
        libelle: 'Statut : À contacter',
        auteur_nom: 'Lou Opérateur',
        created_at: '2026-03-05T08:00:00.000Z',
      },
    ],
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: NOW_ISO,
    ...overrides,
  };
}

function document(overrides: Partial<Document> = {}): Document {
  return {
    id: 51,
    document_type_id: 1,
    document_type: 'CV',
    filename: 'cv-abc.pdf',
    original_name: 'cv-awa.pdf',
    mime_type: 'application/pdf',
    size_bytes: 1200,
    client_id: null,
    candidat_id: 12,
    devis_id: null,
    facture_id: null,
    libelle: null,
    date_document: null,
    uploaded_by_user_id: null,
    signe_at: null,
    contresigne_at: null,
    created_at: NOW_ISO,
    ...overrides,
  };
}

function contrat(overrides: Partial<Contrat> = {}): Contrat {
  return {
    id: 81,
    candidat_id: 12,
    statut: 'signe_agent',
    statut_label: 'À contresigner par l’agence',
    type_contrat: 'CDD',
    date_debut: '2026-04-01',
    date_fin: '2026-09-30',
    nb_heures_hebdo: 24.5,
    taux_horaire_brut: 12.3,
    document: document({
      id: 61,
      document_type_id: 3,
      document_type: 'Contrat de travail',
      filename: 'contrat-81.pdf',
      original_name: 'contrat.pdf',
    }),
    sent_at: '2026-03-12T10:00:00.000Z',
    signed_at: '2026-03-14T18:00:00.000Z',
    signer_name: 'Awa Diallo',
    countersigned_at: null,
    countersigner_name: null,
    cancelled_at: null,
    ...overrides,
  };
}

const refusal = (code: string, message: string, status = 409) =>
  json({ success: false, error: { code, message } }, status);

interface Call {
  method: string;
  path: string;
  /** Parsed JSON, or the multipart fields (the file as its name). */
  body: unknown;
}
type Answer = (call: Call) => Response | Promise<Response>;

/**
 * The admin harness's fetch stub, reading multipart bodies too (the upload): each call is recorded
 * and answered by the longest `METHOD path` prefix given, anything else is a French 404.
 */
function stubApi(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(String(url), window.location.origin);
      let body: unknown;
      if (init?.body instanceof FormData) {
        body = Object.fromEntries(
          [...init.body.entries()].map(([name, value]) => [
            name,
            value instanceof File ? `file:${value.name}` : value,
          ]),
        );
      } else if (init?.body) body = JSON.parse(String(init.body));
      const call = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: parsed.pathname + parsed.search,
        body,
      };
      calls.push(call);
      const key = `${call.method} ${call.path}`;
      const match = Object.keys(answers)
        .filter((prefix) => key.startsWith(prefix))
        .sort((a, b) => b.length - a.length)[0];
      if (match) return (answers[match] as Answer)(call);
      return json({ success: false, error: { code: 'NOT_FOUND', message: 'Introuvable.' } }, 404);
    }),
  );
  return {
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(path)),
  };
}

const fileLink = () =>
  ok({
    url: '/uploads/serve-file/abc?grant=xyz',
    expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
  });

/** window.open answers a tab whose address the test reads. */
function stubWindowOpen() {
  const tab = { location: { href: '' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  return tab;
}

const FICHE = '/admin/recrutement/candidats/12';

/** Chooses `option` in the Mantine select `input` (its own list: several selects share options). */
async function pick(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  const listbox = await waitFor(() => {
    const found = window.document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('Liste non ouverte');
    return found;
  });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** The file is a lazily loaded page: its first render may take a moment. */
const LOADED = { timeout: 5000 };

async function openSection(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }, LOADED));
}

// Each test drives a whole screen on a machine shared with other runs.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  requestBudget.reset();
  // Only Date is faked: timers stay real for user events and queries.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW_ISO));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('candidate file (/admin/recrutement/candidats/:id)', () => {
  it('reads the file by its encrypted id and shows identity, skills, availability and history', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({ 'GET /api/candidat/': () => ok(candidat()) });
    renderAt(FICHE);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mme Awa Diallo' }, LOADED),
    ).toBeVisible();
    const get = api.callsTo('GET', '/api/candidat/')[0];
    expect(decryptPathId(get?.path.split('/').at(-1))).toBe(12);
    expect(
      screen.getByText('Candidature reçue', { selector: '.mantine-Badge-label' }),
    ).toBeVisible();
    expect(screen.getByText('awa.diallo@exemple.fr')).toBeVisible();
    expect(screen.getByText('04/05/1990')).toBeVisible();
    expect(screen.getByText('3 rue des Lilas, 75020 Paris')).toBeVisible();

    await openSection(user, 'Compétences et informations complémentaires');
    expect(await screen.findByText('Entretien du domicile et repassage : Repassage')).toBeVisible();
    expect(
      screen.getByText(
        'Accompagnement des personnes dépendantes / auxiliaire de vie : Aide à la toilette',
      ),
    ).toBeVisible();
    expect(screen.getByText('Permis B').nextSibling).toHaveTextContent('Oui');
    expect(screen.getByText('Langues parlées').nextSibling).toHaveTextContent('Anglais, wolof');
    expect(screen.getByText('4 ans')).toBeVisible();

    await openSection(user, 'Disponibilités et transport');
    const slots = await screen.findAllByText(/^(Lun|Mer)\. /);
    expect(slots.map((slot) => slot.textContent)).toEqual([
      'Lun. 08:00 – 12:00',
      'Mer. 14:00 – 18:00',
    ]);
    expect(screen.getByText('Transports en commun')).toBeVisible();
    expect(screen.getByText('15 km')).toBeVisible();

    await openSection(user, 'Historique');
    const events = await screen.findAllByText(/^(Candidature déposée|Statut : À contacter)$/);
    expect(events.map((event) => event.textContent)).toEqual([
      'Statut : À contacter',
      'Candidature déposée',
    ]);
    expect(screen.getByText('5 mars 2026 à 09:00 · Lou Opérateur')).toBeVisible();
  });

  it('says so when the address is not a candidate id', async () => {
    signInOperator([2]);
    stubApi({});
    renderAt('/admin/recrutement/candidats/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien ne mène à aucune fiche candidat.',
    );
  });

  it('changes the status alone through candidat/update, and shows the API’s French refusal', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'POST /api/candidat/update': (call) =>
        (call.body as { statut_id: number }).statut_id === 5
          ? refusal(
              'STATUT_CHANGE_REFUSED',
              'Ce statut est donné par l’envoi du contrat de travail : envoyez le contrat.',
            )
          : ok(candidat({ statut_id: 2, statut: 'À contacter' })),
    });
    renderAt(FICHE);

    const form = await screen.findByRole('form', { name: 'Changer le statut' }, LOADED);
    await user.click(within(form).getByRole('button', { name: 'Changer le statut' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choisissez un autre statut que le statut actuel.',
    );
    expect(api.callsTo('POST', '/api/candidat/update')).toHaveLength(0);

    await user.click(within(form).getByRole('textbox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'Contrat à signer', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Changer le statut' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Ce statut est donné par l’envoi du contrat de travail : envoyez le contrat.',
    );

    await user.click(within(form).getByRole('textbox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'À contacter', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Changer le statut' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/update')).toHaveLength(2));
    // Only the status is sent: the rest of the file is left as recorded.
    expect(api.callsTo('POST', '/api/candidat/update').map((call) => call.body)).toEqual([
      { id: 12, statut_id: 5 },
      { id: 12, statut_id: 2 },
    ]);
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);
    expect(await screen.findByText('Statut enregistré.')).toBeVisible();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves an unfinished application (no address, no mobile) with its status alone', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const unfinished = { adresse: null, mobile: null, is_candidature_complete: false };
    let saved = candidat(unfinished);
    const api = stubApi({
      'GET /api/candidat/': () => ok(saved),
      'POST /api/candidat/update': (call) => {
        const { statut_id } = call.body as { statut_id: number };
        saved = candidat({ ...unfinished, statut_id, statut: 'À contacter' });
        return ok(saved);
      },
    });
    renderAt(FICHE);
    const form = await screen.findByRole('form', { name: 'Changer le statut' }, LOADED);
    await user.click(within(form).getByRole('textbox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'À contacter', hidden: true }));
    await user.click(within(form).getByRole('button', { name: 'Changer le statut' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/update')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/candidat/update')[0]?.body).toEqual({ id: 12, statut_id: 2 });
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Changer le statut' })).toBeEnabled(),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('plans an interview on the Paris clock and moves the status to "Entretien planifié"', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    let saved = candidat();
    const api = stubApi({
      'GET /api/candidat/': () => ok(saved),
      'POST /api/candidat/update': () => {
        saved = candidat({
          statut_id: 3,
          statut: 'Entretien planifié',
          entretien_at: '2026-03-20T13:30:00.000Z',
        });
        return ok(saved);
      },
    });
    renderAt(FICHE);
    expect(await screen.findByText('Aucun entretien planifié.', {}, LOADED)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Planifier un entretien' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Planifier l'entretien",
    });
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'entretien" }));
    expect(
      await within(dialog).findByText("Indiquez la date et l'heure de l'entretien."),
    ).toBeVisible();

    const field = within(dialog).getByLabelText(/Date et heure de l'entretien/);
    await user.type(field, '2026-03-20T14:30');
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'entretien" }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/update')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/candidat/update')[0]?.body).toEqual({
      id: 12,
      statut_id: 3,
      entretien_at: '2026-03-20T13:30:00.000Z',
    });
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);
    expect(await screen.findByText('Entretien prévu le 20 mars 2026 à 14:30')).toBeVisible();
  });

  it('mails the edit link with the recruiter’s message', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'POST /api/candidats/send-email-edit-candidature': () => ok({ message: 'Lien envoyé.' }),
    });
    renderAt(FICHE);
    await user.click(
      await screen.findByRole('button', { name: 'Envoyer le lien de modification' }, LOADED),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText('Message au candidat (facultatif)'),
      'Ajoutez votre RIB.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/candidats/send-email-edit-candidature').map((c) => c.body),
      ).toEqual([{ candidat_id: 12, message: 'Ajoutez votre RIB.' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why a file is not deleted (409), and goes back to the list once deleted', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    let deletable = false;
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'DELETE /api/candidat/delete/': () =>
        deletable
          ? ok({ id: 12, deleted: true })
          : refusal(
              'CANDIDAT_HAS_INTERVENTIONS',
              'Mme Awa Diallo a une intervention : sa fiche ne peut pas être supprimée, désactivez-la.',
            ),
    });
    const { router } = renderAt(FICHE);
    await user.click(await screen.findByRole('button', { name: 'Supprimer la fiche' }, LOADED));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Mme Awa Diallo a une intervention : sa fiche ne peut pas être supprimée, désactivez-la.',
    );
    const path = api.callsTo('DELETE', '/api/candidat/delete/')[0]?.path;
    expect(decryptPathId(path?.split('/').at(-1))).toBe(12);

    deletable = true;
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/recrutement/candidats'),
    );
  });

  it('deactivates a file and makes it active again', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    let saved = candidat({ statut_id: 6, statut: 'Agent actif' });
    const api = stubApi({
      'GET /api/candidat/': () => ok(saved),
      'POST /api/candidat/update': (call) => {
        saved = { ...saved, is_active: (call.body as { is_active: boolean }).is_active };
        return ok(saved);
      },
    });
    renderAt(FICHE);
    await user.click(await screen.findByRole('button', { name: 'Désactiver la fiche' }, LOADED));
    expect(
      await screen.findByText('Fiche désactivée', { selector: '.mantine-Badge-label' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réactiver la fiche' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/update')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/candidat/update').map((call) => call.body)).toEqual([
      { id: 12, is_active: false },
      { id: 12, is_active: true },
    ]);
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Désactiver la fiche' })).toBeVisible();
  });

  it('edits the identity and address through candidat/save, with the API’s field messages', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    let calls = 0;
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'POST /api/candidat/save': () =>
        ++calls === 1
          ? json(
              {
                success: false,
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Certains champs sont invalides.',
                  fields: { mobile: ['Numéro de téléphone français attendu.'] },
                },
              },
              400,
            )
          : ok(candidat({ nom: 'Diallo-Sow' })),
    });
    renderAt(FICHE);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }, LOADED));
    const form = screen.getByRole('form', { name: "Modifier l'identité et l'adresse" });
    const nom = within(form).getByRole('textbox', { name: 'Nom' });
    await user.clear(nom);
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Ce champ est obligatoire.')).toBeVisible();
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);

    await user.type(nom, 'Diallo-Sow');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Numéro de téléphone français attendu.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/candidat/save')[1]?.body).toMatchObject({
      id: 12,
      nom: 'Diallo-Sow',
      prenom: 'Awa',
      adresse: '3 rue des Lilas',
      statut_id: 1,
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: "Modifier l'identité et l'adresse" }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('skills and read-only access', () => {
  it('edits services, finer skills, extra information and experience', async () => {
    const user = userEvent.setup();
    signInOperator([1]);
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'POST /api/candidat/save': () => ok(candidat()),
    });
    renderAt(FICHE);
    await openSection(user, 'Compétences et informations complémentaires');
    const section = await screen.findByRole('region', {
      name: 'Compétences et informations complémentaires',
    });
    await user.click(within(section).getByRole('button', { name: 'Modifier' }));
    const form = within(section).getByRole('form', { name: 'Modifier les compétences' });
    await user.click(
      within(form).getByRole('checkbox', { name: 'Entretien du domicile et repassage' }),
    );
    await user.click(
      within(form).getByRole('checkbox', {
        name: 'Accompagnement des personnes dépendantes / auxiliaire de vie',
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Choisissez au moins un service.')).toBeVisible();
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'Baby-sitting' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Aide aux devoirs' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Permis B' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Non-fumeur' }));
    const experience = within(form).getByLabelText("Années d'expérience");
    await user.clear(experience);
    await user.type(experience, '6');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/candidat/save')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 12,
      statut_id: 1,
      services: [3],
      // Repassage and Aide à la toilette left with their services.
      competence_ids: [9],
      experience_annees: 6,
    });
    // Permis B unticked, Non-fumeur ticked: written as the application form writes them.
    expect(body.infos_supp).toEqual([
      { info_supp_id: 4, valeur: 'oui' },
      { info_supp_id: 6, valeur: 'Anglais, wolof' },
    ]);
  });

  it('edits the weekly slots, the way of travelling and the distance', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'POST /api/candidat/save': () => ok(candidat()),
    });
    renderAt(FICHE);
    await openSection(user, 'Disponibilités et transport');
    const section = await screen.findByRole('region', { name: 'Disponibilités et transport' });
    await user.click(within(section).getByRole('button', { name: 'Modifier' }));
    const form = within(section).getByRole('form', { name: 'Modifier les disponibilités' });
    await user.click(within(form).getByRole('button', { name: 'Retirer le créneau 2' }));
    await user.click(within(form).getByRole('button', { name: 'Ajouter un créneau' }));
    await pick(user, within(form).getByRole('textbox', { name: 'Fin du créneau 2' }), '08:00');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(form).findByText('La fin de chaque créneau doit suivre son début.'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);

    await pick(user, within(form).getByRole('textbox', { name: 'Fin du créneau 2' }), '12:30');
    await user.click(within(form).getByRole('radio', { name: 'Voiture' }));
    const rayon = within(form).getByLabelText('Distance acceptée (km)');
    await user.clear(rayon);
    await user.type(rayon, '30');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/candidat/save')[0]?.body).toMatchObject({
      id: 12,
      disponibilites: [
        { day: 3, time_debut: '14:00', time_fin: '18:00' },
        { day: 1, time_debut: '09:00', time_fin: '12:30' },
      ],
      transport_type_id: 3,
      rayon_km: 30,
    });
  });

  it('offers no action to an operator outside the recruitment team', async () => {
    const user = userEvent.setup();
    signInOperator([4]);
    stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'GET /api/candidats/documents/': () => ok([document()], 'documents'),
    });
    renderAt(FICHE);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mme Awa Diallo' }, LOADED),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Changer le statut' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer la fiche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    await openSection(user, 'Documents');
    expect(await screen.findByRole('button', { name: 'Ouvrir CV (cv-awa.pdf)' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Supprimer CV (cv-awa.pdf)' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Déposer un document' })).not.toBeInTheDocument();
  });
});

describe('candidate documents', () => {
  it('opens a document through a minted link, shows a refused deletion, and marks the documents checked', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const tab = stubWindowOpen();
    let saved = candidat();
    const api = stubApi({
      'GET /api/candidat/': () => ok(saved),
      'GET /api/candidats/documents/': () =>
        ok(
          [
            document(),
            document({
              id: 52,
              document_type_id: 6,
              document_type: 'Fiche de paie',
              libelle: 'Paie février',
              filename: 'paie.pdf',
              date_document: '2026-02-01',
            }),
          ],
          'documents',
        ),
      'GET /api/documents/link': fileLink,
      'DELETE /api/candidats/documents/delete/': () =>
        refusal('DOCUMENT_PROTECTED', 'Une fiche de paie ne se supprime pas.'),
      'POST /api/candidat/update': () => {
        saved = candidat({ documents_verifies_at: '2026-03-18T09:00:00.000Z' });
        return ok(saved);
      },
    });
    renderAt(FICHE);
    await openSection(user, 'Documents');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(documents).findByText('CV (cv-awa.pdf)')).toBeVisible();
    expect(within(documents).getByText('Paie février')).toBeVisible();
    expect(within(documents).getByText('Fiche de paie · 01/02/2026')).toBeVisible();

    await user.click(within(documents).getByRole('button', { name: 'Ouvrir CV (cv-awa.pdf)' }));
    await waitFor(() => expect(tab.location.href).toContain('/uploads/serve-file/abc?grant=xyz'));
    expect(api.callsTo('GET', '/api/documents/link')[0]?.path).toBe(
      '/api/documents/link?document_type_id=1&filename=cv-abc.pdf&is_download=false',
    );

    await user.click(within(documents).getByRole('button', { name: 'Supprimer Paie février' }));
    expect(await within(documents).findByRole('alert')).toHaveTextContent(
      'Une fiche de paie ne se supprime pas.',
    );
    const deleted = api.callsTo('DELETE', '/api/candidats/documents/delete/')[0]?.path;
    expect(decryptPathId(deleted?.split('/').at(-1))).toBe(52);

    expect(within(documents).getByText('Documents pas encore vérifiés.')).toBeVisible();
    await user.click(within(documents).getByRole('button', { name: 'Documents vérifiés' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/update')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/candidat/update')[0]?.body).toEqual({
      id: 12,
      documents_verifies: true,
    });
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);
    expect(
      await within(documents).findByText('Documents vérifiés le 18 mars 2026 à 10:00'),
    ).toBeVisible();
  });

  it('files a payslip for the agent with its month (multipart)', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'GET /api/candidats/documents/': () => ok([], 'documents'),
      'POST /api/candidats/documents/upload': () => ok(document({ id: 53 }), 'data'),
    });
    renderAt(FICHE);
    await openSection(user, 'Documents');
    const form = await screen.findByRole('form', { name: 'Déposer un document' });
    await user.click(within(form).getByRole('button', { name: 'Déposer le document' }));
    expect(await within(form).findByText('Choisissez un fichier.')).toBeVisible();
    expect(within(form).getByText('Indiquez le mois de la fiche de paie.')).toBeVisible();
    expect(api.callsTo('POST', '/api/candidats/documents/upload')).toHaveLength(0);

    const file = new File(['%PDF-1.4'], 'paie-mars.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/Fichier/), file);
    await user.type(within(form).getByLabelText(/Mois de la fiche de paie/), '2026-03');
    await user.type(within(form).getByLabelText('Libellé (facultatif)'), 'Paie mars');
    await user.click(within(form).getByRole('button', { name: 'Déposer le document' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/candidats/documents/upload').map((c) => c.body)).toEqual([
        {
          candidat_id: '12',
          document_type_id: '6',
          libelle: 'Paie mars',
          date_document: '2026-03-01',
          file: 'file:paie-mars.pdf',
        },
      ]),
    );
  });
});

describe('work contract', () => {
  it('sends a CDD with its end date, hours and gross hourly rate typed the French way', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'GET /api/candidats/contrats/': () => ok([]),
      'POST /api/candidats/send-contrat-travail': () => ok(document({ id: 61 }), 'data'),
    });
    renderAt(FICHE);
    await openSection(user, 'Contrat de travail');
    expect(await screen.findByText('Aucun contrat envoyé.')).toBeVisible();
    const list = api.callsTo('GET', '/api/candidats/contrats/')[0]?.path;
    expect(decryptPathId(list?.split('/').at(-1))).toBe(12);

    await user.click(screen.getByRole('button', { name: 'Envoyer un contrat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer le contrat de travail' });
    await user.click(within(dialog).getByRole('radio', { name: 'CDD' }));
    await user.type(within(dialog).getByLabelText(/Date de début/), '2026-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le contrat' }));
    expect(await within(dialog).findByText('Un CDD a une date de fin.')).toBeVisible();
    expect(api.callsTo('POST', '/api/candidats/send-contrat-travail')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Date de fin/), '2026-09-30');
    await user.type(within(dialog).getByLabelText(/Heures par semaine/), '24,5');
    await user.type(within(dialog).getByLabelText(/Taux horaire brut/), '12,30');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le contrat' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/candidats/send-contrat-travail').map((c) => c.body)).toEqual(
        [
          {
            candidat_id: 12,
            type_contrat: 'CDD',
            date_debut: '2026-04-01',
            date_fin: '2026-09-30',
            nb_heures_hebdo: 24.5,
            taux_horaire_brut: 12.3,
          },
        ],
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists a contract signed by the candidate and countersigns it with a typed name and consent', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    let signed = false;
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'GET /api/candidats/contrats/': () =>
        ok([
          signed
            ? contrat({
                statut: 'contresigne',
                statut_label: 'Signé',
                countersigned_at: NOW_ISO,
                countersigner_name: 'Lou Opérateur',
              })
            : contrat(),
        ]),
      'POST /api/candidats/save-contrat-travail-contresigne': () => {
        signed = true;
        return ok(document({ id: 61 }), 'data');
      },
    });
    renderAt(FICHE);
    await openSection(user, 'Contrat de travail');
    expect(await screen.findByText('CDD du 01/04/2026 au 30/09/2026')).toBeVisible();
    expect(screen.getByText('À contresigner par l’agence')).toBeVisible();
    expect(screen.getByText(/24,5 h par semaine · 12,30\s€ brut de l'heure/)).toBeVisible();
    expect(screen.getByText(/Signé par le candidat le 14\/03\/2026 \(Awa Diallo\)/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Contresigner' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Contresigner le contrat de travail',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Contresigner le contrat' }));
    expect(await within(dialog).findByText('Écrivez votre nom pour signer.')).toBeVisible();
    expect(within(dialog).getByText('Cochez la case pour contresigner.')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Nom et prénom du signataire/), 'Lou Opérateur');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: "Je contresigne ce contrat au nom de l'agence.",
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Contresigner le contrat' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST', '/api/candidats/save-contrat-travail-contresigne').map((c) => c.body),
      ).toEqual([{ document_id: 61, signature_text: 'Lou Opérateur', accept_conditions: true }]),
    );
    expect(await screen.findByText('Signé')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Contresigner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler le contrat' })).not.toBeInTheDocument();
  });

  it('cancels a contract waiting for the candidate, and shows a refusal in French', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'GET /api/candidats/contrats/': () =>
        ok([contrat({ statut: 'en_attente_signature', signed_at: null, signer_name: null })]),
      'POST /api/candidats/contrats/annuler': () =>
        refusal('ALREADY_SIGNED', 'Ce contrat est déjà contresigné.'),
    });
    renderAt(FICHE);
    await openSection(user, 'Contrat de travail');
    expect(await screen.findByText('À signer par le candidat')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Contresigner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler le contrat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler le contrat de travail' });
    await user.type(within(dialog).getByLabelText('Motif (facultatif)'), 'Le candidat renonce');
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ce contrat est déjà contresigné.',
    );
    expect(api.callsTo('POST', '/api/candidats/contrats/annuler')[0]?.body).toEqual({
      contrat_id: 81,
      motif: 'Le candidat renonce',
    });
  });
});

describe('review (bilan)', () => {
  it('reads the current year by default, then another period, and exports as PDF and CSV', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const tab = stubWindowOpen();
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'POST /api/candidat/bilan-export': (call) => {
        const format = (call.body as { format: string }).format;
        return ok({
          document_type_id: 8,
          filename: `bilan-12.${format}`,
          mime_type: format === 'pdf' ? 'application/pdf' : 'text/csv',
          client_id: null,
          candidat_id: 12,
        });
      },
      'POST /api/candidat/bilan': (call) => {
        const body = call.body as { date_debut: string; date_fin: string };
        return ok({
          candidat_id: 12,
          ...body,
          nb_interventions: 31,
          nb_heures: 62.5,
          nb_heures_weekend: 4,
          nb_annulations: 1,
          nb_absences: 2,
          nb_retards: 0,
          nb_jours_conges: 5,
          note_moyenne: 4.6,
        });
      },
      'GET /api/documents/link': fileLink,
    });
    renderAt(FICHE);
    await openSection(user, 'Bilan');
    expect(await screen.findByText('Activité du 01/01/2026 au 31/12/2026')).toBeVisible();
    expect(api.callsTo('POST', '/api/candidat/bilan')[0]?.body).toEqual({
      candidat_id: 12,
      date_debut: '2026-01-01',
      date_fin: '2026-12-31',
    });
    expect(screen.getByText('Heures travaillées').nextSibling).toHaveTextContent('62,5 h');
    expect(screen.getByText('Note moyenne').nextSibling).toHaveTextContent('4,6 / 5');
    expect(screen.getByText('Retards').nextSibling).toHaveTextContent('0');

    const to = screen.getByLabelText('Au');
    await user.clear(to);
    await user.type(to, '2026-03-31');
    expect(await screen.findByText('Activité du 01/01/2026 au 31/03/2026')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Exporter le bilan en PDF' }));
    await waitFor(() => expect(tab.location.href).toContain('/uploads/serve-file/abc?grant=xyz'));
    expect(api.callsTo('POST', '/api/candidat/bilan-export')[0]?.body).toEqual({
      candidat_id: 12,
      date_debut: '2026-01-01',
      date_fin: '2026-03-31',
      format: 'pdf',
    });
    expect(api.callsTo('GET', '/api/documents/link')[0]?.path).toBe(
      '/api/documents/link?document_type_id=8&filename=bilan-12.pdf&is_download=false',
    );

    await user.click(screen.getByRole('button', { name: 'Exporter le bilan en CSV' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/documents/link')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/documents/link')[1]?.path).toBe(
      '/api/documents/link?document_type_id=8&filename=bilan-12.csv&is_download=true',
    );
    expect(screen.getByRole('button', { name: 'Exporter le bilan en Excel' })).toBeEnabled();
  });
});

describe('comments', () => {
  it('adds a comment alone through candidat/update and deletes one by its encrypted id', async () => {
    const user = userEvent.setup();
    signInOperator([2]);
    const api = stubApi({
      'GET /api/candidat/': () => ok(candidat()),
      'POST /api/candidat/update': () => ok(candidat()),
      'DELETE /api/candidats/commentaires/delete/': () => ok({ id: 71, deleted: true }),
    });
    renderAt(FICHE);
    await openSection(user, 'Commentaires');
    expect(await screen.findByText('Très motivée au téléphone.')).toBeVisible();
    expect(screen.getByText('Lou Opérateur, le 10 mars 2026 à 11:15')).toBeVisible();

    const form = screen.getByRole('form', { name: 'Nouveau commentaire' });
    await user.click(within(form).getByRole('button', { name: 'Ajouter le commentaire' }));
    expect(await within(form).findByText('Écrivez le commentaire.')).toBeVisible();
    await user.type(within(form).getByLabelText('Nouveau commentaire'), 'Rappeler jeudi.');
    await user.click(within(form).getByRole('button', { name: 'Ajouter le commentaire' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/candidat/update')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/candidat/update')[0]?.body).toEqual({
      id: 12,
      commentaire: 'Rappeler jeudi.',
    });
    expect(api.callsTo('POST', '/api/candidat/save')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Supprimer le commentaire du 10 mars 2026 à 11:15' }),
    );
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/candidats/commentaires/delete/')).toHaveLength(1),
    );
    const path = api.callsTo('DELETE', '/api/candidats/commentaires/delete/')[0]?.path;
    expect(decryptPathId(path?.split('/').at(-1))).toBe(71);
  });
});
