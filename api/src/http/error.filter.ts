import { isDatabaseUnavailable } from '@bequest/adapters';
import type { ErrorReporter } from '@bequest/application';
import { SERVICE_UNAVAILABLE_ERROR, UNEXPECTED_ERROR } from '@bequest/sdk/contract';
import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { ApiError } from './api-error';
import { JSON_BODY_LIMIT } from './body-limit';
import type { BequestRequest } from './request-context';

/** The body parser's refusals (http-errors), by their `type`, as the client's errors they are. */
const BODY_ERRORS: Readonly<Record<string, { status: number; code: string; message: string }>> = {
  'entity.too.large': {
    status: 413,
    code: 'REQUEST.TOO_LARGE',
    message: `The request body is larger than the ${JSON_BODY_LIMIT} limit`,
  },
  'charset.unsupported': {
    status: 415,
    code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
    message: 'The request body’s charset is not supported: send JSON as UTF-8',
  },
  'encoding.unsupported': {
    status: 415,
    code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
    message: 'The request body’s content encoding is not supported: send gzip, deflate or none',
  },
  'entity.parse.failed': {
    status: 400,
    code: 'REQUEST.INVALID',
    message: 'The request body is not valid JSON',
  },
};

const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error the body parser raised for the client's request (a status under 500 it exposes). */
const clientErrorOf = (exception: unknown) => {
  if (typeof exception !== 'object' || exception === null) return null;
  const { status, type, expose } = exception as {
    status?: unknown;
    type?: unknown;
    expose?: unknown;
  };
  if (typeof status !== 'number' || status >= 500 || expose !== true) return null;
  return (
    (typeof type === 'string' && BODY_ERRORS[type]) || {
      status,
      code: status === 400 ? 'REQUEST.INVALID' : `HTTP.${status}`,
      // A body that is not the gzip or deflate it claims to be, an aborted upload, and the like.
      message: 'The request body could not be read',
    }
  );
};

/**
 * Every error answers `{error: {code, message, fields}}`. A client's bad request is logged at
 * `info` with the request id; an unexpected error is logged at `error`, reported with the request
 * id that ties the report to the log line, and answered 500 without internals.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly reporter: ErrorReporter,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<BequestRequest>();
    // Nest hands the body parser's refusals over wrapped in an HttpException, with the original as its cause.
    const clientError = clientErrorOf(
      exception instanceof HttpException ? exception.cause : exception,
    );
    if (clientError) {
      this.logger.info(
        { requestId: request.id, status: clientError.status, code: clientError.code },
        'request refused',
      );
      response
        .status(clientError.status)
        .json({ error: { code: clientError.code, message: clientError.message } });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      if (exception instanceof ApiError && exception.retryAfterSeconds !== undefined)
        response.setHeader('Retry-After', String(exception.retryAfterSeconds));
      const known =
        typeof body === 'object' &&
        body !== null &&
        'error' in body &&
        typeof body.error === 'object';
      response.status(status).json(
        known
          ? body
          : {
              error: {
                code:
                  status === 404
                    ? 'REQUEST.NOT_FOUND'
                    : status === 400
                      ? 'REQUEST.INVALID'
                      : `HTTP.${status}`,
                message: exception.message,
              },
            },
      );
      return;
    }
    if (isDatabaseUnavailable(exception)) {
      // Nothing the client did: the database is restarting or out of connections. The client
      // retries after a while; nothing was half-written, since a write is one transaction.
      this.logger.warn({ err: exception, requestId: request.id }, 'database unavailable');
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      response.status(503).json({
        error: {
          code: 'SERVICE.UNAVAILABLE',
          message: SERVICE_UNAVAILABLE_ERROR.message,
          requestId: request.id,
        },
      });
      return;
    }
    this.logger.error({ err: exception, requestId: request.id }, 'unexpected error');
    this.reporter.report(exception, {
      requestId: request.id,
      route: (request.route as { path?: string } | undefined)?.path ?? request.path,
      ...(request.tenant && { tenantId: request.tenant.tenantId }),
      status: 500,
    });
    response.status(500).json({
      error: { code: 'UNEXPECTED', message: UNEXPECTED_ERROR.message, requestId: request.id },
    });
  }
}
