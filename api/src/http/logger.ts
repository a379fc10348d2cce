import pino, { type Logger } from 'pino';
import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';

/** Structured JSON logs; credentials and personal details are never written. */
export const createLogger = (
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): Logger =>
  pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.confirmPassword',
          '*.currentPassword',
          '*.token',
          '*.birthDate',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );

const redactedUrl = (url: string) => url.replace(/([?&](code|token)=)[^&]*/g, '$1[redacted]');

/**
 * One JSON line per request when it completes: its id (taken from x-request-id or made, and
 * sent back), method, path without secrets, status and time. Bodies and headers are never
 * logged.
 */
export const requestLogger =
  (logger: Logger) =>
  (request: Request & { id?: string }, response: Response, next: NextFunction): void => {
    const given = request.headers['x-request-id'];
    const id = typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    request.id = id;
    response.setHeader('x-request-id', id);
    if (!logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    response.once('finish', () =>
      logger.info(
        {
          req: { id, method: request.method, url: redactedUrl(request.originalUrl) },
          res: { statusCode: response.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      ),
    );
    next();
  };
