import '../../../test/setup.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOO_FAR_REFUSAL } from '../../../test/refusals.ts';
import { json, signedInUser } from '../../../test/session.ts';
import { stubGeolocation } from '../../../test/geolocation.ts';
import { intervention as fixture } from '../../../test/interventions.ts';
import { renderAt } from '../../../test/app.tsx';
import { agentSessionAt, renderAgentSpace } from '../__tests__/agent-session.ts';

const HOME = { lat: 48.8556, lng: 2.3589 };
// The clock is fixed (CI runs this file under TZ=UTC and TZ=Pacific/Kiritimati): 11:00
// in Paris on 18 March.
const NOW = new Date('2026-03-18T10:00:00.000Z');
const today = '2026-03-18';
const intervention = fixture({
  created_at: `${today}T00:00:00.000Z`,
  updated_at: `${today}T00:00:00.000Z`,
  client: {
    id: 3,
    civilite: 'Mme',
    nom: 'Martin',
    prenom: 'Lou',
    mobile: '0612345678',
    adresse: '12 rue de Rivoli',
    codep: '75004',
    ville: 'Paris',
    country: 'France',
    ...HOME,
    informations_acces: null,
  },
});

const absence = {
  id: 4,
  candidat_id: 9,
  debut: today,
  fin: today,
  time_debut: '00:00',
  time_fin: '24:00',
  motif: 'maladie',
  commentaire: null,
  justificatif_document_id: null,
  is_justifiee: false,
  created_at: `${today}T00:00:00.000Z`,
};

let fetchMock: ReturnType<typeof vi.fn>;
let position = { latitude: HOME.lat + 200 / 111_195, longitude: HOME.lng };

agentSessionAt(NOW);

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url);
    if (path.endsWith('/api/auth/user')) return signedInUser();
    if (path.includes('/api/candidats/interventions/'))
      return json({ success: true, data: [intervention] });
    if (path.endsWith('/getInterventionAgentEnCours')) return json({ success: true, datas: null });
    if (path.includes('/api/agent/journee'))
      return json({ success: true, data: { date: today, visites: [] } });
    if (path.endsWith('/getInterventionsAgentAVenir')) return json({ success: true, datas: [] });
    if (path.includes('/getAbsencesAgent/9')) {
      return json({ success: true, data: { conges: [], absences: [absence], retards: [] } });
    }
    if (path.endsWith('/absence/save-justificatif')) {
      return json({ success: true, data: { ...absence, justificatif_document_id: 12 } });
    }
    if (path.endsWith('/check-status-agent-for-appli')) {
      return json({
        success: true,
        data: {
          candidat_id: 9,
          statut: 'Agent actif',
          is_active: true,
          has_contrat_signe: true,
          can_use_app: true,
          message: null,
        },
      });
    }
    if (path.includes('/api/candidats/contrats/')) return json({ success: true, data: [] });
    if (path.includes('/api/candidats/documents/')) return json({ success: true, documents: [] });
    if (path.includes('/api/candidat/JobArround')) return json({ success: true, data: [] });
    if (path.endsWith('/pointageDebutIntervention')) {
      const body = JSON.parse(String(init?.body)) as { lat: number };
      if (body.lat > HOME.lat + 0.0005) {
        return json(TOO_FAR_REFUSAL, 422);
      }
      return json({ success: true, data: { ...intervention, statut: 'en_cours' } });
    }
    return json({ success: false, error: { code: 'NOT_FOUND', message: 'Introuvable.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  stubGeolocation(() => position);
});

describe('the agent space', () => {
  // The first test also loads the page's lazy chunks: slower on a busy machine.
  it(
    'refuses a check-in 200 m away with the distance, then checks in at the door',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      position = { latitude: HOME.lat + 200 / 111_195, longitude: HOME.lng };
      renderAgentSpace();
      const button = await screen.findByRole(
        'button',
        { name: 'Pointer mon arrivée' },
        { timeout: 5000 },
      );
      await user.click(button);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Vous êtes à 200 m du domicile du client');
      expect(alert).toHaveTextContent('Distance au domicile du client : 200 m');

      position = { latitude: HOME.lat, longitude: HOME.lng };
      await user.click(screen.getByRole('button', { name: 'Pointer mon arrivée' }));
      expect(
        await screen.findByText('Arrivée pointée, à 0 m du domicile du client.'),
      ).toBeInTheDocument();
      const sent = fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith('/pointageDebutIntervention'))
        .map(
          ([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>,
        );
      // Each check-in carries the phone's id of the event (a replay is refused, issue 25).
      expect(sent.at(-1)).toEqual({
        intervention_id: 41,
        lat: HOME.lat,
        lng: HOME.lng,
        accuracy_m: 8,
        event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    },
  );

  it('asks for the letter before sending a resignation', async () => {
    const user = userEvent.setup();
    // The declarations have their own screen (issue 25).
    renderAt('/account/agent/declarations');
    await user.click(
      await screen.findByRole('button', { name: 'Remettre ma démission' }, { timeout: 5000 }),
    );
    const send = await screen.findByRole('button', { name: 'Envoyer ma démission' });
    await user.click(send);
    const form = send.closest('form') as HTMLElement;
    expect(await within(form).findByText('Joignez votre lettre de démission.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Lettre de démission/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/demission'))).toBe(false);
  });

  it('sends an absence justification as multipart, with the file part', async () => {
    const user = userEvent.setup();
    renderAt('/account/agent/declarations');
    await user.click(
      await screen.findByRole('button', { name: 'Déclarer une absence' }, { timeout: 5000 }),
    );
    const input = await screen.findByLabelText(
      /^Justificatif de l’absence du/,
      {},
      { timeout: 5000 },
    );
    const pdf = new File(['%PDF-1.4'], 'arret.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    await user.click(screen.getByRole('button', { name: 'Envoyer le justificatif' }));
    const call = await vi.waitFor(() => {
      const found = fetchMock.mock.calls.find(([url]) =>
        String(url).endsWith('/absence/save-justificatif'),
      );
      expect(found).toBeDefined();
      return found;
    });
    const init = call?.[1] as RequestInit;
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('absence_id')).toBe('4');
    expect((body.get('file') as File).name).toBe('arret.pdf');
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
