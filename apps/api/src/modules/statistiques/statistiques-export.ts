import { SKILLS, isSkillId } from '@maisonnee/domain';
import type { ExportTable } from '../../lib/table-export.ts';
import type * as q from './statistiques.queries.ts';
import type { Statistiques, StatistiquesMois } from './statistiques.service.ts';

/*
 * The files of the figures (docs/statistiques.md): the same tables written as XLSX (exceljs, one
 * sheet a table) or as CSV (a French spreadsheet's: `;` between cells, a decimal comma, UTF-8 with
 * its BOM, one table after the other; lib/table-export.ts). Both are written from the very numbers
 * the screen shows, so their totals are the screen's.
 */

export {
  MIME_TYPES,
  renderTables,
  type ExportFormat,
  type ExportTable,
} from '../../lib/table-export.ts';

/** The figures of a month, in the order of the screen, with their column headers. */
export const FIGURE_COLUMNS: { key: keyof Omit<StatistiquesMois, 'mois'>; libelle: string }[] = [
  { key: 'ca_emis', libelle: 'CA émis TTC (€)' },
  { key: 'ca_encaisse', libelle: 'CA encaissé TTC (€)' },
  { key: 'ca_restant_du', libelle: 'Restant dû fin de mois TTC (€)' },
  { key: 'heures_planifiees', libelle: 'Heures planifiées' },
  { key: 'heures_realisees', libelle: 'Heures réalisées' },
  { key: 'heures_facturees', libelle: 'Heures facturées' },
  { key: 'heures_sans_agent', libelle: 'Heures sans intervenant' },
  { key: 'heures_planifiees_agents', libelle: 'Heures planifiées des salariés' },
  { key: 'heures_contrat', libelle: 'Heures sous contrat' },
  { key: 'taux_occupation', libelle: "Taux d'occupation (%)" },
  { key: 'devis_envoyes', libelle: 'Devis envoyés' },
  { key: 'devis_signes', libelle: 'Devis signés' },
  { key: 'taux_conversion', libelle: 'Taux de conversion (%)' },
  { key: 'clients_gagnes', libelle: 'Clients gagnés' },
  { key: 'clients_perdus', libelle: 'Clients perdus' },
  { key: 'nb_avis', libelle: 'Avis reçus' },
  { key: 'note_moyenne', libelle: 'Note moyenne (sur 5)' },
];

export const skillLabel = (skillId: number | null) =>
  skillId === null ? 'Tous les services' : isSkillId(skillId) ? SKILLS[skillId] : 'Prestation';

/** The tables of the figures' export: the filters, the months with their total, the agents. */
export function statistiquesTables(stats: Statistiques): ExportTable[] {
  return [
    {
      sheet: 'Filtres',
      title: "Statistiques de l'agence",
      header: ['Filtre', 'Valeur'],
      rows: [
        ['Du', stats.du],
        ['Au', stats.au],
        ['Service', skillLabel(stats.skill_id)],
      ],
    },
    {
      sheet: 'Mois',
      title: 'Chiffres par mois',
      header: ['Mois', ...FIGURE_COLUMNS.map((c) => c.libelle)],
      rows: [
        ...stats.mois.map((m) => [m.mois, ...FIGURE_COLUMNS.map((c) => m[c.key])]),
        ['Total', ...FIGURE_COLUMNS.map((c) => stats.totaux[c.key])],
      ],
    },
    {
      sheet: 'Agents',
      title: 'Occupation des salariés (tous services)',
      header: ['Agent', 'Heures planifiées', 'Heures sous contrat', "Taux d'occupation (%)"],
      rows: stats.agents.map((a) => [
        a.nom,
        a.heures_planifiees,
        a.heures_contrat,
        a.taux_occupation,
      ]),
    },
  ];
}

export interface EtatAnnuel {
  annee: number;
  activites: q.ActiviteAnnee[];
  facture: { skill_id: number | null; heures: number; montant_ttc: number }[];
  clients: q.ClientsAnnee;
  salaries: q.SalariesAnnee[];
  intervenants: { nb_agents: number; heures: number };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const sumOf = (values: number[]) =>
  values.reduce((total, v) => total + Math.round(v * 100), 0) / 100;

/** The tables of the yearly statistical return of a declared home-services organisation. */
export function etatAnnuelTables(etat: EtatAnnuel): ExportTable[] {
  const skills = [
    ...new Set([...etat.activites.map((a) => a.skill_id), ...etat.facture.map((f) => f.skill_id)]),
  ].sort((a, b) => (a ?? 99) - (b ?? 99));
  const activiteRows = skills.map((skillId) => {
    const a = etat.activites.find((row) => row.skill_id === skillId);
    const f = etat.facture.find((row) => row.skill_id === skillId);
    return {
      libelle: skillId === null ? 'Sans service précisé' : skillLabel(skillId),
      heures: round2(a?.heures_realisees ?? 0),
      interventions: a?.nb_interventions ?? 0,
      clients: a?.nb_clients ?? 0,
      agents: a?.nb_agents ?? 0,
      heuresFacturees: round2(f?.heures ?? 0),
      montant: round2(f?.montant_ttc ?? 0),
    };
  });
  const c = etat.clients;
  return [
    {
      sheet: 'Activités',
      title: `État annuel ${etat.annee} — heures par activité`,
      header: [
        'Activité',
        'Heures réalisées',
        'Interventions',
        'Clients servis',
        'Intervenants',
        'Heures facturées',
        'Facturé TTC (€)',
      ],
      rows: [
        ...activiteRows.map((a) => [
          a.libelle,
          a.heures,
          a.interventions,
          a.clients,
          a.agents,
          a.heuresFacturees,
          a.montant,
        ]),
        [
          'Total',
          sumOf(activiteRows.map((a) => a.heures)),
          activiteRows.reduce((total, a) => total + a.interventions, 0),
          c.total,
          etat.intervenants.nb_agents,
          sumOf(activiteRows.map((a) => a.heuresFacturees)),
          sumOf(activiteRows.map((a) => a.montant)),
        ],
      ],
    },
    {
      sheet: 'Clients',
      title: `État annuel ${etat.annee} — clients servis par type`,
      header: ['Type de client', 'Nombre'],
      rows: [
        ['Clients servis', c.total],
        ['Pris en charge par une mutuelle', c.avec_mutuelle],
        ['Particuliers sans mutuelle', c.sans_mutuelle],
        [`60 ans et plus au 1er janvier ${etat.annee}`, c.age_60_plus],
        ['Moins de 60 ans', c.age_moins_60],
        ['Âge inconnu', c.age_inconnu],
      ],
    },
    {
      sheet: 'Salariés',
      title: `État annuel ${etat.annee} — salariés`,
      header: ['Type de contrat', 'Salariés', 'Heures sous contrat', 'Heures travaillées'],
      rows: [
        ...etat.salaries.map((s) => [
          s.type_contrat,
          s.nb_salaries,
          round2(s.heures_contrat),
          round2(s.heures_travaillees),
        ]),
        [
          'Intervenants ayant travaillé',
          etat.intervenants.nb_agents,
          null,
          round2(etat.intervenants.heures),
        ],
      ],
    },
  ];
}
