import {
  MESSAGE_MAX_LENGTH,
  formatInstantDate,
  formatInstantParis,
  formatInstantTime,
} from '@maisonnee/domain';

const number = new Intl.NumberFormat('fr-FR');

/** When a message was written: `18 mars 2026 à 10:05` on the Paris clock. */
export function formatDateTime(iso: string): string {
  return formatInstantParis(iso);
}

/** A list's date on the Paris clock: the time for today, else the day (`02/03/2026`). */
export function formatShortDate(iso: string, now = new Date()): string {
  const day = formatInstantDate(iso);
  return day && day === formatInstantDate(now) ? formatInstantTime(iso) : day;
}

/** French text of the conversation screens (customers' and operators'). */
export const CONVERSATION_TEXT = {
  listRegion: 'Conversations',
  threadRegion: 'Messages',
  threadList: 'Fil des messages',
  defaultSubject: 'Conversation avec Maisonnée',
  empty: 'Aucune conversation pour le moment.',
  emptyFiltered: 'Aucune conversation ne correspond.',
  listError: 'Les conversations n’ont pas pu être chargées.',
  retry: 'Réessayer',
  noMessageYet: 'Pas encore de message.',
  you: 'Vous',
  youPrefix: 'Vous : ',
  unread: (count: number) =>
    count === 1 ? '1 message non lu' : `${number.format(count)} messages non lus`,
  openConversation: (name: string, unread: number) =>
    unread > 0 ? `${name}, ${CONVERSATION_TEXT.unread(unread)}` : name,
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  page: (page: number) => `Page ${page}`,
  // The thread.
  loadOlder: 'Charger les messages précédents',
  threadError: 'La conversation n’a pas pu être chargée.',
  threadNotFound: 'Cette conversation n’existe pas ou ne vous est pas accessible.',
  noMessages: 'Aucun message dans cette conversation.',
  attachment: (name: string) => `Ouvrir la pièce jointe ${name}`,
  attachmentError: 'La pièce jointe n’a pas pu être ouverte. Réessayez.',
  chooseConversation: 'Choisissez une conversation pour lire ses messages.',
  back: 'Retour aux conversations',
  // The composer.
  messageLabel: 'Votre message',
  messagePlaceholder: 'Écrivez votre message…',
  counter: (length: number) =>
    `${number.format(length)} / ${number.format(MESSAGE_MAX_LENGTH)} caractères`,
  tooLong: `Votre message dépasse ${number.format(MESSAGE_MAX_LENGTH)} caractères : raccourcissez-le.`,
  required: 'Écrivez votre message avant de l’envoyer.',
  attach: 'Joindre un fichier (PDF, JPEG ou PNG, 10 Mo au plus)',
  removeAttachment: (name: string) => `Retirer la pièce jointe ${name}`,
  badType: 'Ce fichier n’est pas accepté : joignez un PDF, une image JPEG ou PNG.',
  tooBig: 'Ce fichier dépasse 10 Mo : joignez un fichier plus léger.',
  send: 'Envoyer',
  sendError: 'Votre message n’a pas pu être envoyé. Réessayez.',
  readError: 'La conversation n’a pas pu être marquée comme lue.',
  // Starting a conversation.
  newConversation: 'Nouveau message',
  subject: 'Objet (facultatif)',
  createError: 'La conversation n’a pas pu être créée. Réessayez.',
  created: 'Votre message a été envoyé.',
} as const;
