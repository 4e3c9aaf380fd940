import '../../../test/setup.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  refusal,
  renderScreen,
  signIn,
  stubApi,
} from '../../../components/conversation/__tests__/fixtures.tsx';
import { requestBudget } from '../../../lib/api-client.ts';
import { RapportVisite } from '../components/rapport-visite.tsx';

vi.setConfig({ testTimeout: 30_000 });

const RAPPORT = '/api/interventions/:9/rapport';
const TACHES = [
  { id: 1, libelle: 'Ménage' },
  { id: 2, libelle: 'Linge' },
];

beforeEach(() => {
  requestBudget.reset();
  vi.unstubAllGlobals();
});

function renderRapport(onSent = vi.fn()) {
  renderScreen(<RapportVisite interventionId={9} taches={TACHES} onSent={onSent} />, '/', ['/']);
  return onSent;
}

describe('RapportVisite', () => {
  it('sends the ticked tasks, the note and the camera photo', async () => {
    signIn();
    const api = stubApi({ [`POST ${RAPPORT}`]: () => ok({}) });
    const user = userEvent.setup();
    const onSent = renderRapport();
    const photo = screen.getByLabelText('Photo (facultative)');
    expect(photo).toHaveAttribute('accept', 'image/*');
    expect(photo).toHaveAttribute('capture', 'environment');
    await user.click(screen.getByRole('checkbox', { name: 'Ménage' }));
    await user.type(screen.getByLabelText('Note pour la famille (facultative)'), 'RAS');
    await user.upload(photo, new File(['png'], 'salon.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le compte rendu' }));
    expect(await screen.findByText('Compte rendu envoyé à la famille.')).toBeInTheDocument();
    const form = api.callsTo('POST', RAPPORT)[0]!.body as FormData;
    expect(JSON.parse(String(form.get('taches')))).toEqual([
      { tache_id: 1, faite: true },
      { tache_id: 2, faite: false },
    ]);
    expect(form.get('texte')).toBe('RAS');
    expect((form.get('photo') as File).name).toBe('salon.png');
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('refuses a photo that is not JPEG or PNG, and shows the refusal of a second report', async () => {
    signIn();
    stubApi({
      [`POST ${RAPPORT}`]: () =>
        refusal(409, 'RAPPORT_ALREADY_SENT', 'Le compte rendu de cette visite a déjà été envoyé.'),
    });
    const user = userEvent.setup();
    renderRapport();
    await user.upload(
      screen.getByLabelText('Photo (facultative)'),
      new File(['gif'], 'anim.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText('Choisissez une photo JPEG ou PNG.')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Photo (facultative)'),
      new File(['jpg'], 'ok.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer le compte rendu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le compte rendu de cette visite a déjà été envoyé.',
    );
  });
});
