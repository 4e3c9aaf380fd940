import { startStripeStandIn } from '../apps/api/test/stripe-stand-in.ts';
import { startSmtpServer } from './support/smtp-server.ts';

/**
 * Starts, for the whole run, the local SMTP server that receives the API's mail and the local
 * Stripe stand-in the API's payments talk to (it posts signed webhooks back to the API).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.MAISONNEE_E2E_SMTP_PORT);
  const file = process.env.MAISONNEE_E2E_MAIL_FILE;
  if (!port || !file) throw new Error('playwright.config.ts prépare le port SMTP et le fichier.');
  const stripePort = Number(process.env.MAISONNEE_E2E_STRIPE_PORT);
  const webhookSecret = process.env.MAISONNEE_E2E_STRIPE_WEBHOOK_SECRET;
  if (!stripePort || !webhookSecret)
    throw new Error('playwright.config.ts prépare le port et le secret du Stripe local.');
  const stopSmtp = await startSmtpServer(port, file);
  const stripe = await startStripeStandIn({
    port: stripePort,
    webhookSecret,
    webhookUrl: process.env.MAISONNEE_E2E_STRIPE_WEBHOOK_URL,
  });
  return async () => {
    await stripe.close();
    await stopSmtp();
  };
}
