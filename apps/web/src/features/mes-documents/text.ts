import type { ClientDocumentBucket } from '@maisonnee/domain';

/** French text of the client's documents screen. */
export const DOCUMENTS_TEXT = {
  title: 'Mes documents',
  loading: 'Chargement des documents…',
  empty: 'Aucun document.',
  buckets: {
    devis: 'Devis',
    factures: 'Factures',
    pieces_identites: "Pièces d'identité",
    ribs: 'RIB',
    sepa: 'Mandats SEPA',
    feuillepaie: 'Fiches de paie',
    notefrais: 'Notes de frais',
    arretmaladie: 'Arrêts maladie',
    autres: 'Autres',
  } satisfies Record<ClientDocumentBucket, string>,
  dated: (date: string) => `du ${date}`,
  added: (date: string) => `ajouté le ${date}`,
  open: 'Ouvrir',
  openLabel: (name: string) => `Ouvrir ${name}`,
  download: 'Télécharger',
  downloadLabel: (name: string) => `Télécharger ${name}`,
  remove: 'Supprimer',
  removeLabel: (name: string) => `Supprimer ${name}`,
  removeTitle: 'Supprimer ce document ?',
  removeBody: (name: string) =>
    `« ${name} » sera supprimé de votre espace. Cette action est définitive.`,
  removeConfirm: 'Supprimer',
  removed: 'Document supprimé.',
  linkError: 'Le document n’a pas pu être ouvert. Réessayez dans un instant.',
  upload: {
    title: 'Ajouter un document',
    type: 'Type de document',
    typePlaceholder: 'Choisissez un type',
    libelle: 'Intitulé (facultatif)',
    date: 'Date du document (facultatif)',
    file: 'Fichier',
    fileHint: 'PDF, JPEG ou PNG, 10 Mo au plus.',
    submit: 'Envoyer le document',
    sending: 'Envoi du document en cours…',
    done: 'Document ajouté.',
    typeRequired: 'Choisissez le type de document.',
    fileRequired: 'Choisissez un fichier.',
    fileType: 'Ce type de fichier n’est pas accepté : choisissez un PDF, une image JPEG ou PNG.',
    fileSize: 'Ce fichier dépasse 10 Mo : choisissez un fichier plus léger.',
    tooLarge: 'Le fichier est trop volumineux (10 Mo au plus).',
    unsupported: 'Ce type de fichier n’est pas accepté : envoyez un PDF, une image JPEG ou PNG.',
  },
} as const;

/** A size in bytes as people read it: « 350 ko », « 1,2 Mo ». */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}
