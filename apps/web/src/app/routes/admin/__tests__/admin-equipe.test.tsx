import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from './render-pages.tsx';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { callEndpoint } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/http.ts';
import { fakeMatchMedia } from '../../../../test/match-media.ts';
import { AdminEquipePage } from '../admin-equipe-page.tsx';
import type { MembreEquipe } from '../../../../features/admin/equipe/api/list-equipe.ts';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
}));
const call = vi.mocked(callEndpoint);

type Call = [{ name: string }, { body?: Record<string, unknown> }];
const bodiesOf = (name: string) =>
  (call.mock.calls as unknown as Call[])
    .filter(([route]) => route.name === name)
    .map(([, options]) => options.body);

const membre = (over: Partial<MembreEquipe>): MembreEquipe => ({
  id: 1,
  email: 'lea.martin@exemple.fr',
  name: 'Léa Martin',
  civilite: 'Mme',
  nom: 'Martin',
  prenom: 'Léa',
  mobile: null,
  roles: [3],
  is_manager: false,
  is_active: true,
  last_login_at: '2026-11-20T08:30:00.000Z',
  invitation_pending: false,
  invitation_expires_at: null,
  ...over,
});

const LEA = membre({ id: 11, roles: [3, 4], is_manager: true });
const PAUL = membre({
  id: 12,
  email: 'paul@exemple.fr',
  name: 'Paul Durand',
  roles: [2],
  is_active: false,
});
const NINA = membre({
  id: 13,
  email: 'nina@exemple.fr',
  name: 'Nina Roux',
  roles: [4],
  last_login_at: null,
  invitation_pending: true,
  invitation_expires_at: '2099-01-01T00:00:00.000Z',
});

const JOURNAL = [
  {
    id: 2,
    at: '2026-11-21T09:15:00.000Z',
    actor_user_id: 7,
    actor_name: 'Lou Opérateur',
    action: 'roles',
    target_user_id: 11,
    target_name: 'Léa Martin',
    summary: 'Rôles de Léa Martin : Commercial → Commercial, Comptabilité',
  },
];

/** Answers by call name; a function answers from the body (or throws the API's refusal). */
let answers: Record<string, unknown> = {};

function refusal(code: string, message: string, fields?: Record<string, string>) {
  return new ApiError(409, {
    success: false,
    error: { code, message, ...(fields ? { fields } : {}) },
  } as never);
}

beforeEach(() => {
  answers = {
    listEquipe: [LEA, PAUL, NINA],
    listJournalEquipe: JOURNAL,
  };
  call.mockReset();
  call.mockImplementation((route, options) => {
    const answer = answers[route.name];
    if (answer === undefined) return Promise.reject(new Error(`unexpected call ${route.name}`));
    if (typeof answer === 'function') {
      try {
        return Promise.resolve(answer((options as { body?: unknown }).body));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return Promise.resolve(answer as never);
  });
});

afterEach(() => {
  window.matchMedia = fakeMatchMedia();
});

const renderEquipe = () => renderPages('/admin/equipe', { '/admin/equipe': <AdminEquipePage /> });
const card = (name: string) => screen.getByRole('listitem', { name });

describe('the team screen (/admin/equipe)', () => {
  it('shows each member on a phone as a card: roles, manager, state, invitation; and the log', async () => {
    renderEquipe();
    const list = await screen.findByRole('list', { name: "Membres de l'équipe" });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    const lea = card('Léa Martin');
    for (const text of ['Commercial', 'Comptabilité', 'Responsable', 'Actif']) {
      expect(within(lea).getByText(text)).toBeInTheDocument();
    }
    expect(within(lea).getByText('Dernière connexion : 20 novembre 2026 à 09:30')).toBeVisible();
    expect(within(card('Paul Durand')).getByText('Désactivé')).toBeInTheDocument();
    expect(
      within(card('Paul Durand')).getByRole('button', { name: 'Réactiver Paul Durand' }),
    ).toBeVisible();
    const nina = card('Nina Roux');
    expect(within(nina).getByText('Invitation en attente')).toBeInTheDocument();
    expect(within(nina).getByText('Jamais connecté')).toBeInTheDocument();
    expect(
      within(nina).getByRole('button', { name: "Renvoyer l'invitation à Nina Roux" }),
    ).toBeVisible();

    const journal = screen.getByRole('list', { name: "Journal des modifications de l'équipe" });
    expect(
      within(journal).getByText('Rôles de Léa Martin : Commercial → Commercial, Comptabilité'),
    ).toBeVisible();
    expect(within(journal).getByText('21 novembre 2026 à 10:15 · par Lou Opérateur')).toBeVisible();
  });

  it('shows a table on a desktop', async () => {
    window.matchMedia = fakeMatchMedia(() => true);
    renderEquipe();
    const table = await screen.findByRole('table', { name: "Membres de l'équipe" });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: 'Rôles' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Désactiver Léa Martin' })).toBeVisible();
  });

  it('invites a member: required fields first, then the call; the API’s French error in the form', async () => {
    answers.inviteMembreEquipe = () => {
      throw refusal(
        'EMAIL_ALREADY_USED',
        'Cette adresse e-mail est déjà celle d’un compte Maisonnée : choisissez-en une autre.',
      );
    };
    renderEquipe();
    fireEvent.click(await screen.findByRole('button', { name: 'Inviter un membre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter un membre' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    expect(within(dialog).getByText('Choisissez au moins un rôle.')).toBeVisible();
    expect(bodiesOf('inviteMembreEquipe')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Prénom/), { target: { value: 'Inès' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Caron' } });
    fireEvent.change(within(dialog).getByLabelText(/^Adresse e-mail/), {
      target: { value: 'ines@exemple.fr' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Comptabilité' }));
    fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette adresse e-mail est déjà celle d’un compte Maisonnée',
    );
    expect(bodiesOf('inviteMembreEquipe')).toEqual([
      {
        email: 'ines@exemple.fr',
        civilite: null,
        prenom: 'Inès',
        nom: 'Caron',
        mobile: null,
        roles: [4],
        is_manager: false,
      },
    ]);

    answers.inviteMembreEquipe = () => membre({ id: 14, name: 'Inès Caron' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Envoyer l'invitation" }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Inviter un membre' })).toBeNull(),
    );
  });

  it('changes roles and the manager flag; shows the last-administrator refusal', async () => {
    answers.updateMembreEquipe = () => {
      throw refusal(
        'LAST_ADMINISTRATEUR',
        "Léa Martin est le dernier administrateur actif : nommez d'abord un autre administrateur avant de lui retirer ce rôle.",
      );
    };
    renderEquipe();
    await screen.findByRole('list', { name: "Membres de l'équipe" });
    fireEvent.click(
      within(card('Léa Martin')).getByRole('button', { name: 'Modifier les rôles de Léa Martin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rôles de Léa Martin' });
    expect(within(dialog).getByRole('checkbox', { name: 'Commercial' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Comptabilité' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /Responsable/ })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Commercial' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Comptabilité' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Choisissez au moins un rôle.')).toBeVisible();
    expect(bodiesOf('updateMembreEquipe')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Administrateur' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: /Responsable/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'dernier administrateur actif',
    );
    expect(bodiesOf('updateMembreEquipe')).toEqual([
      { user_id: 11, roles: [1], is_manager: false },
    ]);
  });

  it('deactivates after confirmation, with the reason, and reactivates', async () => {
    answers.deactivateMembreEquipe = () => ({ ...LEA, is_active: false });
    answers.reactivateMembreEquipe = () => ({ ...PAUL, is_active: true });
    renderEquipe();
    await screen.findByRole('list', { name: "Membres de l'équipe" });
    fireEvent.click(
      within(card('Léa Martin')).getByRole('button', { name: 'Désactiver Léa Martin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver Léa Martin ?' });
    expect(within(dialog).getByText(/toutes ses sessions en cours prennent fin/)).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Motif (facultatif)'), {
      target: { value: 'Départ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));
    await waitFor(() =>
      expect(bodiesOf('deactivateMembreEquipe')).toEqual([{ user_id: 11, motif: 'Départ' }]),
    );

    fireEvent.click(
      within(card('Paul Durand')).getByRole('button', { name: 'Réactiver Paul Durand' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Réactiver Paul Durand ?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Réactiver le compte' }));
    await waitFor(() => expect(bodiesOf('reactivateMembreEquipe')).toEqual([{ user_id: 12 }]));
  });
});
