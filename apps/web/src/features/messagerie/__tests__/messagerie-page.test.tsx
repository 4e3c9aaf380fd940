import '../../../test/setup.ts';
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
  refusal,
  renderScreen,
  signIn,
  stubApi,
} from '../../../components/conversation/__tests__/fixtures.tsx';
import type { Message } from '../../../components/conversation/api.ts';
import { requestBudget } from '../../../lib/api-client.ts';
import { decryptPathId, encryptPathId } from '../../../lib/path-id.ts';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { storedDocument } from '../../../test/documents.ts';
import { MessageriePage } from '../pages/messagerie-page.tsx';

const PATTERNS = ['/messagerie', '/messagerie/:id'] as const;
const THREAD = '/api/messagerie/conversations/:12';

function renderAt(path: string) {
  return renderScreen(<MessageriePage />, path, PATTERNS);
}

const unreadCounts = () => ok({ conversations: 0, messages: 0 });

// Whole screens typed into on a shared machine: more time than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  requestBudget.reset();
  vi.unstubAllGlobals();
});

describe('/messagerie: the list of a client’s conversations', () => {
  it('shows each conversation with its subject, last message, date and unread badge', async () => {
    signIn();
    const api = stubApi({
      'GET /api/messagerie/conversations?': () =>
        ok(
          page([
            conversation({ id: 12, subject: null, non_lus: 2 }),
            conversation({
              id: 13,
              subject: 'Facture de mars',
              dernier_message: {
                body: 'Merci pour la facture',
                created_at: '2026-03-02T10:00:00.000Z',
                is_mine: true,
              },
              last_message_at: '2026-03-02T10:00:00.000Z',
            }),
          ]),
        ),
    });
    renderAt('/messagerie');
    const list = await screen.findByRole('region', { name: 'Conversations' });
    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(2);
    const first = links[0] as HTMLElement;
    expect(within(first).getByText('Conversation avec Maisonnée')).toBeInTheDocument();
    expect(within(first).getByText('Bonjour, à quelle heure ?')).toBeInTheDocument();
    expect(within(first).getByText('2 messages non lus')).toBeInTheDocument();
    expect(decryptPathId(first.getAttribute('href')?.split('/').pop())).toBe(12);
    const second = links[1] as HTMLElement;
    expect(within(second).getByText('Facture de mars')).toBeInTheDocument();
    expect(within(second).getByText('Vous : Merci pour la facture')).toBeInTheDocument();
    expect(within(second).getByText('02/03/2026')).toBeInTheDocument();
    expect(within(second).queryByText(/non lu/)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/messagerie/conversations?page=1')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Nouveau message' })).toBeInTheDocument();
  });

  it('a client writes a new message about one of its missions and lands in the thread', async () => {
    signIn();
    const created = detail([message({ id: 200, is_mine: true, body: 'Pouvez-vous venir ?' })], {
      conversation: conversation({ id: 40, subject: 'Horaires' }),
    });
    const api = stubApi({
      'GET /api/messagerie/conversations?': () => ok(page([])),
      'GET /api/missions/missions-actives/': () =>
        ok([
          {
            id: 5,
            client_besoin_skill_id: 1,
            reference: null,
            date_debut: '2026-02-01',
          },
        ]),
      'POST /api/messagerie/conversations': () => ok(created),
      'GET /api/messagerie/conversations/:40': () => ok(created),
      'POST /api/messagerie/conversations/:40/read': unreadCounts,
    });
    const user = userEvent.setup();
    renderAt('/messagerie');
    await user.click(await screen.findByRole('button', { name: 'Nouveau message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau message à Maisonnée' });
    const mission = within(dialog).getByLabelText('Mission concernée (facultatif)');
    await waitFor(() => expect(within(mission).getAllByRole('option')).toHaveLength(2));
    // Sending without a message is refused before any call.
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await within(dialog).findByText('Écrivez votre message avant de l’envoyer.'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/messagerie/conversations')).toHaveLength(0);

    await user.selectOptions(mission, '5');
    await user.type(within(dialog).getByLabelText('Objet (facultatif)'), 'Horaires');
    await user.type(within(dialog).getByLabelText(/Votre message/), 'Pouvez-vous venir ?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(currentPathname()).toBe('/messagerie/:40'));
    expect(api.callsTo('POST', '/api/messagerie/conversations')[0]?.body).toEqual({
      subject: 'Horaires',
      mission_id: 5,
      body: 'Pouvez-vous venir ?',
    });
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(within(thread).getByText('Pouvez-vous venir ?')).toBeInTheDocument();
  });
});

describe('/messagerie/:id: a conversation', () => {
  it('shows the messages oldest first, marks the thread read, and loads older ones', async () => {
    signIn();
    const older = detail(
      [message({ id: 50, body: 'Tout premier message', created_at: '2026-03-01T08:00:00.000Z' })],
      { has_more: false },
    );
    const api = stubApi({
      'GET /api/messagerie/conversations?': () => ok(page([conversation({ non_lus: 1 })])),
      [`GET ${THREAD}?before=100`]: () => ok(older),
      [`GET ${THREAD}`]: () =>
        ok(
          detail(
            [
              message({ id: 100, body: 'Bonjour, Maisonnée à votre écoute' }),
              message({
                id: 101,
                is_mine: true,
                auteur: { user_id: 7, nom: 'Lou Martin', is_agence: false },
                body: 'Merci !',
                created_at: '2026-03-18T09:05:00.000Z',
              }),
            ],
            { has_more: true },
          ),
        ),
      [`POST ${THREAD}/read`]: unreadCounts,
    });
    const user = userEvent.setup();
    renderAt(`/messagerie/${encryptPathId(12)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const items = await within(thread).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bonjour, Maisonnée à votre écoute');
    expect(items[0]).toHaveTextContent('Maisonnée');
    expect(items[1]).toHaveTextContent('Merci !');
    expect(items[1]).toHaveTextContent('Vous');
    await waitFor(() => expect(api.callsTo('POST', `${THREAD}/read`)).toHaveLength(1));

    await user.click(
      within(thread).getByRole('button', { name: 'Charger les messages précédents' }),
    );
    await waitFor(() =>
      expect(within(thread).getAllByRole('listitem')[0]).toHaveTextContent('Tout premier message'),
    );
    expect(
      within(thread).queryByRole('button', { name: 'Charger les messages précédents' }),
    ).not.toBeInTheDocument();
  });

  it('sends the message and its attachment as one multipart call, then shows it', async () => {
    signIn();
    const sent = message({
      id: 300,
      is_mine: true,
      body: 'Voici mon attestation',
      piece_jointe: null,
    });
    let answered = [message({ id: 100 })];
    const api = stubApi({
      'GET /api/messagerie/conversations?': () => ok(page([conversation()])),
      [`GET ${THREAD}`]: () => ok(detail(answered)),
      [`POST ${THREAD}/read`]: unreadCounts,
      [`POST ${THREAD}/messages`]: () => {
        answered = [...answered, sent];
        return ok(sent);
      },
    });
    const user = userEvent.setup();
    renderAt(`/messagerie/${encryptPathId(12)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const file = new File(['%PDF-1.4'], 'attestation.pdf', { type: 'application/pdf' });
    await user.upload(await within(thread).findByLabelText(/Joindre un fichier/), file);
    expect(within(thread).getByText('attestation.pdf')).toBeInTheDocument();
    await user.type(within(thread).getByLabelText(/Votre message/), 'Voici mon attestation');
    await user.click(within(thread).getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(api.callsTo('POST', `${THREAD}/messages`)).toHaveLength(1));
    const form = api.callsTo('POST', `${THREAD}/messages`)[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('body')).toBe('Voici mon attestation');
    const part = form.get('piece_jointe') as File;
    expect(part.name).toBe('attestation.pdf');
    expect(part.type).toBe('application/pdf');
    // The thread is asked again and shows the message; the box is emptied.
    expect(await within(thread).findByText('Voici mon attestation')).toBeInTheDocument();
    expect(within(thread).getByLabelText(/Votre message/)).toHaveValue('');
    expect(within(thread).queryByText('attestation.pdf')).not.toBeInTheDocument();
  });

  it('an attachment opens through a file link minted by the API', async () => {
    signIn();
    const attachment = storedDocument({
      id: 77,
      filename: 'msg-77.pdf',
      original_name: 'planning-mars.pdf',
    }) as NonNullable<Message['piece_jointe']>;
    const api = stubApi({
      'GET /api/messagerie/conversations?': () => ok(page([conversation()])),
      [`GET ${THREAD}`]: () =>
        ok(detail([message({ body: 'Le planning', piece_jointe: attachment })])),
      [`POST ${THREAD}/read`]: unreadCounts,
      'GET /api/documents/link?': () =>
        ok({ url: '/api/documents/file/abc', expires_at: '2026-03-18T09:05:00.000Z' }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderAt(`/messagerie/${encryptPathId(12)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await user.click(
      await within(thread).findByRole('button', {
        name: 'Ouvrir la pièce jointe planning-mars.pdf',
      }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(String(open.mock.calls[0]?.[0])).toMatch(/\/api\/documents\/file\/abc$/);
    const link = api.callsTo('GET', '/api/documents/link?')[0];
    expect(Object.fromEntries(new URLSearchParams(link?.path.split('?')[1]))).toEqual({
      document_type_id: '9',
      filename: 'msg-77.pdf',
      is_download: 'false',
    });
    open.mockRestore();
  });

  it('refuses a file too big or of the wrong type before sending anything', async () => {
    signIn();
    const api = stubApi({
      'GET /api/messagerie/conversations?': () => ok(page([conversation()])),
      [`GET ${THREAD}`]: () => ok(detail([message()])),
      [`POST ${THREAD}/read`]: unreadCounts,
      [`POST ${THREAD}/messages`]: () => ok(message({ id: 301, is_mine: true })),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderAt(`/messagerie/${encryptPathId(12)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    const input = await within(thread).findByLabelText(/Joindre un fichier/);

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.png', {
      type: 'image/png',
    });
    await user.upload(input, big);
    expect(
      await within(thread).findByText('Ce fichier dépasse 10 Mo : joignez un fichier plus léger.'),
    ).toBeVisible();
    expect(within(thread).queryByText('scan.png')).not.toBeInTheDocument();

    await user.upload(
      input,
      new File(['MZ'], 'programme.exe', { type: 'application/x-msdownload' }),
    );
    expect(
      await within(thread).findByText(
        'Ce fichier n’est pas accepté : joignez un PDF, une image JPEG ou PNG.',
      ),
    ).toBeVisible();
    expect(within(thread).queryByText('programme.exe')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `${THREAD}/messages`)).toHaveLength(0);

    // Sending now sends the text alone, without the refused file.
    await user.type(within(thread).getByLabelText(/Votre message/), 'Sans pièce jointe');
    await user.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(api.callsTo('POST', `${THREAD}/messages`)).toHaveLength(1));
    const form = api.callsTo('POST', `${THREAD}/messages`)[0]?.body as FormData;
    expect(form.get('piece_jointe')).toBeNull();
  });

  it('an empty or too long message is refused in the form; a refusal of the API is a French toast', async () => {
    signIn();
    const api = stubApi({
      'GET /api/messagerie/conversations?': () => ok(page([conversation()])),
      [`GET ${THREAD}`]: () => ok(detail([message()])),
      [`POST ${THREAD}/read`]: unreadCounts,
      [`POST ${THREAD}/messages`]: () =>
        refusal(403, 'FORBIDDEN', 'Vous ne participez pas à cette conversation.'),
    });
    const user = userEvent.setup();
    renderAt(`/messagerie/${encryptPathId(12)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await user.click(await within(thread).findByRole('button', { name: 'Envoyer' }));
    expect(
      await within(thread).findByText('Écrivez votre message avant de l’envoyer.'),
    ).toBeVisible();

    const box = within(thread).getByLabelText(/Votre message/);
    await user.click(box);
    await user.paste('a'.repeat(5001));
    expect(within(thread).getByText('5 001 / 5 000 caractères')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    expect(
      within(thread).getAllByText('Votre message dépasse 5 000 caractères : raccourcissez-le.')
        .length,
    ).toBeGreaterThan(0);
    expect(api.callsTo('POST', `${THREAD}/messages`)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'Bonjour');
    await user.click(within(thread).getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText('Vous ne participez pas à cette conversation.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Bonjour');
  });

  it('a realtime message event asks the thread again and shows the new message', async () => {
    signIn();
    let messages = [message({ id: 100, body: 'Bonjour' })];
    const api = stubApi({
      'GET /api/messagerie/conversations?': () => ok(page([conversation()])),
      [`GET ${THREAD}`]: () => ok(detail(messages)),
      [`POST ${THREAD}/read`]: unreadCounts,
    });
    renderAt(`/messagerie/${encryptPathId(12)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await within(thread).findByText('Bonjour');
    await waitFor(() => expect(api.callsTo('POST', `${THREAD}/read`)).toHaveLength(1));
    const threadCalls = api.callsTo('GET', THREAD).length;

    messages = [
      ...messages,
      message({
        id: 101,
        body: 'L’intervenante arrive à 14 h',
        created_at: '2026-03-18T10:00:00.000Z',
      }),
    ];
    act(() =>
      dispatchRealtimeEvent({ type: 'message', data: { conversation_id: 12, message_id: 101 } }),
    );

    expect(await within(thread).findByText('L’intervenante arrive à 14 h')).toBeInTheDocument();
    expect(api.callsTo('GET', THREAD).length).toBeGreaterThan(threadCalls);
    // Read while open: the new message is marked read at once.
    await waitFor(() => expect(api.callsTo('POST', `${THREAD}/read`)).toHaveLength(2));
    // The list is asked again too (its last message and badge changed).
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/messagerie/conversations?').length).toBeGreaterThan(1),
    );
  });

  it('an id that is not ours in the address says so without calling the API', async () => {
    signIn();
    const api = stubApi({
      'GET /api/messagerie/conversations?': () => ok(page([])),
    });
    renderAt('/messagerie/pas-un-identifiant');
    expect(
      await screen.findByText('Cette conversation n’existe pas ou ne vous est pas accessible.'),
    ).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path.startsWith('/api/messagerie/conversations/')),
    ).toHaveLength(0);
  });
});
