import {
  AccountSessions,
  RecordAnalyticsEvent,
  type AnalyticsPerson,
  type Requester,
} from '@bequest/application';
import type { AnalyticsEventName, AnalyticsProperties } from '@bequest/domain';
import {
  applyDecorators,
  Injectable,
  Logger,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { tenantOf, type BequestRequest } from '../http/request-context';
import { analyticsContextOf, browserPrivacyOf } from './tracking-headers';

/** The event a handler's success records, or null when this success records none. */
export interface TrackedAct {
  readonly name: AnalyticsEventName;
  readonly properties?: AnalyticsProperties;
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
 * Records a product-analytics event when the handler succeeds (ADR 0028): where the server sees
 * the act (a download, an e-mail, a finalization, a sign-in), it records it itself, so no client
 * has to report it and none can invent it.
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
  private readonly logger = new Logger('Analytics');

  constructor(
    private readonly reflector: Reflector,
    private readonly record: RecordAnalyticsEvent,
    private readonly sessions: AccountSessions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const of = this.reflector.get<TrackOf | undefined>(TRACK, context.getHandler());
    const request = context.switchToHttp().getRequest<BequestRequest>();
    return next
      .handle()
      .pipe(
        mergeMap((answer: unknown) =>
          from(
            (of ? this.track(request, of(request, answer), answer) : Promise.resolve()).then(
              () => answer,
            ),
          ),
        ),
      );
  }

  /** Records the act; a failure is logged and never fails the call (ADR 0028). */
  private async track(request: BequestRequest, act: TrackedAct | null, answer: unknown) {
    if (!act) return;
    try {
      const tenantId = tenantOf(request).tenantId;
      const requester = request.requester ?? (await this.requesterIn(tenantId, answer));
      if (!requester) return;
      const person: AnalyticsPerson = { accountId: requester.accountId };
      await this.record.execute({
        ...act,
        tenantId,
        person,
        context: analyticsContextOf(request),
        privacy: browserPrivacyOf(request),
      });
    } catch (cause) {
      this.logger.warn(
        `request ${request.id}: the ${act.name} event was not recorded: ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
  }

  private async requesterIn(tenantId: string, answer: unknown): Promise<Requester | null> {
    const token = tokenIn(answer);
    if (!token) return null;
    const requester = await this.sessions.requesterOf(tenantId, token);
    return requester.isOk() ? requester.value : null;
  }
}
