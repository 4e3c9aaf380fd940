/**
 * A stored document as the API lists it: a 2 KiB PDF of client 3 (type « Autre »), without label,
 * date nor signature, added on 18 March 2026. Tests override what they look at.
 */
export function storedDocument<Overrides extends object>(
  overrides: Overrides,
): Omit<typeof BASE, keyof Overrides> & Overrides {
  return { ...BASE, ...overrides };
}

const BASE = {
  id: 1,
  document_type_id: 9,
  document_type: 'Autre',
  filename: 'document.pdf',
  original_name: 'document.pdf',
  mime_type: 'application/pdf',
  size_bytes: 2048,
  client_id: 3,
  candidat_id: null,
  devis_id: null,
  facture_id: null,
  libelle: null,
  date_document: null,
  signe_at: null,
  contresigne_at: null,
  created_at: '2026-03-18T09:00:00.000Z',
};
