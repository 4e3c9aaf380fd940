import { startSmtpServer } from './support/smtp-server.ts';

/** Starts the local SMTP server that receives the API's mail for the whole run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.MAISONNEE_E2E_SMTP_PORT);
  const file = process.env.MAISONNEE_E2E_MAIL_FILE;
  if (!port || !file) throw new Error('playwright.config.ts prépare le port SMTP et le fichier.');
  return startSmtpServer(port, file);
}
