// @ts-check
/*
 * The API's boundaries, checked by ESLint (issue 8, docs/architecture-map.md):
 *  - each table has one owning module: only that module's files may insert into, update or delete
 *    from it (others call the owner's service);
 *  - only `*.queries.ts` files import the Drizzle schema as values (services and routes go through
 *    queries; `import type` stays allowed for row types);
 *  - catalogues (skills, frequencies, roles, statuses, notification and document types) come from
 *    `@maisonnee/domain`, never a local copy nor the contract.
 * Reads may join another module's table inside a queries file: a join is not a write, and a
 * second read model would be worse than a join.
 */

/** Table (Drizzle export name) → the module folder under apps/api/src/modules that owns it. */
export const TABLE_OWNERS = {
  // accounts and sessions
  users: 'auth',
  roles: 'auth',
  authSessions: 'auth',
  refreshTokens: 'auth',
  verificationCodes: 'auth',
  // clients
  clients: 'clients',
  client_statuts: 'clients',
  mutuelles: 'clients',
  contacts: 'clients',
  interlocuteurs: 'clients',
  commentaires: 'clients',
  // agents and candidates
  candidats: 'candidats',
  candidat_statuts: 'candidats',
  transport_types: 'candidats',
  competences: 'candidats',
  candidat_competences: 'candidats',
  candidat_infos_supp: 'candidats',
  conges: 'candidats',
  absences: 'candidats',
  retards: 'candidats',
  demissions: 'candidats',
  indisponibilites: 'candidats',
  contrats_travail: 'candidats',
  candidat_evenements: 'candidats',
  // needs, quotes, proposals
  brouillons: 'brouillons',
  devis: 'devis',
  devis_details: 'devis',
  devis_detail_horaires: 'devis',
  scenarios: 'scenarios',
  // planning: missions, their weekly slots and their interventions
  missions: 'planning',
  horaires_recurents: 'planning',
  interventions: 'planning',
  intervention_avis: 'planning',
  // the rules a planner forced on the board, and why (issue 26)
  planning_forcages: 'planning',
  // documents and stored files
  documents: 'documents',
  document_types: 'documents',
  // notifications (created only through notify())
  notifications: 'notifications',
  notification_types: 'notifications',
  // the money loop (issue 11): timesheets, invoices, tax certificates; payments through Stripe
  factures: 'facturation',
  facture_lignes: 'facturation',
  facture_sequences: 'facturation',
  releves_heures: 'facturation',
  depassements: 'facturation',
  attestations_fiscales: 'facturation',
  facture_relances: 'facturation',
  payment_methods: 'paiements',
  paiements: 'paiements',
  stripe_events: 'paiements',
  reglements: 'paiements',
  reglement_imputations: 'paiements',
  reglement_cesu_titres: 'paiements',
  // third-party payers and clients' funding plans (docs/facturation.md)
  financeurs: 'financeurs',
  prises_en_charge: 'financeurs',
  // the immediate advance (docs/avance-immediate.md)
  avance_inscriptions: 'avance',
  avance_demandes: 'avance',
  // job posts and who is interested in them (issue 12)
  annonces: 'annonces',
  annonce_interets: 'annonces',
  // the cockpits' tasks, commercial and recruitment
  cockpit_taches: 'cockpit',
  // messaging, push devices and usage logs (issue 13)
  conversations: 'messaging',
  conversation_participants: 'messaging',
  messages: 'messaging',
  // the family's and agent's app (issue 25): preferences, notebook, relatives, calendars
  client_intervenant_preferences: 'clients',
  mission_taches: 'cahier',
  cahier_entrees: 'cahier',
  proches: 'proches',
  calendar_feeds: 'calendrier',
  rappels_envoyes: 'calendrier',
  logs: 'tracking',
  formulaire_vues: 'tracking',
  push_subscriptions: 'notifications',
  push_announcements: 'notifications',
  // the agency's own settings and the log of the administration's changes (issue 24)
  agency_settings: 'agence',
  price_grids: 'agence',
  audit_log: 'agence',
};

/** Tables written outside modules/: the mail outbox belongs to the mail adapter. */
export const ADAPTER_TABLES = { mailOutbox: 'apps/api/src/adapters/mail/**' };

/** Catalogue constants that live once in packages/domain. */
export const CATALOGUE_NAMES = [
  'SKILLS',
  'SKILL_LABELS',
  'FREQUENCES',
  'FREQUENCE_TYPES',
  'TRANSPORT_TYPES',
  'ROLE',
  'ROLES',
  'BACK_OFFICE_ROLES',
  'INTERVENTION_STATUTS',
  'PROLONGATION_STATUTS',
  'DEVIS_STATUTS',
  'NOTIFICATION_TYPES',
  'NOTIF_TYPE',
  'DOCUMENT_TYPES',
  'REFUSAL_STATUS',
];

const WRITE_CALL = 'CallExpression[callee.property.name=/^(insert|update|delete)$/]';

/** A `no-restricted-syntax` entry refusing writes to the given tables. */
function writesOf(tables, why) {
  return {
    selector: `${WRITE_CALL}[arguments.0.name=/^(${tables.join('|')})$/]`,
    message: why,
  };
}

const catalogueCopy = {
  selector: `VariableDeclarator[id.name=/^(${CATALOGUE_NAMES.join('|')})$/]`,
  message: 'Catalogues live once in packages/domain: import it from @maisonnee/domain.',
};

/** The contract's copies of catalogues, refused as an import (`no-restricted-imports` path). */
const catalogueFromContract = {
  name: '@maisonnee/contract',
  importNames: CATALOGUE_NAMES,
  message: 'Catalogues come from @maisonnee/domain.',
};

const modules = [...new Set(Object.values(TABLE_OWNERS))];
const allTables = [...Object.keys(TABLE_OWNERS), ...Object.keys(ADAPTER_TABLES)];
const notTests = ['**/*.test.ts', '**/test/**'];

/** One block per module: writes to other modules' tables are refused. */
const ownerBlocks = modules.map((owner) => ({
  name: `api-boundaries/tables-of-${owner}`,
  files: [`apps/api/src/modules/${owner}/**/*.ts`],
  ignores: notTests,
  rules: {
    'no-restricted-syntax': [
      'error',
      writesOf(
        allTables.filter((table) => TABLE_OWNERS[table] !== owner),
        `This table belongs to another module (eslint/api-boundaries.js): call its owner's service.`,
      ),
      catalogueCopy,
    ],
  },
}));

export const apiBoundaries = [
  {
    // Modules without tables of their own (tools, health, …) and the shared layers write none.
    name: 'api-boundaries/no-table-writes',
    files: ['apps/api/src/**/*.ts'],
    ignores: [...notTests, 'apps/api/src/db/**', 'apps/api/src/adapters/mail/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        writesOf(allTables, `Only the owning module writes a table (eslint/api-boundaries.js).`),
        catalogueCopy,
      ],
    },
  },
  ...ownerBlocks,
  {
    name: 'api-boundaries/schema-in-queries-only',
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [...notTests, 'apps/api/src/modules/**/*.queries.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema/*', '**/db/schema'],
              allowTypeImports: true,
              message: 'Tables are read and written in *.queries.ts files only.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'api-boundaries/catalogues-from-domain',
    files: ['apps/**/*.{ts,tsx}', 'packages/contract/**/*.ts'],
    ignores: notTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [catalogueFromContract],
        },
      ],
    },
  },
  {
    // A module reads and writes through its own queries; another module's data comes through
    // that module's service (issue 23, point 6). Same rule name as catalogues-from-domain above
    // (the later block wins for these files), so that block's path is given here too.
    name: 'api-boundaries/own-queries-only',
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: notTests,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [catalogueFromContract],
          patterns: [
            {
              group: ['../*/**/*.queries', '../*/**/*.queries.ts', '**/modules/*/**/*.queries.ts'],
              message:
                "Another module's queries are its own: call that module's service (eslint/api-boundaries.js).",
            },
          ],
        },
      ],
    },
  },
];
