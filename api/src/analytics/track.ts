import {
  AccountSessions,
  AnalyticsRecorder,
  TRANSACTIONS,
  type AnalyticsEvent,
  type AnalyticsPerson,
  type Requester,
  type Transactions,
} from '@bequest/application';
import type { AnalyticsEventName, AnalyticsProperties } from '@bequest/domain';
import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { tenantOf, type BequestRequest } from '../http/request-context';
import { analyticsContextOf, browserPrivacyOf } from './tracking-headers';

/** The event a handler's success records, or null when this success records none. */
export interface TrackedAct {
  readonly name: AnalyticsEventName;
  readonly properties?: AnalyticsProperties;
  /** The act created the account: the tenant's account-creation marketing event goes with it. */
  readonly createsAccount?: boolean;
}
export type TrackOf = (request: Request, answer: unknown) => TrackedAct | null;

const TRACK = 'bequest:track';

const notedActs = new WeakMap<Request, TrackedAct>();

/**
 * Notes the act a handler did, for `@Track()` without a function: where only the handler learns
 * which document it was (an estate plan e-mailed by its id).
 */
export const noteTrackedAct = (request: Request, act: TrackedAct | null): void => {
  if (act) notedActs.set(request, act);
};
const notedAct: TrackOf = (request) => notedActs.get(request) ?? null;

/**
 * Records a product-analytics event with the act a handler does (ADR 0028): where the server sees
 * the act (a start, a download, an e-mail, a finalization, a sign-in, a profile step, a package
 * request), it records it itself, so no client has to report it and none can invent it. The
 * handler and its event run in one transaction: an act that fails keeps no event, and an act
 * whose event cannot be kept is undone and fails with it.
 */
export const Track = (of: TrackOf = notedAct) =>
  applyDecorators(SetMetadata(TRACK, of), UseInterceptors(AnalyticsInterceptor));

/** The session token a signed-in answer carries (get started, log in, verification). */
const tokenIn = (answer: unknown): string | null => {
  const token = (answer as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' ? token : null;
};

@Injectable()
export class AnalyticsInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly recorder: AnalyticsRecorder,
    private readonly sessions: AccountSessions,
    @Inject(TRANSACTIONS) private readonly transactions: Transactions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const of = this.reflector.get<TrackOf | undefined>(TRACK, context.getHandler());
    if (!of) return next.handle();
    const request = context.switchToHttp().getRequest<BequestRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    return from(this.run(request, response, of, next));
  }

  private async run(
    request: BequestRequest,
    response: Response,
    of: TrackOf,
    next: CallHandler,
  ): Promise<unknown> {
    const ended: { refused?: { readonly cause: unknown } } = {};
    let kept: { readonly answer: unknown; readonly events: readonly AnalyticsEvent[] };
    try {
      kept = await this.transactions.run(async () => {
        let answer: unknown;
        try {
          // Subscribed inside the transaction, so the handler's writes join it.
          answer = await lastValueFrom(next.handle(), { defaultValue: undefined });
        } catch (cause) {
          // A refused act still keeps what it wrote on purpose (a failed sign-in's count), as it
          // did before this transaction: it commits, without an event.
          ended.refused = { cause };
          return { answer: undefined, events: [] };
        }
        // A create answered again for its Idempotency-Key is not a second act.
        if (response.getHeader('Idempotent-Replayed') === 'true') return { answer, events: [] };
        return { answer, events: await this.keep(request, of(request, answer), answer) };
      });
    } catch (cause) {
      if (ended.refused) throw ended.refused.cause;
      // Undone: a session the handler granted must not reach the browser with the error.
      response.removeHeader('Set-Cookie');
      throw cause;
    }
    if (ended.refused) throw ended.refused.cause;
    await this.recorder.send(kept.events);
    return kept.answer;
  }

  /** Keeps the act's event inside its transaction; a failure to write fails the act. */
  private async keep(
    request: BequestRequest,
    act: TrackedAct | null,
    answer: unknown,
  ): Promise<readonly AnalyticsEvent[]> {
    if (!act) return [];
    const tenantId = tenantOf(request).tenantId;
    const requester = request.requester ?? (await this.requesterIn(tenantId, answer));
    if (!requester) return [];
    const person: AnalyticsPerson = { accountId: requester.accountId };
    return this.recorder.keep({
      ...act,
      tenantId,
      person,
      context: analyticsContextOf(request),
      privacy: browserPrivacyOf(request),
    });
  }

  private async requesterIn(tenantId: string, answer: unknown): Promise<Requester | null> {
    const token = tokenIn(answer);
    if (!token) return null;
    const requester = await this.sessions.requesterOf(tenantId, token);
    return requester.isOk() ? requester.value : null;
  }
}
