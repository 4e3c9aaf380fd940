import { ensureDemoAcces } from './acces.ts';
import { ensureAgents } from './agents.ts';
import { ensureDemoCahier } from './cahier.ts';
import type { AgencySeedContext } from './context.ts';
import { ensureDemoClientPast } from './demo-client.ts';
import { ensureHouseholds } from './households.ts';
import { ensureAgentProfils } from './profils.ts';
import type { DemoPlace } from './places.ts';
import { ensureDemoProche } from './proches.ts';
import { ensureQuotes } from './quotes.ts';
import { ensureStaff } from './staff.ts';
import { ensureAbsence, ensureAgencyNotifications } from './tasks.ts';

export type { AgencySeedContext } from './context.ts';

/*
 * The demo agency around the three demo accounts (issue 24): about forty households around Paris
 * and a dozen agents with six months of history, quotes in every state and the data that opens
 * the cockpit's tasks. This part runs in seedDemo's transaction; the files and the money
 * (timesheets answered, invoices issued and paid, credit note, tax certificates, photos,
 * contracts) are made after it through the product's own services (files.ts, money.ts).
 */
export async function seedDemoAgency(
  context: AgencySeedContext,
  demoClient: { clientId: number; place: DemoPlace },
): Promise<void> {
  await ensureStaff(context);
  const agentIds = await ensureAgents(context);
  await ensureDemoClientPast(context, { ...demoClient, agentIds });
  const clientIds = await ensureHouseholds(context, agentIds);
  await ensureAgentProfils(context, agentIds, clientIds);
  await ensureQuotes(context, clientIds);
  await ensureAbsence(context, agentIds);
  await ensureAgencyNotifications(context, { operateur: context.operateurUserId });
  await ensureDemoProche(context, demoClient);
  await ensureDemoAcces(context, demoClient, clientIds);
  await ensureDemoCahier(context, demoClient);
}
