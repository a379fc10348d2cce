import {
  CLOCK,
  IDEMPOTENCY_KEYS,
  TRANSACTIONS,
  type Clock,
  type FirmCaller,
  type IdempotencyKeys,
  type StaffMember,
  type Transactions,
} from '@bequest/application';
import {
  COMMON_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IdempotencyKeySchema,
} from '@bequest/sdk/contract';
import {
  Inject,
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ApiError } from './api-error';
import type { BequestRequest } from './request-context';

interface CallerRequest extends BequestRequest {
  staff?: StaffMember;
  firm?: FirmCaller;
}

/**
 * Whose key it is: a key is only ever looked up among its own caller's, so another caller's key
 * is a new key. A guest (a public create without a session) is known by tenant and address.
 */
const scopeOf = (request: CallerRequest): string => {
  if (request.staff) return `staff:${request.staff.subject}`;
  if (request.firm) return `firm:${request.firm.tenantId}`;
  const tenantId = request.tenant?.tenantId ?? 'none';
  if (request.requester) return `account:${tenantId}:${request.requester.accountId}`;
  return `guest:${tenantId}:${request.ip ?? 'unknown'}`;
};

/** Object keys sorted, so the same body sent with its fields in another order is the same body. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : value;

const fingerprintOf = (request: BequestRequest): string =>
  createHash('sha256')
    .update(
      `${request.method} ${request.originalUrl}\n${JSON.stringify(canonical(request.body)) ?? ''}`,
    )
    .digest('hex');

const HOUR_MS = 3_600_000;

/**
 * A create's `Idempotency-Key` (issue 25): the key is claimed, the create run and its answer kept
 * in one transaction, so the act and its key commit together or not at all. The same key with the
 * same request answers the kept answer (marked `Idempotent-Replayed: true`); with another request,
 * 422 naming the header. A failed create keeps nothing: the same key may try again. Without the
 * header, the create runs as before.
 */
@Injectable()
export class IdempotentCreate implements NestInterceptor {
  constructor(
    @Inject(IDEMPOTENCY_KEYS) private readonly keys: IdempotencyKeys,
    @Inject(TRANSACTIONS) private readonly transactions: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const sent = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (sent === undefined) return next.handle();
    const parsed = IdempotencyKeySchema.safeParse(sent);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid key';
      throw new ApiError(400, 'REQUEST.INVALID', `${IDEMPOTENCY_KEY_HEADER}: ${message}`, {
        [IDEMPOTENCY_KEY_HEADER]: message,
      });
    }
    const key = parsed.data;
    const scope = scopeOf(request);
    const fingerprint = fingerprintOf(request);
    return from(
      this.transactions.run(async () => {
        const now = this.clock.now();
        const claim = await this.keys.claim(
          scope,
          key,
          fingerprint,
          now,
          new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * HOUR_MS),
        );
        if (claim.kind === 'reused')
          throw new ApiError(
            422,
            COMMON_ERROR_CODES.idempotencyKeyReused,
            IDEMPOTENCY_KEY_REUSED_MESSAGE,
            { [IDEMPOTENCY_KEY_HEADER]: IDEMPOTENCY_KEY_REUSED_MESSAGE },
          );
        if (claim.kind === 'replay') {
          response.status(claim.answer.status).set('Idempotent-Replayed', 'true');
          return claim.answer.body;
        }
        const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
        await this.keys.keep(scope, key, { status: response.statusCode, body });
        return body;
      }),
    );
  }
}
