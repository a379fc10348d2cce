import { UNEXPECTED_ERROR } from '@bequest/sdk/contract';
import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { BequestRequest } from './request-context';

/**
 * Every error answers `{error: {code, message, fields}}`; an unexpected one is logged with the
 * request id and answered 500 without internals.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<BequestRequest>();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
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
    this.logger.error({ err: exception, requestId: request.id }, 'unexpected error');
    response.status(500).json({
      error: { code: 'UNEXPECTED', message: UNEXPECTED_ERROR.message, requestId: request.id },
    });
  }
}
