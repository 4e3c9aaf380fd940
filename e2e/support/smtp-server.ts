import { writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/** One mail as the local SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

/**
 * A real SMTP server on loopback that keeps every mail it receives in a JSON file, read by the
 * tests (support/mailbox.ts). The API sends to it through SMTP_URL.
 */
export async function startSmtpServer(port: number, file: string): Promise<() => Promise<void>> {
  const received: ReceivedMail[] = [];
  writeFileSync(file, '[]');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          receivedAt: new Date().toISOString(),
        });
        writeFileSync(file, JSON.stringify(received));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
