import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded-enough text body (quoted-printable soft breaks removed) for assertions. */
  text: string;
}

/** A real SMTP server on 127.0.0.1:0 that keeps what it receives: the mailer is tested over real SMTP. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n');
        const text = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text,
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once at least `count` messages have arrived (or rejects after 5 s). */
    async waitFor(count: number) {
      const deadline = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
