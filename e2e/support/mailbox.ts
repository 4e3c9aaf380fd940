import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { ReceivedMail } from './smtp-server.ts';

function mailFile(): string {
  const file = process.env.MAISONNEE_E2E_MAIL_FILE;
  if (!file) throw new Error('MAISONNEE_E2E_MAIL_FILE manquant : lancez les tests par playwright.');
  return file;
}

export function readMails(): ReceivedMail[] {
  const file = mailFile();
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail[]) : [];
}

/** Decodes quoted-printable soft line breaks and `=3D` so that the text can be searched. */
function plain(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * Waits for the latest mail to `address` holding a 6-digit code (validation or password reset),
 * `after` mails already read, and answers the code.
 */
export async function waitForCode(address: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = readMails().filter((mail) => mail.to.includes(address.toLowerCase()));
        const latest = mails.slice(after).at(-1);
        code = latest
          ? /(?:code de validation|nouveau mot de passe) : (\d{6})/.exec(plain(latest.raw))?.[1]
          : undefined;
        return code;
      },
      { message: `un code de validation envoyé à ${address}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

export function mailCount(address: string): number {
  return readMails().filter((mail) => mail.to.includes(address.toLowerCase())).length;
}

/** The signature link `/documents?devis=…` of the latest quote mail to `address`, `after` mails already read. */
export async function waitForDevisLink(address: string, after: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const raw = readMails()
          .filter((mail) => mail.to.includes(address.toLowerCase()))
          .slice(after)
          .at(-1)?.raw;
        link = raw ? /\/documents\?devis=([A-Za-z0-9_-]+)/.exec(plain(raw))?.[0] : undefined;
        return link;
      },
      { message: `le lien du devis envoyé à ${address}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** The 6-digit code of the latest mail to `address` carrying a password link (the invitation). */
export async function waitForInvitationCode(address: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readMails()
          .filter((m) => m.to.includes(address.toLowerCase()) && /code=\d{6}/.test(plain(m.raw)))
          .at(-1);
        code = mail ? /code=(\d{6})/.exec(plain(mail.raw))?.[1] : undefined;
        return code;
      },
      { message: `l'invitation envoyée à ${address}`, timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}
