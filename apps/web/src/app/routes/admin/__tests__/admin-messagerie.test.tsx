import '../../../../test/setup.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  conversation,
  currentPathname,
  detail,
  message,
  ok,
  page,
  renderScreen,
  signIn,
  stubApi,
} from '../../../../components/conversation/__tests__/fixtures.tsx';
import { requestBudget } from '../../../../lib/api-client.ts';
import { decryptPathId, encryptPathId } from '../../../../lib/path-id.ts';
import { dispatchRealtimeEvent } from '../../../../lib/realtime.ts';
import { AdminMessageriePage } from '../admin-messagerie-page.tsx';
import {
  ok as harnessOk,
  renderAt as renderApp,
  signInOperator,
  stubApi as stubJsonApi,
} from '../../../../test/back-office.tsx';

const PATTERNS = ['/admin/messagerie', '/admin/messagerie/:id'] as const;
const LIST = '/api/messagerie/conversations?';

function operator(roles: number[]) {
  return signIn({
    id: 7,
    name: 'Lou Opérateur',
    roles_ids: roles,
    user_role_id: roles[0] ?? 3,
    client_id: null,
    candidat_id: null,
  });
}

function renderAt(path: string) {
  return renderScreen(<AdminMessageriePage />, path, PATTERNS);
}

const martin = conversation({
  id: 12,
  kind: 'client',
  client_id: 3,
  interlocuteur: 'Mme Lou Martin',
  subject: 'Horaires de mars',
  non_lus: 3,
});
const durand = conversation({
  id: 14,
  kind: 'agent',
  client_id: null,
  candidat_id: 5,
  interlocuteur: 'Paul Durand',
  subject: null,
  non_lus: 0,
});

// Whole screens typed into on a shared machine: more time than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  requestBudget.reset();
  vi.unstubAllGlobals();
});

/** The query of the last list call, as an object. */
function lastListQuery(api: ReturnType<typeof stubApi>) {
  const calls = api.callsTo('GET', LIST);
  const last = calls[calls.length - 1];
  return Object.fromEntries(new URLSearchParams(last?.path.split('?')[1] ?? ''));
}

describe('/admin/messagerie: the operators’ conversations', () => {
  it('an operator handling clients and agents filters by read state, kind and name', async () => {
    operator([2, 3]);
    const api = stubApi({ [`GET ${LIST}`]: () => ok(page([martin, durand])) });
    const user = userEvent.setup();
    renderAt('/admin/messagerie');
    const list = await screen.findByRole('region', { name: 'Conversations' });
    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Mme Lou Martin');
    expect(links[0]).toHaveTextContent('Client · Horaires de mars');
    expect(within(links[0] as HTMLElement).getByText('3 messages non lus')).toBeInTheDocument();
    expect(links[1]).toHaveTextContent('Agent · Conversation avec Maisonnée');
    expect(lastListQuery(api)).toEqual({ page: '1' });

    await user.click(screen.getByRole('radio', { name: 'Non lues' }));
    await waitFor(() => expect(lastListQuery(api)).toEqual({ page: '1', non_lues: 'true' }));

    await user.click(screen.getByRole('radio', { name: 'Agents' }));
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({ page: '1', non_lues: 'true', kind: 'agent' }),
    );

    await user.type(screen.getByLabelText('Rechercher par nom'), 'Durand');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        page: '1',
        non_lues: 'true',
        kind: 'agent',
        q: 'Durand',
      }),
    );

    await user.click(screen.getByRole('radio', { name: 'Toutes' }));
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({ page: '1', kind: 'agent', q: 'Durand' }),
    );
  });

  it('an accountant, who handles only clients, gets no kind filter', async () => {
    operator([4]);
    stubApi({ [`GET ${LIST}`]: () => ok(page([martin])) });
    renderAt('/admin/messagerie');
    const list = await screen.findByRole('region', { name: 'Conversations' });
    await within(list).findByText('Mme Lou Martin');
    expect(screen.getByRole('radio', { name: 'Non lues' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Agents' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Écrire à un client' })).toBeInTheDocument();
  });

  it('the thread names the client, links to its file, and is refreshed by a realtime message', async () => {
    operator([3]);
    let messages = [
      message({
        id: 100,
        body: 'Bonjour, pouvez-vous décaler ?',
        is_mine: false,
        auteur: { user_id: 30, nom: 'Mme Lou Martin', is_agence: false },
      }),
    ];
    const api = stubApi({
      [`GET ${LIST}`]: () => ok(page([martin])),
      'GET /api/messagerie/conversations/:12': () => ok(detail(messages, { conversation: martin })),
      'POST /api/messagerie/conversations/:12/read': () => ok({ conversations: 0, messages: 0 }),
    });
    renderAt(`/admin/messagerie/${encryptPathId(12)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(
      await within(thread).findByRole('heading', { name: 'Mme Lou Martin' }),
    ).toBeInTheDocument();
    const file = within(thread).getByRole('link', { name: 'Voir la fiche client' });
    expect(file.getAttribute('href')).toMatch(/^\/admin\/clients\//);
    expect(decryptPathId(file.getAttribute('href')?.split('/').pop())).toBe(3);
    expect(within(thread).getByText('Bonjour, pouvez-vous décaler ?')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messagerie/conversations/:12/read')).toHaveLength(1),
    );

    messages = [
      ...messages,
      message({
        id: 101,
        body: 'Et le jeudi ?',
        auteur: { user_id: 30, nom: 'Mme Lou Martin', is_agence: false },
        created_at: '2026-03-18T10:00:00.000Z',
      }),
    ];
    act(() =>
      dispatchRealtimeEvent({ type: 'message', data: { conversation_id: 12, message_id: 101 } }),
    );
    expect(await within(thread).findByText('Et le jeudi ?')).toBeInTheDocument();
  });

  it('opens the conversation of a notification’s landing page, whose id is plain', async () => {
    operator([3]);
    const api = stubApi({
      [`GET ${LIST}`]: () => ok(page([martin])),
      'GET /api/messagerie/conversations/:12': () =>
        ok(detail([message({ body: 'Depuis la notification' })], { conversation: martin })),
      'POST /api/messagerie/conversations/:12/read': () => ok({ conversations: 0, messages: 0 }),
    });
    renderAt('/admin/messagerie/12');
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(thread).findByText('Depuis la notification')).toBeInTheDocument();
    // The API is called with the id encrypted, as the contract says.
    expect(api.callsTo('GET', '/api/messagerie/conversations/:12')).toHaveLength(1);
  });

  it('an agent’s thread links to the candidate file', async () => {
    operator([2]);
    stubApi({
      [`GET ${LIST}`]: () => ok(page([durand])),
      'GET /api/messagerie/conversations/:14': () =>
        ok(detail([message({ id: 1, conversation_id: 14 })], { conversation: durand })),
      'POST /api/messagerie/conversations/:14/read': () => ok({ conversations: 0, messages: 0 }),
    });
    renderAt(`/admin/messagerie/${encryptPathId(14)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(
      await within(thread).findByRole('link', { name: 'Voir la fiche agent' }),
    ).toHaveAttribute('href', '/admin/recrutement/candidats/5');
  });

  it('writes to a client found by name and opens the new conversation', async () => {
    operator([1]);
    const created = detail([message({ id: 500, is_mine: true, body: 'Votre devis est prêt' })], {
      conversation: conversation({ id: 41, interlocuteur: 'Mme Lou Martin' }),
    });
    const api = stubApi({
      [`GET ${LIST}`]: () => ok(page([])),
      'POST /api/clients/search': () =>
        ok(
          page([
            {
              id: 3,
              civilite: 'Mme',
              nom: 'Martin',
              prenom: 'Lou',
              email: 'lou@exemple.fr',
              mobile: null,
              codep: '75004',
              ville: 'Paris',
              statut_id: 2,
              statut: 'Client actif',
              is_active: true,
              created_at: '2026-01-01T00:00:00.000Z',
              mutuelle: null,
            },
          ]),
        ),
      'POST /api/messagerie/conversations': () => ok(created),
      'GET /api/messagerie/conversations/:41': () => ok(created),
      'POST /api/messagerie/conversations/:41/read': () => ok({ conversations: 0, messages: 0 }),
    });
    const user = userEvent.setup();
    renderAt('/admin/messagerie');
    await user.click(await screen.findByRole('button', { name: 'Écrire à un client / un agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau message' });
    expect(within(dialog).getByRole('radio', { name: 'Un client' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/Votre message/), 'Votre devis est prêt');
    // No recipient chosen yet: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByText('Choisissez le destinataire du message.')).toBeVisible();
    expect(api.callsTo('POST', '/api/messagerie/conversations')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nom du destinataire'), 'Martin');
    await user.click(within(dialog).getByRole('button', { name: 'Chercher' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Mme Lou Martin' }));
    expect(api.callsTo('POST', '/api/clients/search')[0]?.body).toMatchObject({ q: 'Martin' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(currentPathname()).toBe('/admin/messagerie/:41'));
    expect(api.callsTo('POST', '/api/messagerie/conversations')[0]?.body).toEqual({
      body: 'Votre devis est prêt',
      client_id: 3,
    });
  });

  it('writes to an agent through the candidates’ name search', async () => {
    operator([2]);
    const api = stubApi({
      [`GET ${LIST}`]: () => ok(page([])),
      'POST /api/candidat/name': () =>
        ok([
          {
            id: 5,
            civilite: 'M.',
            nom: 'Durand',
            prenom: 'Paul',
            email: 'paul@exemple.fr',
            mobile: null,
            codep: '69001',
            ville: 'Lyon',
            statut_id: 1,
            statut: 'Agent',
            is_active: true,
            created_at: '2026-01-01T00:00:00.000Z',
            services: [],
            note_moyenne: null,
          },
        ]),
      'POST /api/messagerie/conversations': () =>
        ok(detail([], { conversation: conversation({ id: 42, kind: 'agent' }) })),
    });
    const user = userEvent.setup();
    renderAt('/admin/messagerie');
    await user.click(await screen.findByRole('button', { name: 'Écrire à un agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau message' });
    expect(within(dialog).queryByRole('radio', { name: 'Un client' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nom du destinataire'), 'Durand{Enter}');
    await user.click(await within(dialog).findByRole('radio', { name: 'M. Paul Durand' }));
    await user.type(within(dialog).getByLabelText('Objet (facultatif)'), 'Planning');
    await user.type(within(dialog).getByLabelText(/Votre message/), 'Êtes-vous libre lundi ?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messagerie/conversations')[0]?.body).toEqual({
        subject: 'Planning',
        body: 'Êtes-vous libre lundi ?',
        candidat_id: 5,
      }),
    );
    expect(api.callsTo('POST', '/api/candidat/name')[0]?.body).toEqual({ name: 'Durand' });
  });
});

describe('the back office offers the messaging to every operator role', () => {
  it.each([[1], [2], [3], [4]])('role %i gets the « Messagerie » section', async (role) => {
    signInOperator([role]);
    stubJsonApi({
      'GET /api/messagerie/': () => harnessOk(page([])),
      'GET /api/clients/client-statuts': () => harnessOk([]),
      'GET /api/client-cockpit/commercial/counts': () =>
        harnessOk({ ouvertes: 0, mes_taches: 0, non_affectees: 0, par_type: {} }),
      'POST /api/client-cockpit/commercial?': () => harnessOk(page([])),
    });
    renderApp('/admin/messagerie');
    const nav = await screen.findByRole('navigation', { name: 'Sections du back-office' });
    const link = within(nav).getByRole('link', { name: /^Messagerie/ });
    expect(link).toHaveAttribute('href', '/admin/messagerie');
    expect(await screen.findByRole('heading', { level: 2, name: 'Messagerie' })).toBeVisible();
  });
});
