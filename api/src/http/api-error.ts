import { HttpException } from '@nestjs/common';

/** The body of every error answer: `{error: {code, message, fields}}`. */
export interface ApiErrorBody {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly fields?: Readonly<Record<string, string>>;
  };
}

export class ApiError extends HttpException {
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(
      { error: { code, message, ...(fields ? { fields } : {}) } } satisfies ApiErrorBody,
      status,
    );
  }
}
