/*
 * The French texts of every in-app notification, in one place: one builder per event, grouped by
 * notification type. A module picks the builder of its event and hands the message to `notify()`
 * with the recipients; the push sent beside it (a later issue) reads the same message. Builders
 * take values already formatted for people (dates as `formatInterventionDate` writes them).
 */

import { NOTIF_TYPE, rateInterventionPage, withDe, type NotifTypeId } from '@maisonnee/domain';

/** What a notification says and where it leads; `notify()` writes one per recipient. */
export interface NotificationMessage {
  typeId: NotifTypeId;
  title: string;
  body: string;
  /** In-app route opened when the notification is tapped. */
  landingPage?: string | null;
  missionId?: number | null;
  interventionId?: number | null;
  devisId?: number | null;
  clientId?: number | null;
  dateFin?: Date | null;
  /**
   * Only the family's own accounts, not its relatives, though the type is one they follow: a
   * question only the family answers (an extension to accept). docs/proches.md.
   */
  familyOnly?: boolean;
}

/** Where each space lands when a notification is tapped. */
export const LANDING_PAGES = {
  client: '/missions',
  agent: '/account',
  agence: '/admin',
} as const;

/** The intervention a message is about. */
interface InterventionRef {
  missionId: number | null;
  interventionId: number;
}

type Message = NotificationMessage;

const intervention = (message: Omit<Message, 'typeId'>): Message => ({
  typeId: NOTIF_TYPE.INTERVENTION,
  ...message,
});

/** Interventions: check-in and check-out, planning, changes, extensions, ratings, absences. */
const INTERVENTION_MESSAGES = {
  /** To the client, at check-in. */
  /** `heure`: the check-in, a real instant, on the Paris clock ('08:35'). */
  agentArrive: (p: InterventionRef & { quand: string; heure?: string }) =>
    intervention({
      title: 'Votre intervenant est arrivé',
      body: `L'intervention du ${p.quand} a commencé${p.heure ? ` : arrivée pointée à ${p.heure}` : ''}.`,
      landingPage: LANDING_PAGES.client,
      ...ids(p),
    }),
  /**
   * To the family, when the agent sets off (issue 25, point 4): `prenom` the agent's first name,
   * `arrivee` the estimated arrival on the Paris clock ('9 h 40'). Never the door code.
   */
  enRoute: (p: InterventionRef & { prenom: string; arrivee: string }) =>
    intervention({
      title: 'Votre intervenant est en route',
      body: `${p.prenom || 'Votre intervenant'} est en route, arrivée vers ${p.arrivee}.`,
      landingPage: '/home',
      ...ids(p),
    }),
  /**
   * To the client, when a visit starts and no agent could be found for it (issue 22, point 7).
   */
  sansAgent: (p: InterventionRef & { quand: string }) =>
    intervention({
      title: 'Aucun intervenant trouvé',
      body: `Nous n'avons pas trouvé d'intervenant pour votre intervention du ${p.quand}. L'agence vous contacte pour la reprogrammer ; elle ne vous sera pas facturée.`,
      landingPage: LANDING_PAGES.client,
      ...ids(p),
    }),
  /** To the client, at check-out. */
  terminee: (p: InterventionRef & { quand: string }) =>
    intervention({
      title: 'Intervention terminée',
      body: `Votre intervenant est reparti : l'intervention du ${p.quand} est terminée. Vous pouvez la noter.`,
      // Tapped: the rating of this intervention opens (issue 22, point 9).
      landingPage: rateInterventionPage(p.interventionId),
      ...ids(p),
    }),
  /** To the client, when the back office plans one intervention. */
  planifiee: (p: InterventionRef & { quand: string }) =>
    intervention({
      title: 'Intervention planifiée',
      body: `Une intervention est planifiée le ${p.quand}.`,
      landingPage: LANDING_PAGES.client,
      ...ids(p),
    }),
  /** To the agent it is given to. */
  confiee: (p: InterventionRef & { quand: string; clientName: string }) =>
    intervention({
      title: 'Nouvelle intervention',
      body: `Une intervention vous est confiée le ${p.quand} chez ${p.clientName}.`,
      landingPage: LANDING_PAGES.agent,
      ...ids(p),
    }),
  /** To the client and the agents (each with its landing page), when the back office moves them. */
  replanifiee: (p: InterventionRef & { quand: string; count: number }) =>
    intervention({
      title: 'Intervention replanifiée',
      body:
        p.count > 1
          ? `${p.count} interventions ont été replanifiées, dont celle du ${p.quand}.`
          : `L'intervention est replanifiée le ${p.quand}.`,
      ...ids(p),
    }),
  /** To the agent, when the client moves it; `kept` false when the agent is not free then. */
  deplaceeParLeClient: (p: InterventionRef & { avant: string; apres: string; kept: boolean }) =>
    intervention({
      title: p.kept ? 'Intervention déplacée' : 'Intervention retirée de votre planning',
      body: p.kept
        ? deplacee(p)
        : `${deplacee(p)} Vous n'êtes pas disponible : elle est confiée à un autre agent.`,
      landingPage: LANDING_PAGES.agent,
      ...ids(p),
    }),
  /** To the planners, when the client moves it. */
  deplaceeAgence: (p: InterventionRef & { avant: string; apres: string; kept: boolean }) =>
    intervention({
      title: p.kept ? 'Intervention déplacée par le client' : 'Intervention à réaffecter',
      body: deplacee(p),
      ...ids(p),
    }),
  /** To the agent, the planners and (when the back office cancels) the client. */
  annulee: (p: InterventionRef & { quand: string; motif?: string | null }) =>
    intervention({
      title: 'Intervention annulée',
      body: `L'intervention du ${p.quand} est annulée${p.motif ? ` : ${p.motif}` : '.'}`,
      ...ids(p),
    }),
  /** To the agent, when an upcoming intervention is deleted. */
  supprimee: (p: { missionId: number | null; quand: string }) =>
    intervention({
      title: 'Intervention supprimée',
      body: `L'intervention du ${p.quand} est retirée de votre planning.`,
      landingPage: LANDING_PAGES.agent,
      missionId: p.missionId,
    }),
  /** To the agent, when the rest of a recurring slot is deleted. */
  creneauRetire: (p: { missionId: number | null; quand: string }) =>
    intervention({
      title: 'Créneau retiré de votre planning',
      body: `Les interventions de ce créneau à partir du ${p.quand} sont retirées de votre planning.`,
      landingPage: LANDING_PAGES.agent,
      missionId: p.missionId,
    }),
  /** To the client, when the agent asks to stay longer. */
  prolongationDemandee: (p: InterventionRef & { quand: string; minutes: number }) =>
    intervention({
      title: 'Demande de prolongation',
      body: `Votre intervenant propose de prolonger l'intervention du ${p.quand} de ${p.minutes} minutes. Acceptez-vous ?`,
      landingPage: LANDING_PAGES.client,
      familyOnly: true,
      ...ids(p),
    }),
  /** To the agent, with the client's answer. */
  prolongationRepondue: (p: InterventionRef & { accepte: boolean; minutes: number | null }) =>
    intervention({
      title: p.accepte ? 'Prolongation acceptée' : 'Prolongation refusée',
      body: p.accepte
        ? `Le client accepte de prolonger l'intervention de ${p.minutes} minutes.`
        : "Le client ne souhaite pas prolonger l'intervention.",
      landingPage: LANDING_PAGES.agent,
      ...ids(p),
    }),
  /** To the agent, when the client extends it. */
  prolongee: (p: InterventionRef & { quand: string; minutes: number }) =>
    intervention({
      title: 'Intervention prolongée',
      body: `L'intervention du ${p.quand} est prolongée de ${p.minutes} minutes.`,
      landingPage: LANDING_PAGES.agent,
      ...ids(p),
    }),
  /** The planning summary mailed to a client or an agent, also left in the app. */
  planningAJour: (p: {
    target: 'client' | 'agent';
    text: string;
    missionId: number | null;
    interventionId: number | null;
  }) =>
    intervention({
      title:
        p.target === 'client' ? 'Vos interventions sont planifiées' : 'Votre planning est à jour',
      body: p.text,
      landingPage: LANDING_PAGES[p.target],
      missionId: p.missionId,
      interventionId: p.interventionId,
    }),
  /** To the agent, when the client rates the intervention. */
  nouvelAvis: (p: { interventionId: number; quand: string; note: number }) =>
    intervention({
      title: 'Nouvel avis',
      body: `Le client a noté l'intervention du ${p.quand} : ${p.note}/5.`,
      landingPage: LANDING_PAGES.agent,
      interventionId: p.interventionId,
    }),
  /** To the client, when an agent is assigned to a mission. */
  intervenantConfirme: (p: { missionId: number; prenom: string | null; summary: string }) =>
    intervention({
      title: 'Intervenant confirmé',
      body: `${p.prenom ?? 'Votre intervenant'} assurera ${p.summary}.`,
      landingPage: LANDING_PAGES.client,
      missionId: p.missionId,
    }),
  /** To the agent assigned to a mission. */
  nouvellesInterventions: (p: { missionId: number; summary: string }) =>
    intervention({
      title: 'Nouvelles interventions',
      body: `Vous êtes planifié : ${p.summary}.`,
      landingPage: LANDING_PAGES.agent,
      missionId: p.missionId,
    }),
  /** To the client, when the agent declares an absence over the intervention. */
  intervenantAbsent: (p: InterventionRef & { quand: string }) =>
    intervention({
      title: 'Votre intervenant est absent',
      body: `Votre intervenant ne pourra pas assurer l'intervention du ${p.quand} : nous cherchons un remplaçant.`,
      landingPage: LANDING_PAGES.client,
      ...ids(p),
    }),
  /** To the client, when the agent declares a delay. */
  intervenantEnRetard: (p: InterventionRef & { quand: string; minutes: number }) =>
    intervention({
      title: 'Votre intervenant aura du retard',
      body: `Votre intervenant arrivera avec environ ${p.minutes} minutes de retard pour l'intervention du ${p.quand}.`,
      landingPage: LANDING_PAGES.client,
      ...ids(p),
    }),
  /**
   * The reminder the day before a visit (issue 25, point 8; docs/calendrier.md), to the family:
   * `quand` 'mardi 3 mars de 09:00 à 11:00', `prestation` the service's short name, `prenom` the
   * agent's first name.
   */
  rappelFamille: (p: InterventionRef & { quand: string; prestation: string; prenom: string }) =>
    intervention({
      title: 'Rappel : intervention demain',
      body: `Demain, ${p.quand} : ${p.prestation}${p.prenom ? ` avec ${p.prenom}` : ''}.`,
      landingPage: LANDING_PAGES.client,
      ...ids(p),
    }),
  /**
   * The same reminder to the agent: `client` 'Mme Dubois', `adresse` the visit's address. Never
   * the door code nor the access instructions (shown in the app only, around the visit).
   */
  rappelIntervenant: (
    p: InterventionRef & { quand: string; prestation: string; client: string; adresse: string },
  ) =>
    intervention({
      title: 'Rappel : intervention demain',
      body: `Demain, ${p.quand} : ${p.prestation} chez ${p.client}${p.adresse ? `, ${p.adresse}` : ''}.`,
      landingPage: LANDING_PAGES.agent,
      ...ids(p),
    }),
} satisfies Record<string, (p: never) => Message>;

function ids(p: InterventionRef) {
  return { missionId: p.missionId, interventionId: p.interventionId };
}

function deplacee(p: { avant: string; apres: string }) {
  return `L'intervention du ${p.avant} est déplacée au ${p.apres}.`;
}

/** Quotes: to the agency. */
const DEVIS_MESSAGES = {
  /** To administrators and sales staff, when a client signs (online or on paper). */
  signe: (p: { devisId: number; clientId: number; reference: string; signataire: string }) => ({
    typeId: NOTIF_TYPE.DEVIS,
    title: 'Devis signé',
    body: `Le devis ${p.reference} a été signé par ${p.signataire}.`,
    landingPage: LANDING_PAGES.agence,
    devisId: p.devisId,
    clientId: p.clientId,
  }),
  /**
   * To the sales staff, when a quote is signed whose first visit starts within the lead time
   * (issue 22, point 7): an agent has to be found at once.
   */
  demarrageProche: (p: {
    devisId: number;
    clientId: number;
    missionId: number | null;
    reference: string;
    quand: string;
    delaiHeures: number;
  }) => ({
    typeId: NOTIF_TYPE.DEVIS,
    title: 'Démarrage imminent à pourvoir',
    body: `Le devis ${p.reference} est signé et sa première intervention (${p.quand}) commence dans moins de ${p.delaiHeures} h : trouvez un intervenant en priorité.`,
    landingPage: LANDING_PAGES.agence,
    devisId: p.devisId,
    clientId: p.clientId,
    missionId: p.missionId,
  }),
} satisfies Record<string, (p: never) => Message>;

/** Missions: to the planners and the recruitment team. */
const MISSION_MESSAGES = {
  /** To the recruitment team, when no agent is available for a mission. */
  aucunAgentDisponible: (p: { missionId: number; reference: string; clientName: string }) => ({
    typeId: NOTIF_TYPE.MISSION,
    title: 'Aucun agent disponible',
    body: `Mission ${p.reference} (${p.clientName}) : aucun agent disponible, à recruter ou à réaffecter.`,
    missionId: p.missionId,
  }),
  /** To the planners, when the client places slots of a mission to plan. */
  creneauxAPourvoir: (p: { missionId: number; reference: string; count: number }) => ({
    typeId: NOTIF_TYPE.MISSION,
    title: 'Nouveaux créneaux à pourvoir',
    body: `${p.count} créneau(x) placé(s) par le client sur la mission ${p.reference} attendent un agent.`,
    missionId: p.missionId,
  }),
  /**
   * To the commercial team (never to the agent), when a family asks not to see an agent again
   * (issue 25, point 3): its visits already planned stay as they are until the agency replaces
   * the agent on them. `aRemplacer`: how many of them are to come.
   */
  intervenantEcarte: (p: {
    clientName: string;
    agent: string;
    aRemplacer: number;
    clientId: number;
  }) => ({
    typeId: NOTIF_TYPE.MISSION,
    title: 'Intervenant écarté par une famille',
    body:
      `${p.clientName} ne souhaite plus recevoir ${p.agent}.` +
      (p.aRemplacer > 0
        ? ` ${p.aRemplacer} intervention(s) à venir restent planifiées avec cet intervenant : remplacez-le.`
        : ' Aucune intervention à venir avec cet intervenant.'),
    landingPage: LANDING_PAGES.agence,
    clientId: p.clientId,
  }),
} satisfies Record<string, (p: never) => Message>;

/** Agents' accounts: leave, absences, resignation, to the recruitment team and the planners. */
const COMPTE_MESSAGES = {
  demandeConge: (p: { agent: string; debut: string; fin: string }) => ({
    typeId: NOTIF_TYPE.COMPTE,
    title: 'Demande de congé',
    body: `${p.agent} demande un congé du ${p.debut} au ${p.fin}.`,
  }),
  /**
   * To the planners, when an agent declares an absence: about planning, so under « Intervention »
   * (not « Compte »), leading to the cockpit. `periode` as `formatPlannedPeriod` writes it;
   * `aReaffecter` is the count of the absence's cockpit task (`interventionsLeftByAbsence`);
   * `autresSansAgent`: other interventions of the period taken off the agent but not on its
   * weekly slots (they wait for an agent like any slot without one).
   */
  absenceDeclaree: (p: {
    agent: string;
    periode: string;
    aReaffecter: number;
    autresSansAgent: number;
  }) => ({
    typeId: NOTIF_TYPE.INTERVENTION,
    title: 'Absence déclarée',
    body:
      `${p.agent} est absent ${p.periode} : ` +
      (p.aReaffecter === 0
        ? 'aucune intervention à confier à un autre agent.'
        : `${p.aReaffecter} intervention${p.aReaffecter > 1 ? 's' : ''} à confier à un autre agent.`) +
      (p.autresSansAgent > 0
        ? ` ${p.autresSansAgent} autre${p.autresSansAgent > 1 ? 's interventions' : ' intervention'} de la période ${p.autresSansAgent > 1 ? "n'ont" : "n'a"} plus d'agent.`
        : ''),
    landingPage: LANDING_PAGES.agence,
  }),
  justificatifAbsence: (p: { dateDebut: string }) => ({
    typeId: NOTIF_TYPE.COMPTE,
    title: "Justificatif d'absence reçu",
    body: `Un justificatif a été déposé pour l'absence du ${p.dateDebut}.`,
  }),
  demission: (p: { agent: string; dateEffet: string }) => ({
    typeId: NOTIF_TYPE.COMPTE,
    title: 'Démission',
    body: `${p.agent} remet sa démission, effective le ${p.dateEffet}.`,
  }),
} satisfies Record<string, (p: never) => Message>;

/** Money: the monthly timesheet, invoices, payments (docs/facturation.md, docs/paiements.md). */
const FACTURE_MESSAGES = {
  /**
   * To the client, when a month's timesheet has lines to confirm. `mois`: 'octobre 2026'
   * (`formatMonth`); `dateLimite` as `formatDeadline` writes it (« jusqu'au 5 décembre 2026 inclus »).
   */
  releveAConfirmer: (p: {
    mois: string;
    periode: string;
    dateLimite: string;
    clientId: number;
  }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: "Relevé d'heures à confirmer",
    body: `Vos heures ${withDe(p.mois)} sont prêtes : confirmez-les ou signalez une erreur ${p.dateLimite}. Sans réponse, elles seront confirmées.`,
    landingPage: `/documents?releve=${p.periode}`,
    clientId: p.clientId,
  }),
  /** To the commercial team, when a client contests a line. */
  releveConteste: (p: { client: string; quand: string; clientId: number }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: 'Heures contestées',
    body: `${p.client} conteste les heures de l'intervention du ${p.quand}.`,
    landingPage: LANDING_PAGES.agence,
    clientId: p.clientId,
  }),
  /** To the client, when the agency rules on a contested line. */
  releveCorrige: (p: { quand: string; heures: string; periode: string; clientId: number }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: 'Heures corrigées',
    body: `L'agence a examiné votre remarque sur l'intervention du ${p.quand} : ${p.heures} seront facturées.`,
    landingPage: `/documents?releve=${p.periode}`,
    clientId: p.clientId,
  }),
  /** To the client, when an invoice or a credit note is issued. `montant`: '123,45 €'. */
  factureEmise: (p: { numero: string; montant: string; avoir: boolean; clientId: number }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: p.avoir ? 'Nouvel avoir' : 'Nouvelle facture',
    body: p.avoir
      ? `L'avoir ${p.numero} de ${p.montant} est disponible dans vos documents.`
      : `La facture ${p.numero} de ${p.montant} est disponible dans vos documents.`,
    landingPage: '/documents',
    clientId: p.clientId,
  }),
  /**
   * To the client, when a payment is recorded in the ledger (docs/paiements.md). `montant`:
   * '120,00 €'; `mode`: 'virement'; `date`: '05/12/2026'; `factures`: the numbers it pays.
   */
  reglementRecu: (p: {
    montant: string;
    mode: string;
    date: string;
    factures: readonly string[];
    clientId: number;
  }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: 'Paiement reçu',
    body:
      p.factures.length === 0
        ? `Nous avons bien reçu votre règlement de ${p.montant} (${p.mode} du ${p.date}) : il est gardé en avoir sur votre compte. Merci !`
        : `Nous avons bien reçu votre règlement de ${p.montant} (${p.mode} du ${p.date}) pour ${p.factures.length > 1 ? 'les factures' : 'la facture'} ${p.factures.join(', ')}. Merci !`,
    landingPage: '/documents',
    clientId: p.clientId,
  }),
  /**
   * To the client, when an invoice is still unpaid some days after its due date (issue 27,
   * docs/paiements.md « Impayés et relances »). `reste`: '70,00 €'; `echeance`: '05/12/2026'.
   */
  relanceImpayee: (p: {
    numero: string;
    reste: string;
    echeance: string;
    derniere: boolean;
    clientId: number;
  }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: p.derniere ? 'Dernière relance : facture impayée' : 'Rappel : facture à régler',
    body: `La facture ${p.numero} était à régler le ${p.echeance} : il reste ${p.reste} à payer. ${p.derniere ? "Sans règlement de votre part, l'agence prendra contact avec vous." : 'Si vous avez déjà réglé, merci de ne pas tenir compte de ce message.'} Vous pouvez la régler depuis vos documents.`,
    landingPage: '/documents',
    clientId: p.clientId,
  }),
  /** To the client, when the payment of an invoice went through. */
  paiementReussi: (p: { numero: string; montant: string; clientId: number }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: 'Paiement reçu',
    body: `Nous avons bien reçu ${p.montant} pour la facture ${p.numero}. Merci !`,
    landingPage: '/documents',
    clientId: p.clientId,
  }),
  /** The immediate advance: URSSAF refused the request (40) or the family's debit failed (60). */
  avanceRefusee: (p: { numero: string; motif: string; clientId: number }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: "Avance immédiate : l'URSSAF n'a pas réglé votre facture",
    body: `La demande d'avance immédiate de la facture ${p.numero} n'a pas abouti (${p.motif}). Notre équipe vous contacte pour le règlement de cette facture.`,
    landingPage: '/documents',
    clientId: p.clientId,
  }),
  /** To the client (and accounting), when a charge failed. `relance`: '25/11/2026' or null. */
  paiementEchoue: (p: {
    numero: string;
    motif: string;
    relance: string | null;
    clientId: number;
  }) => ({
    typeId: NOTIF_TYPE.FACTURE,
    title: 'Paiement refusé',
    body: `Le paiement de la facture ${p.numero} n'a pas abouti (${p.motif}).${p.relance ? ` Nous réessaierons le ${p.relance}.` : ''} Vous pouvez choisir un autre moyen de paiement dans vos documents.`,
    landingPage: '/documents',
    clientId: p.clientId,
  }),
} satisfies Record<string, (p: never) => Message>;

/** Recruitment (docs/recrutement.md): applications, work contracts, job posts. */
const RECRUTEMENT_MESSAGES = {
  /** To the recruitment team, when a public application is finished. */
  candidatureRecue: (p: { candidat: string; candidatId: number }) => ({
    typeId: NOTIF_TYPE.COMPTE,
    title: 'Nouvelle candidature',
    body: `${p.candidat} a déposé sa candidature (dossier n° ${p.candidatId}).`,
    landingPage: `/admin/recrutement/candidats/${p.candidatId}`,
  }),
  /** To the candidate, when the agency sends the work contract to sign in the app. */
  contratASigner: (p: { typeContrat: string; dateDebut: string }) => ({
    typeId: NOTIF_TYPE.COMPTE,
    title: 'Votre contrat de travail est prêt',
    body: `Votre ${p.typeContrat} (début le ${p.dateDebut}) vous attend : lisez-le et signez-le dans l'application.`,
    landingPage: '/account/agent',
  }),
  /** To the recruitment team, when the candidate signed: the contract waits for the countersignature. */
  contratSigne: (p: { candidat: string; candidatId: number }) => ({
    typeId: NOTIF_TYPE.COMPTE,
    title: 'Contrat signé par le candidat',
    body: `${p.candidat} a signé son contrat de travail : il attend votre contresignature.`,
    landingPage: `/admin/recrutement/candidats/${p.candidatId}`,
  }),
  /** To the new agent, once the agency countersigned. */
  contratContresigne: () => ({
    typeId: NOTIF_TYPE.COMPTE,
    title: 'Bienvenue dans l’équipe',
    body: "L'agence a contresigné votre contrat de travail : il est dans vos documents, et votre espace agent est ouvert.",
    landingPage: '/account/agent',
  }),
  /** To the recruitment team, when an agent or a candidate is interested in a job post. */
  interetAnnonce: (p: { candidat: string; candidatId: number; annonce: string }) => ({
    typeId: NOTIF_TYPE.MISSION,
    title: 'Intérêt pour une annonce',
    body: `${p.candidat} est intéressé(e) par l'annonce « ${p.annonce} ».`,
    landingPage: `/admin/recrutement/candidats/${p.candidatId}`,
  }),
  /** To an agent, when the agency files a document for them (payslip…). */
  documentAgent: (p: { libelle: string }) => ({
    typeId: NOTIF_TYPE.COMPTE,
    title: 'Nouveau document',
    body: `L'agence a déposé un document dans votre espace : ${p.libelle}.`,
    landingPage: '/account/agent',
  }),
} satisfies Record<string, (p: never) => Message>;

/** Messaging (docs/messagerie.md): to the other side of a conversation. */
const MESSAGERIE_MESSAGES = {
  /**
   * A new message: `de` is « Maisonnée » for a customer, the client's or agent's name for the
   * agency; `extrait` the message's first 120 characters; `landingPage` the thread
   * ('/messagerie/<encrypted id>' for a customer, '/admin/messagerie/<id>' for the agency).
   */
  nouveauMessage: (p: {
    de: string;
    extrait: string;
    landingPage: string;
    missionId?: number | null;
    clientId?: number | null;
  }) => ({
    typeId: NOTIF_TYPE.MESSAGE,
    title: `Nouveau message de ${p.de}`,
    body: p.extrait,
    landingPage: p.landingPage,
    missionId: p.missionId ?? null,
    clientId: p.clientId ?? null,
  }),
} satisfies Record<string, (p: never) => Message>;

/**
 * The liaison notebook (docs/cahier.md): to the other side of a mission's notebook, landing on
 * it ('/cahier/<encrypted mission id>').
 */
const CAHIER_MESSAGES = {
  /** To the family, when the agent sends the report of a visit: `agent` 'Karim B.'. */
  rapportVisite: (p: {
    agent: string;
    landingPage: string;
    missionId: number;
    interventionId: number;
    clientId: number;
  }) => ({
    typeId: NOTIF_TYPE.CAHIER,
    title: 'Compte rendu de visite',
    body: `${p.agent} a écrit le compte rendu de sa visite dans le cahier de liaison.`,
    landingPage: p.landingPage,
    missionId: p.missionId,
    interventionId: p.interventionId,
    clientId: p.clientId,
  }),
  /** A message of the notebook: `de` its author's name, `extrait` its first characters. */
  nouveauMessage: (p: { de: string; extrait: string; landingPage: string; missionId: number }) => ({
    typeId: NOTIF_TYPE.CAHIER,
    title: `Cahier de liaison : message de ${p.de}`,
    body: p.extrait,
    landingPage: p.landingPage,
    missionId: p.missionId,
  }),
} satisfies Record<string, (p: never) => Message>;

/** Every notification builder, keyed by notification type, then by event. */
export const NOTIFICATION_MESSAGES = {
  intervention: INTERVENTION_MESSAGES,
  devis: DEVIS_MESSAGES,
  mission: MISSION_MESSAGES,
  compte: COMPTE_MESSAGES,
  facture: FACTURE_MESSAGES,
  recrutement: RECRUTEMENT_MESSAGES,
  messagerie: MESSAGERIE_MESSAGES,
  cahier: CAHIER_MESSAGES,
} as const;
