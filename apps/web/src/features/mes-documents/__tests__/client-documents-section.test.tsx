import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_DOCUMENT_BUCKETS, DOCUMENT_TYPE } from '@maisonnee/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, http } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { storedDocument } from '../../../test/documents.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeUser } from '../../../test/tokens.ts';
import type { ClientDocument, ClientDocuments } from '../api/client-documents.ts';
import { ClientDocumentsSection } from '../components/client-documents-section.tsx';
import { canClientDelete, checkUpload } from '../lib/upload.ts';

vi.mock('../../../lib/api-client.ts', () => ({
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));

const call = vi.mocked(callEndpoint);
const request = vi.mocked(http.request);
type Call = [{ name: string }, { params?: Record<string, string>; query?: object }];
const callsTo = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

function doc(overrides: Partial<ClientDocument>): ClientDocument {
  return storedDocument({
    document_type_id: DOCUMENT_TYPE.RIB,
    document_type: 'RIB',
    filename: 'abc.pdf',
    original_name: 'rib.pdf',
    size_bytes: 250 * 1024,
    created_at: '2026-11-02T09:00:00Z',
    ...overrides,
  }) as ClientDocument;
}

/** The nine folders, all empty. */
const empty = Object.fromEntries(
  CLIENT_DOCUMENT_BUCKETS.map((bucket) => [bucket, []]),
) as unknown as ClientDocuments;

const listing: ClientDocuments = {
  ...empty,
  devis: [
    doc({
      id: 10,
      document_type_id: DOCUMENT_TYPE.DEVIS,
      document_type: 'Devis',
      libelle: 'Devis D-12',
    }),
  ],
  factures: [
    doc({
      id: 11,
      document_type_id: DOCUMENT_TYPE.FACTURE,
      document_type: 'Facture',
      libelle: 'Facture F-2026-000012',
    }),
  ],
  ribs: [
    doc({
      id: 12,
      libelle: 'RIB Banque Postale',
      size_bytes: 1_572_864,
      date_document: '2026-10-15',
    }),
  ],
  feuillepaie: [
    doc({
      id: 13,
      document_type_id: DOCUMENT_TYPE.FICHE_PAIE,
      document_type: 'Fiche de paie',
      libelle: 'Paie octobre',
    }),
  ],
};

function answer(documents: ClientDocuments, extra: Record<string, () => unknown> = {}) {
  call.mockImplementation(((route: { name: string }) => {
    if (route.name === 'listClientDocuments') return Promise.resolve(documents);
    const handler = extra[route.name];
    if (handler) return Promise.resolve(handler());
    return Promise.reject(new Error(`unexpected call ${route.name}`));
  }) as unknown as typeof callEndpoint);
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText(/^Fichier/), { target: { files: [file] } });
}

function bigFile(bytes: number, name: string, type: string) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

beforeEach(() => {
  call.mockReset();
  request.mockReset();
  localStorage.setItem('user', JSON.stringify(makeUser({ client_id: 3 })));
});

describe('ClientDocumentsSection', () => {
  it('shows the nine folders with their documents', async () => {
    answer(listing);
    renderWithProviders(<ClientDocumentsSection clientId={3} />);
    const ribs = await screen.findByRole('region', { name: 'RIB (1)' });
    expect(ribs).toHaveTextContent('RIB Banque Postale');
    expect(ribs).toHaveTextContent(/RIB · du 15\/10\/2026 · 1,5 Mo · ajouté le 02\/11\/2026/);
    for (const heading of [
      'Devis (1)',
      'Factures (1)',
      "Pièces d'identité (0)",
      'Mandats SEPA (0)',
      'Fiches de paie (1)',
      'Notes de frais (0)',
      'Arrêts maladie (0)',
      'Autres (0)',
    ]) {
      expect(screen.getByRole('region', { name: heading })).toBeInTheDocument();
    }
    expect(decryptPathId(String(callsTo('listClientDocuments')[0]?.[1].params?.id))).toBe(3);
  });

  it('dates an upload on the Paris calendar (issue 22: 23:30 UTC is already the next day)', async () => {
    answer({
      ...empty,
      ribs: [doc({ id: 7, libelle: 'RIB tardif', created_at: '2026-11-02T23:30:00Z' })],
    });
    renderWithProviders(<ClientDocumentsSection clientId={3} />);
    const ribs = await screen.findByRole('region', { name: 'RIB (1)' });
    expect(ribs).toHaveTextContent('ajouté le 03/11/2026');
  });

  it('offers « Supprimer » only on the client’s own papers, never a quote, invoice or payslip', async () => {
    answer(listing);
    renderWithProviders(<ClientDocumentsSection clientId={3} />);
    expect(
      await screen.findByRole('button', { name: 'Supprimer RIB Banque Postale' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer Devis D-12' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer Facture F-2026-000012' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer Paie octobre' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ouvrir Devis D-12' })).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    answer(listing, { deleteClientDocument: () => ({ deleted: true }) });
    renderWithProviders(<ClientDocumentsSection clientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer RIB Banque Postale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce document ?' });
    expect(callsTo('deleteClientDocument')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(callsTo('deleteClientDocument')).toHaveLength(1));
    expect(decryptPathId(String(callsTo('deleteClientDocument')[0]?.[1].params?.id))).toBe(12);
  });

  it('refuses a 12 MB file and a text file before calling the API', async () => {
    answer(empty);
    renderWithProviders(<ClientDocumentsSection clientId={3} />);
    await screen.findByRole('region', { name: 'RIB (0)' });
    fireEvent.change(screen.getByLabelText(/Type de document/), { target: { value: '12' } });

    chooseFile(bigFile(12 * 1024 * 1024, 'rib.pdf', 'application/pdf'));
    expect(
      await screen.findByText('Ce fichier dépasse 10 Mo : choisissez un fichier plus léger.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le document' }));

    chooseFile(new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/Ce type de fichier n’est pas accepté/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le document' }));

    expect(request).not.toHaveBeenCalled();
  });

  it('sends the document as multipart with its type, label and date', async () => {
    answer(empty);
    request.mockResolvedValue({ data: doc({ id: 20 }) });
    renderWithProviders(<ClientDocumentsSection clientId={3} />);
    await screen.findByRole('region', { name: 'RIB (0)' });
    fireEvent.change(screen.getByLabelText(/Type de document/), { target: { value: '13' } });
    fireEvent.change(screen.getByLabelText('Intitulé (facultatif)'), {
      target: { value: 'Carte d’identité' },
    });
    fireEvent.change(screen.getByLabelText('Date du document (facultatif)'), {
      target: { value: '2026-11-01' },
    });
    chooseFile(new File(['%PDF'], 'cni.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le document' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const [method, path, options] = request.mock.calls[0] ?? [];
    expect(method).toBe('POST');
    expect(path).toBe('/api/clients/documents');
    const form = options?.body as FormData;
    expect(form.get('client_id')).toBe('3');
    expect(form.get('document_type_id')).toBe('13');
    expect(form.get('libelle')).toBe('Carte d’identité');
    expect(form.get('date_document')).toBe('2026-11-01');
    expect((form.get('file') as File).name).toBe('cni.pdf');
  });

  it('shows the API’s 413 in French', async () => {
    answer(empty);
    request.mockRejectedValue(
      new ApiError(413, {
        success: false,
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'Payload Too Large' },
      }),
    );
    renderWithProviders(<ClientDocumentsSection clientId={3} />);
    await screen.findByRole('region', { name: 'RIB (0)' });
    fireEvent.change(screen.getByLabelText(/Type de document/), { target: { value: '8' } });
    chooseFile(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le document' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le fichier est trop volumineux (10 Mo au plus).',
    );
  });
});

describe('upload rules', () => {
  it('checks type then size', () => {
    expect(checkUpload({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkUpload({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('size');
    expect(checkUpload({ type: 'text/plain', size: 10 })).toBe('type');
  });

  it('lets the client delete only its own uploads when the uploader is known', () => {
    expect(
      canClientDelete({ document_type_id: DOCUMENT_TYPE.RIB, uploaded_by_user_id: 7 }, 7),
    ).toBe(true);
    expect(
      canClientDelete({ document_type_id: DOCUMENT_TYPE.RIB, uploaded_by_user_id: 8 }, 7),
    ).toBe(false);
    expect(
      canClientDelete({ document_type_id: DOCUMENT_TYPE.FACTURE, uploaded_by_user_id: 7 }, 7),
    ).toBe(false);
    expect(canClientDelete({ document_type_id: DOCUMENT_TYPE.DEVIS }, 7)).toBe(false);
  });
});
