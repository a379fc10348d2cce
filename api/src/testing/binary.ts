import type request from 'supertest';

/** A supertest parser that keeps the body as bytes: for PDFs. */
export const binary = (
  response: request.Response,
  callback: (error: Error | null, body: Buffer) => void,
) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};
