import { HttpException } from '@nestjs/common';
import type { KnownErrorCode } from './known-error-code';

/** The body of every error answer: `{error: {code, message, fields}}`. */
export interface ApiErrorBody {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly fields?: Readonly<Record<string, string>>;
  };
}

export class ApiError extends HttpException {
  constructor(
    status: number,
    code: KnownErrorCode,
    message: string,
    fields?: Record<string, string>,
    /** Sent as Retry-After: how long until the refused request may be made again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(
      { error: { code, message, ...(fields ? { fields } : {}) } } satisfies ApiErrorBody,
      status,
    );
  }
}
