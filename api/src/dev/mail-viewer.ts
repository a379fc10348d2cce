import type { ReceivedMail } from '@bequest/adapters';
import type { Request, Response } from 'express';

export const MAIL_VIEWER_PATH = '/dev/mail';

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The text of a message with each link made one, so a newcomer can open it with a click. */
const withLinks = (text: string) =>
  escaped(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The development mail viewer (issue 21): every message the local SMTP server received, newest
 * first, each link clickable, so a newcomer verifies an address or sets a password with no tool
 * of their own. Mounted only when `npm start` runs its own SMTP server, never in production.
 */
export const mailViewer =
  (received: () => readonly ReceivedMail[]) => (_request: Request, response: Response) => {
    const messages = [...received()].reverse();
    const items = messages.map(
      (mail) => `<article>
  <h2>${escaped(mail.subject)}</h2>
  <p>To ${escaped(mail.to.join(', '))}, ${mail.receivedAt.toISOString()}${mail.attachments.length > 0 ? `, with ${mail.attachments.map((file) => escaped(file.fileName)).join(', ')}` : ''}</p>
  <pre>${withLinks(mail.text)}</pre>
</article>`,
    );
    response
      .status(200)
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mail sent on this machine | Bequest</title></head><body><main><h1>Mail sent on this machine</h1><p>${messages.length === 0 ? 'No mail yet.' : `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first. Reload to see new ones.`}</p>${items.join('\n')}</main></body></html>`,
      );
  };
