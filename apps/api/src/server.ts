import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { serveLivenessBeforeFastify } from './modules/health/liveness-fast-path.ts';

/** Starts Maisonnée: migrates and seeds the database, then serves the API and the web app on one port. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  if (config.usesDefaultSecrets) {
    app.log.warn(
      'JWT_SECRET ou ID_SECRET a sa valeur de développement : définissez-les en production.',
    );
  }
  // Timesheets, payment retries, tax certificates (apps/api/src/jobs/scheduler.ts).
  const scheduler = startScheduler(app.moduleDeps);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'arrêt en cours');
    scheduler.stop();
    await scheduler.settled();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // GET /api/health answered by the HTTP server itself, from the route's recorded answer.
  await serveLivenessBeforeFastify(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.warn(`Maisonnée est prêt sur ${config.publicUrl} (base : ${app.database.kind})`);
}

main().catch((error) => {
  console.error('Démarrage impossible :', error instanceof Error ? error.message : error);
  process.exit(1);
});
