import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
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

/** The request logger: one line per request with its id (taken from x-request-id or made). */
export const requestLogger = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: (request, response) => {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
      response.setHeader('x-request-id', id);
      return id;
    },
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url.replace(/([?&](code|token)=)[^&]*/g, '$1[redacted]'),
      }),
    },
  });
