import { createTransport, type Transporter } from 'nodemailer';
import type { RenderedMail } from './mail-templates';

export interface Envelope {
  readonly from: string;
  readonly to: string;
}

/** Hands one rendered e-mail to an SMTP server; throws when the server does not take it. */
export class SmtpMailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = createTransport(smtpUrl, {
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    } as never);
  }

  async send(
    envelope: Envelope,
    mail: RenderedMail,
    attachment?: { readonly fileName: string; readonly content: Buffer },
  ): Promise<void> {
    await this.transport.sendMail({
      from: envelope.from,
      to: envelope.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'X-Template-Id': mail.templateId },
      ...(attachment
        ? {
            attachments: [
              {
                filename: attachment.fileName,
                content: attachment.content,
                contentType: 'application/pdf',
              },
            ],
          }
        : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
