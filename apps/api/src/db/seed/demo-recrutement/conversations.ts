import { CANDIDAT_STATUT } from '@maisonnee/domain';
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../client.ts';
import { candidats, conversations, users } from '../../schema/index.ts';
import { ensureDemoConversation, type DemoMessage } from '../demo-messagerie.ts';

/*
 * The demo agency's other conversations (docs/messagerie.md), beside the two of the demo client
 * and agent (demo-messagerie.ts): with households and agents that have an account, found in the
 * database (the first ones by account, the demo client and agent left out) or named by e-mail.
 * Some are unread by the operator, some by the household or agent. Keyed by subject: a second
 * run adds nothing, whoever the households are by then; a thread whose person does not exist is
 * skipped.
 */

const DAY = 24;

export interface DemoThread {
  subject: string;
  /** Who the agency talks to: the n-th other household or agent with an account, or by e-mail. */
  with: { kind: 'client' | 'agent'; rank: number } | { kind: 'agent'; email: string };
  thread: readonly DemoMessage[];
  operatorReadUpTo: number;
  customerReadUpTo?: number;
}

export const DEMO_RECRUTEMENT_THREADS: readonly DemoThread[] = [
  {
    subject: 'Changement d’horaire jeudi',
    with: { kind: 'client', rank: 0 },
    thread: [
      {
        from: 'customer',
        body: 'Bonjour, serait-il possible de décaler l’intervention de jeudi à 10 h au lieu de 9 h ?',
        hoursAgo: 26,
      },
      {
        from: 'agency',
        body: 'Bonjour, nous demandons à votre intervenante et revenons vers vous dans la journée.',
        hoursAgo: 24,
      },
      {
        from: 'customer',
        body: 'Merci ! Si ce n’est pas possible, 9 h 30 m’irait aussi.',
        hoursAgo: 2,
      },
    ],
    operatorReadUpTo: 1,
  },
  {
    subject: 'Attestation fiscale',
    with: { kind: 'client', rank: 1 },
    thread: [
      {
        from: 'customer',
        body: 'Bonjour, où puis-je trouver mon attestation pour le crédit d’impôt ?',
        hoursAgo: 5 * DAY,
      },
      {
        from: 'agency',
        body: 'Bonjour, elle est dans « Mes documents », rubrique Attestations fiscales. Bonne journée !',
        hoursAgo: 4 * DAY,
      },
    ],
    operatorReadUpTo: 1,
    // The household has not read the answer yet.
    customerReadUpTo: 0,
  },
  {
    subject: 'Remplacement pendant les vacances',
    with: { kind: 'client', rank: 2 },
    thread: [
      {
        from: 'agency',
        body: 'Bonjour, votre intervenant habituel sera en congé du 22 au 29 : nous vous proposons Chloé pour ces deux semaines.',
        hoursAgo: 3 * DAY,
      },
      {
        from: 'customer',
        body: 'Parfait, merci de nous avoir prévenus.',
        hoursAgo: 3 * DAY - 5,
      },
    ],
    operatorReadUpTo: 1,
  },
  {
    subject: 'Produits ménagers à racheter',
    with: { kind: 'client', rank: 3 },
    thread: [
      {
        from: 'customer',
        body: 'Bonjour, pouvez-vous dire à l’intervenante de noter ce qui manque ? Je fais les courses samedi.',
        hoursAgo: 7,
      },
    ],
    operatorReadUpTo: -1,
  },
  {
    subject: 'Votre première semaine',
    with: { kind: 'agent', email: 'chloe.dubois@exemple.fr' },
    thread: [
      {
        from: 'agency',
        body: 'Bonjour Chloé, bienvenue chez Maisonnée ! Votre planning de la première semaine est dans votre espace.',
        hoursAgo: 2 * DAY,
      },
      {
        from: 'customer',
        body: 'Merci beaucoup ! J’ai bien vu les sorties d’école du lundi et du jeudi.',
        hoursAgo: 2 * DAY - 3,
      },
      {
        from: 'agency',
        body: 'Très bien. N’hésitez pas à nous écrire ici pour toute question.',
        hoursAgo: 20,
      },
    ],
    operatorReadUpTo: 2,
    customerReadUpTo: 1,
  },
  {
    subject: 'Arrêt maladie',
    with: { kind: 'agent', email: 'antoine.mercier@exemple.fr' },
    thread: [
      {
        from: 'customer',
        body: 'Bonjour, je suis malade depuis ce matin, je ne pourrai pas assurer mes interventions de demain.',
        hoursAgo: 4,
      },
      {
        from: 'customer',
        body: 'Je dépose mon arrêt de travail dans l’application dès que je l’ai.',
        hoursAgo: 3,
      },
    ],
    operatorReadUpTo: -1,
  },
  {
    subject: 'Date de début de mon CDD',
    with: { kind: 'agent', email: 'samir.haddou@exemple.fr' },
    thread: [
      {
        from: 'customer',
        body: 'Bonjour, j’ai signé mon contrat hier. Pourrais-je commencer le lundi plutôt que le mercredi ?',
        hoursAgo: 20,
      },
    ],
    operatorReadUpTo: -1,
  },
  {
    subject: 'Votre contrat de travail',
    with: { kind: 'agent', email: 'julie.bernard@exemple.fr' },
    thread: [
      {
        from: 'agency',
        body: 'Bonjour Julie, votre contrat vous attend dans votre espace depuis quelques jours : avez-vous des questions avant de le signer ?',
        hoursAgo: 26,
      },
    ],
    operatorReadUpTo: 0,
    customerReadUpTo: -1,
  },
  {
    subject: 'Planning de la semaine prochaine',
    with: { kind: 'agent', rank: 0 },
    thread: [
      {
        from: 'agency',
        body: 'Bonjour, une nouvelle famille vous attend mardi à 14 h : l’adresse est dans votre planning.',
        hoursAgo: 30,
      },
    ],
    operatorReadUpTo: 0,
    customerReadUpTo: -1,
  },
  {
    subject: 'Note de frais de transport',
    with: { kind: 'agent', rank: 1 },
    thread: [
      {
        from: 'customer',
        body: 'Bonjour, j’ai déposé ma note de frais de navigo pour le mois dernier.',
        hoursAgo: 6 * DAY,
      },
      {
        from: 'agency',
        body: 'Bien reçu, elle sera remboursée avec votre prochain salaire.',
        hoursAgo: 5 * DAY,
      },
    ],
    operatorReadUpTo: 1,
  },
];

interface Person {
  userId: number;
  clientId: number | null;
  candidatId: number | null;
}

/** Households and agents with an account, in account order, the ones in `excludedEmails` left out. */
async function peopleWithAccounts(tx: Tx, excludedEmails: readonly string[]) {
  const excluded = excludedEmails.length > 0 ? [...excludedEmails] : [''];
  const clientRows = await tx
    .select({ userId: users.id, clientId: users.client_id })
    .from(users)
    .where(
      and(isNotNull(users.client_id), eq(users.is_active, true), notInArray(users.email, excluded)),
    )
    .orderBy(asc(users.id));
  const agentRows = await tx
    .select({ userId: users.id, candidatId: users.candidat_id })
    .from(users)
    .innerJoin(candidats, eq(candidats.id, users.candidat_id))
    .where(
      and(
        eq(users.is_active, true),
        eq(candidats.candidat_statut_id, CANDIDAT_STATUT.AGENT_ACTIF),
        notInArray(users.email, excluded),
      ),
    )
    .orderBy(asc(users.id));
  return {
    clients: clientRows.map((row): Person => ({ ...row, candidatId: null })),
    agents: agentRows.map((row): Person => ({ ...row, clientId: null })),
  };
}

/** The conversations above (see the top of the file). */
export async function ensureDemoThreads(
  tx: Tx,
  options: {
    now: Date;
    operateurUserId: number;
    /** The demo client and agent (their conversations are demo-messagerie.ts's). */
    excludedEmails: readonly string[];
    /** E-mails of the candidates of the demo (agents named by e-mail, not taken by rank). */
    namedEmails: readonly string[];
  },
): Promise<void> {
  const subjects = DEMO_RECRUTEMENT_THREADS.map((thread) => thread.subject);
  const existing = await tx
    .select({ subject: conversations.subject })
    .from(conversations)
    .where(inArray(conversations.subject, subjects));
  const known = new Set(existing.map((row) => row.subject));
  const missing = DEMO_RECRUTEMENT_THREADS.filter((thread) => !known.has(thread.subject));
  if (missing.length === 0) return;

  const people = await peopleWithAccounts(tx, [...options.excludedEmails, ...options.namedEmails]);
  const named = await tx
    .select({ userId: users.id, candidatId: users.candidat_id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...options.namedEmails, '']));
  for (const thread of missing) {
    const person: Person | undefined =
      'email' in thread.with
        ? named
            .filter((row) => row.email === (thread.with as { email: string }).email)
            .map((row) => ({ userId: row.userId, candidatId: row.candidatId, clientId: null }))[0]
        : (thread.with.kind === 'client' ? people.clients : people.agents)[thread.with.rank];
    if (!person) continue;
    const kind = thread.with.kind;
    await ensureDemoConversation(tx, options.now, {
      kind,
      subject: thread.subject,
      clientId: kind === 'client' ? person.clientId : null,
      candidatId: kind === 'agent' ? person.candidatId : null,
      missionId: null,
      customerUserId: person.userId,
      operateurUserId: options.operateurUserId,
      thread: thread.thread,
      operatorReadUpTo: thread.operatorReadUpTo,
      ...(thread.customerReadUpTo === undefined
        ? {}
        : { customerReadUpTo: thread.customerReadUpTo }),
    });
  }
}
