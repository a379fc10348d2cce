import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: string[];
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly templateId: string | null;
  readonly receivedAt: Date;
  readonly attachments: readonly { readonly fileName: string; readonly content: Buffer }[];
}

/**
 * A real SMTP server in process, for development and tests: nothing leaves the machine, and
 * every message received is kept for reading back.
 */
export class LocalSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly waiters: (() => void)[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              templateId: (parsed.headers.get('x-template-id') as string | undefined) ?? null,
              receivedAt: new Date(),
              attachments: parsed.attachments.map((attachment) => ({
                fileName: attachment.filename ?? '',
                content: attachment.content,
              })),
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port || this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first message to `to` that satisfies `matches`, waiting for it to arrive. */
  async waitFor(
    to: string,
    matches: (mail: ReceivedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((mail) => mail.to.includes(to) && matches(mail));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
