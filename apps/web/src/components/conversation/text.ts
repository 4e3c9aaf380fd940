import { MESSAGE_MAX_LENGTH } from '@maisonnee/domain';

const number = new Intl.NumberFormat('fr-FR');
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
const time = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
const day = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** `23/11/2026 à 14:05` (Paris time). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTime.format(date).replace(' ', ' à ');
}

/** A list's date: the time for today, else the day (`23/11/2026`), Paris time. */
export function formatShortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return day.format(date) === day.format(now) ? time.format(date) : day.format(date);
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
  sentAt: (when: string) => `Envoyé le ${when}`,
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
