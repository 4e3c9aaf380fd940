import { drawLogo } from '../../lib/pdf-agency.ts';
import { euros, frDate, GREY, openPdf, pdfText } from '../../lib/pdf-writer.ts';

/*
 * The work contract as a PDF (pdf-lib, standard Helvetica, lib/pdf-writer.ts): the French mentions
 * of an employment contract of a home-services employee (employer and employee, CDI or CDD, start
 * and end, trial period, weekly hours, gross hourly rate, place of work, collective agreement of
 * the home-services companies, IDCC 3127) and the two signature blocks. The signatures themselves
 * are pages added by lib/pdf-signature.ts: the employee's, then the employer's.
 */

export type TypeContrat = 'CDI' | 'CDD';

export interface ContratPdfView {
  reference: string;
  employer: {
    nom: string;
    adresse: string;
    telephone: string;
    siret: string;
    numeroSap: string;
  };
  /** The agency's logo (PNG or JPEG) drawn at the top; none when absent. */
  logo?: Uint8Array | null;
  employee: {
    nom: string;
    dateNaissance: string | null;
    adresse: string | null;
    email: string;
    mobile: string | null;
  };
  typeContrat: TypeContrat;
  dateDebut: string;
  dateFin: string | null;
  nbHeuresHebdo: number;
  tauxHoraireBrut: number;
  /** The services the employee is hired for (skill labels). */
  services: string[];
  /** Where the employee works: the clients' homes of an area. */
  lieuTravail: string;
  now: Date;
}

/** Legal weekly hours of a full-time job in France. */
const TEMPS_PLEIN = 35;
const DAY_MS = 86_400_000;

const hours = (value: number) => `${String(value).replace('.', ',')} h`;

/** Whole days from `debut` to `fin` (YYYY-MM-DD), both counted. */
function daysBetween(debut: string, fin: string): number {
  return (
    Math.round((Date.parse(`${fin}T00:00:00Z`) - Date.parse(`${debut}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/**
 * The trial period the contract states. CDI: one month, renewable once (employees of the
 * collective agreement). CDD (article L1242-10 of the Labour Code): one day per week of contract,
 * at most two weeks for a contract of six months or less, one month beyond.
 */
export function periodeEssai(type: TypeContrat, dateDebut: string, dateFin: string | null): string {
  if (type === 'CDI' || !dateFin) {
    return 'La période d’essai est d’un mois de travail effectif. Elle peut être renouvelée une fois, pour une durée d’un mois au plus, par accord écrit des deux parties avant son terme.';
  }
  const days = daysBetween(dateDebut, dateFin);
  const weeks = Math.max(1, Math.floor(days / 7));
  const cap = days <= 183 ? 14 : 30;
  const essai = Math.min(weeks, cap);
  return `La période d’essai est de ${essai} jour${essai > 1 ? 's' : ''} (un jour par semaine de contrat, ${cap === 14 ? 'deux semaines' : 'un mois'} au plus, article L1242-10 du Code du travail).`;
}

/** Monthly hours of a weekly schedule (52 weeks a year), rounded to the hundredth. */
export const heuresMensuelles = (hebdo: number) => Math.round(((hebdo * 52) / 12) * 100) / 100;

/** The work contract to sign. */
export async function renderContratTravailPdf(view: ContratPdfView): Promise<Uint8Array> {
  const title =
    view.typeContrat === 'CDI'
      ? 'Contrat de travail à durée indéterminée'
      : 'Contrat de travail à durée déterminée';
  const { doc, writer: w } = await openPdf(
    {
      title: `${title} — ${view.employee.nom}`,
      author: view.employer.nom,
      subject: `Contrat ${view.reference} de ${view.employee.nom}`,
      now: view.now,
    },
    { margin: 50, rowSize: 9, gapSize: 8 },
  );
  const article = (titre: string, ...paragraphes: string[]) => {
    w.gap(6);
    w.text(titre, { bold: true, size: 11 });
    for (const paragraphe of paragraphes) w.text(paragraphe, { size: 9 });
  };

  await drawLogo(doc, w.page, view.logo ?? null, 50);
  w.text(title, { size: 16, bold: true });
  w.text(`Référence ${view.reference} · établi le ${frDate(view.now.toISOString())}`, {
    size: 9,
    color: GREY,
  });
  w.gap(10);
  w.text('Entre les soussignés', { bold: true, size: 11 });
  w.text(
    `${view.employer.nom}, ${view.employer.adresse}, SIRET ${view.employer.siret}, déclarée comme organisme de services à la personne sous le n° ${view.employer.numeroSap}, téléphone ${view.employer.telephone}, représentée par son responsable du recrutement, ci-après « l’employeur »,`,
    { size: 9 },
  );
  w.text('et', { size: 9 });
  const identite = [
    view.employee.nom,
    view.employee.dateNaissance ? `né(e) le ${frDate(view.employee.dateNaissance)}` : null,
    view.employee.adresse ? `demeurant ${view.employee.adresse}` : null,
    `e-mail ${view.employee.email}`,
    view.employee.mobile ? `téléphone ${view.employee.mobile}` : null,
  ].filter(Boolean);
  w.text(`${identite.join(', ')}, ci-après « le salarié ».`, { size: 9 });
  w.text('Il a été convenu ce qui suit.', { size: 9 });

  const services = view.services.length > 0 ? view.services.join(', ') : 'services à domicile';
  article(
    'Article 1 — Engagement et fonctions',
    `Le salarié est engagé en qualité d’intervenant(e) à domicile (employé(e) de services à la personne) pour réaliser, au domicile des clients de l’employeur, les prestations suivantes : ${services}. Il exécute les missions que l’employeur lui confie selon les besoins des clients, dans le respect des consignes reçues.`,
  );
  article(
    'Article 2 — Nature et durée du contrat',
    view.typeContrat === 'CDI'
      ? `Le présent contrat est conclu pour une durée indéterminée à compter du ${frDate(view.dateDebut)}.`
      : `Le présent contrat est conclu pour une durée déterminée du ${frDate(view.dateDebut)} au ${frDate(view.dateFin!)} inclus, pour faire face à un accroissement temporaire de l’activité de l’entreprise (article L1242-2 du Code du travail). Il prend fin de plein droit à son terme ; une indemnité de fin de contrat est due dans les conditions légales.`,
  );
  article(
    'Article 3 — Période d’essai',
    periodeEssai(view.typeContrat, view.dateDebut, view.dateFin),
  );
  const tempsPartiel = view.nbHeuresHebdo < TEMPS_PLEIN;
  article(
    'Article 4 — Durée du travail',
    `La durée hebdomadaire de travail est de ${hours(view.nbHeuresHebdo)}, soit ${hours(heuresMensuelles(view.nbHeuresHebdo))} par mois en moyenne${tempsPartiel ? ' (contrat à temps partiel)' : ''}.`,
    'Les interventions sont réparties du lundi au dimanche selon les besoins des clients ; le planning est communiqué au salarié dans l’application Maisonnée, et toute modification au moins sept jours à l’avance, sauf circonstances exceptionnelles prévues par la convention collective. Les heures complémentaires ou supplémentaires sont rémunérées selon les dispositions légales et conventionnelles.',
  );
  article(
    'Article 5 — Rémunération',
    `Le salarié perçoit un salaire horaire brut de ${euros(view.tauxHoraireBrut)}, soit ${euros(Math.round(view.tauxHoraireBrut * heuresMensuelles(view.nbHeuresHebdo) * 100) / 100)} bruts par mois pour la durée prévue à l’article 4. Les heures effectuées le dimanche et les jours fériés sont majorées selon la convention collective. Le salaire est versé mensuellement, avec un bulletin de paie déposé dans les documents du salarié.`,
    'Les temps de trajet entre deux interventions consécutives et les frais de déplacement sont pris en charge dans les conditions de la convention collective.',
  );
  article('Article 6 — Lieu de travail', view.lieuTravail);
  article(
    'Article 7 — Convention collective',
    'Le contrat est régi par la convention collective nationale des entreprises de services à la personne du 20 septembre 2012 (IDCC 3127), consultable auprès de l’employeur et sur Légifrance.',
  );
  article(
    'Article 8 — Congés payés et protection sociale',
    'Le salarié acquiert 2,5 jours ouvrables de congés payés par mois de travail effectif. Il bénéficie des régimes de retraite complémentaire, de prévoyance et de complémentaire santé de l’entreprise.',
  );
  article(
    'Article 9 — Obligations du salarié',
    'Le salarié respecte le domicile, les biens et la vie privée des clients, garde le secret sur tout ce qu’il y apprend, enregistre son arrivée et son départ dans l’application à chaque intervention et prévient l’employeur sans délai de toute absence ou retard.',
  );
  article(
    'Article 10 — Signature électronique',
    'Le présent contrat est signé électroniquement dans l’application Maisonnée par le salarié puis par l’employeur (signature électronique simple). Pour chaque signature sont conservés le nom du signataire, la date et l’heure, l’adresse IP et l’empreinte SHA-256 du document signé ; le contrat signé par les deux parties est déposé dans les documents du salarié.',
  );
  w.gap(14);
  // The date line stays with the signature blocks.
  w.ensure(130);
  w.text(
    `Fait sous forme électronique, le ${frDate(view.now.toISOString())}, en un exemplaire conservé par chaque partie.`,
    { size: 9 },
  );
  w.gap(8);
  const top = w.y;
  const block = (x: number, label: string) => {
    w.page.drawText(pdfText(label), { x, y: top - 11, size: 10, font: w.bold });
    w.page.drawRectangle({
      x,
      y: top - 96,
      width: 230,
      height: 76,
      borderColor: GREY,
      borderWidth: 0.8,
    });
    w.page.drawText(pdfText('Signature électronique dans l’application Maisonnée'), {
      x: x + 6,
      y: top - 32,
      size: 8,
      font: w.font,
      color: GREY,
    });
  };
  block(50, 'Le salarié (lu et approuvé)');
  block(315, 'L’employeur');
  w.y = top - 100;
  return doc.save({ useObjectStreams: false });
}
