// Every table and relation of the API, one file per group, the relations in relations.ts. Tables
// use unqualified names: the connection's search_path picks the PostgreSQL schema.
export * from './users.ts';
export * from './clients.ts';
export * from './candidats.ts';
export * from './candidat-declarations.ts';
export * from './documents.ts';
export * from './missions.ts';
export * from './interventions.ts';
export * from './devis.ts';
export * from './factures.ts';
export * from './reglements.ts';
export * from './notifications.ts';
export * from './annonces.ts';
export * from './scenarios.ts';
export * from './cockpit.ts';
export * from './commentaires.ts';
export * from './messaging.ts';
export * from './tracking.ts';
export * from './auth.ts';
export * from './agence.ts';
export * from './preferences.ts';
export * from './cahier.ts';
export * from './proches.ts';
export * from './calendrier.ts';
export * from './planning-forcages.ts';
export * from './avance.ts';
export * from './relations.ts';
