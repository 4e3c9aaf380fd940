/*
 * The three demo accounts of the README (client, agent, back office) and their password, apart
 * from demo.ts so that the parts of the demo seed it calls can name them without importing it.
 */

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_CLIENT_EMAIL = 'client@demo.fr';
export const DEMO_AGENT_EMAIL = 'agent@demo.fr';
export const DEMO_OPERATEUR_EMAIL = 'operateur@demo.fr';
