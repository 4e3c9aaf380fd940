import '../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../lib/api-client.ts';
import { decryptPathId, encryptPathId } from '../../../lib/path-id.ts';
import { useConversations } from '../api.ts';
import { ConversationPane } from '../conversation-pane.tsx';
import {
  conversation,
  detail,
  message,
  ok,
  page,
  refusal,
  renderScreen,
  signIn,
  stubApi,
} from './fixtures.tsx';

/* The pane both messaging screens show, under a screen of its own: what differs from one screen
 * to the other (links, names, the list's header, the thread's header) comes in as props. */

const LIST = 'GET /api/messagerie/conversations?';
const THREAD = '/api/messagerie/conversations/:12';
const unreadCounts = () => ok({ conversations: 0, messages: 0 });

function TestScreen() {
  const { id } = useParams();
  const [current, setCurrent] = useState(1);
  const list = useConversations({ page: current });
  return (
    <ConversationPane
      pathId={id}
      list={list}
      linkTo={(item) => `/boite/${encryptPathId(item.id)}`}
      title={(item) => item.interlocuteur}
      subtitle={(item) => `Objet : ${item.subject ?? 'aucun'}`}
      emptyText="Aucun échange ici."
      header={<p>Filtres de l’écran</p>}
      paginationLabel="Pages des échanges"
      onPageChange={setCurrent}
      backTo="/boite?filtre=non-lues"
      threadHeader={(item) => <h2>Échange avec {item.interlocuteur}</h2>}
    />
  );
}

function renderAt(path: string) {
  return renderScreen(<TestScreen />, path, ['/boite', '/boite/:id']);
}

// Whole screens rendered on a shared machine: more time than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  requestBudget.reset();
  vi.unstubAllGlobals();
  signIn();
});

describe('ConversationPane', () => {
  it('lists the conversations with the screen’s names and header, and invites to open one', async () => {
    stubApi({
      [LIST]: () =>
        ok(
          page([
            conversation({ id: 12, interlocuteur: 'Claire Martin', subject: 'Facture' }),
            conversation({ id: 13, interlocuteur: 'Paul Durand' }),
          ]),
        ),
    });
    renderAt('/boite');
    const list = await screen.findByRole('region', { name: 'Conversations' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => decryptPathId(link.getAttribute('href')?.split('/').pop()))).toEqual(
      [12, 13],
    );
    expect(within(list).getByText('Claire Martin')).toBeInTheDocument();
    expect(within(list).getByText('Objet : Facture')).toBeInTheDocument();
    expect(within(list).getByText('Filtres de l’écran')).toBeInTheDocument();
    expect(links.some((link) => link.getAttribute('aria-current') === 'page')).toBe(false);
    expect(
      screen.getByText('Choisissez une conversation pour lire ses messages.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Retour aux conversations/ }),
    ).not.toBeInTheDocument();
    // One page only: no pagination.
    expect(screen.queryByLabelText('Pages des échanges')).not.toBeInTheDocument();
  });

  it('says the screen’s empty text when there is no conversation', async () => {
    stubApi({ [LIST]: () => ok(page([])) });
    renderAt('/boite');
    expect(await screen.findByText('Aucun échange ici.')).toBeInTheDocument();
  });

  it('moves through the pages with the screen’s handler', async () => {
    const api = stubApi({
      [`${LIST}page=2`]: () =>
        ok({
          items: [conversation({ id: 30, interlocuteur: 'Page deux' })],
          page: 2,
          limit: 20,
          total: 41,
        }),
      [LIST]: () => ok(page([conversation({ id: 12, interlocuteur: 'Page un' })], 41)),
    });
    renderAt('/boite');
    await screen.findByText('Page un');
    const pages = screen.getByLabelText('Pages des échanges');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Page deux')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/messagerie/conversations?page=2')).toHaveLength(1);
  });

  it('opens the conversation of the address beside the list, highlighted, with a way back', async () => {
    const api = stubApi({
      [LIST]: () => ok(page([conversation({ id: 12, interlocuteur: 'Claire Martin' })])),
      [`GET ${THREAD}`]: () =>
        ok(
          detail([message({ body: 'Bonjour, à demain' })], {
            conversation: conversation({ id: 12, interlocuteur: 'Claire Martin' }),
          }),
        ),
      [`POST ${THREAD}/read`]: unreadCounts,
    });
    renderAt(`/boite/${encryptPathId(12)}`);
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(
      await within(thread).findByRole('heading', { name: 'Échange avec Claire Martin' }),
    ).toBeInTheDocument();
    expect(within(thread).getByText('Bonjour, à demain')).toBeInTheDocument();
    expect(within(thread).getByRole('textbox', { name: 'Votre message' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Conversations' });
    expect(await within(list).findByRole('link', { current: 'page' })).toHaveTextContent(
      'Claire Martin',
    );
    expect(screen.getByRole('link', { name: /Retour aux conversations/ })).toHaveAttribute(
      'href',
      '/boite?filtre=non-lues',
    );
    expect(screen.queryByText('Choisissez une conversation pour lire ses messages.')).toBeNull();
    await waitFor(() => expect(api.callsTo('POST', `${THREAD}/read`)).toHaveLength(1));
  });

  it('an address that is not a conversation id says so without asking for a thread', async () => {
    const api = stubApi({ [LIST]: () => ok(page([conversation()])) });
    renderAt('/boite/pas-un-identifiant');
    expect(
      await screen.findByText('Cette conversation n’existe pas ou ne vous est pas accessible.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour aux conversations/ })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Conversations' });
    expect(
      api.calls.filter((call) => call.path.startsWith('/api/messagerie/conversations/')),
    ).toEqual([]);
  });

  it('a list that could not load is a French error, and « Réessayer » asks again', async () => {
    let answers = 0;
    const api = stubApi({
      [LIST]: () =>
        ++answers === 1
          ? refusal(403, 'FORBIDDEN', 'Vous n’avez pas accès à ces conversations.')
          : ok(page([conversation({ interlocuteur: 'Claire Martin' })])),
    });
    renderAt('/boite');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vous n’avez pas accès à ces conversations.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Claire Martin')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/messagerie/conversations?')).toHaveLength(2);
  });
});
