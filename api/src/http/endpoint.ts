import {
  deprecationHeaders,
  firmScopeOf,
  staffRolesOf,
  takesBody,
  type Route,
} from '@bequest/sdk/contract';
import {
  applyDecorators,
  createParamDecorator,
  RequestMapping,
  RequestMethod,
  UseGuards,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type StreamableFile,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { FirmGuard, FirmRoute } from '../firm/firm.guard';
import { StaffGuard, StaffRoute } from '../staff/staff.guard';
import { SessionGuard } from './session.guard';
import { IdempotentCreate } from './idempotent-create.interceptor';
import { validate } from './validate';

/** A request's path parameters, query and body, parsed by its route's schemas. */
export interface Validated<R extends Route> {
  readonly params: z.output<R['params']>;
  readonly query: z.output<R['query']>;
  readonly body: z.output<R['body']>;
}

/**
 * What a handler answers: its route's response; for a file, nothing when it sends the file itself,
 * or the file for Nest to send once the interceptors are done (a tracked download, ADR 0028).
 */
type Answer<R extends Route> = R['produces'] extends 'pdf' | 'csv'
  ? void | StreamableFile
  : z.output<R['response']>;

const validatedInputs = new WeakMap<Request, Validated<Route>>();

/** Parses a request by its route's schemas once the guards let it through. */
class ValidateInput implements NestInterceptor {
  constructor(private readonly route: Route) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const request = context.switchToHttp().getRequest<Request>();
    validatedInputs.set(request, {
      params: validate(this.route.params, request.params),
      query: validate(this.route.query, request.query),
      body: takesBody(this.route) ? validate(this.route.body, request.body) : undefined,
    });
    return next.handle();
  }
}

/**
 * Announces a deprecated route on its answers, the refusals of its input too: `Deprecation` and
 * `Sunset` (RFC 9745, RFC 8594). A request the guards refuse is answered before it gets here.
 */
class AnnounceDeprecation implements NestInterceptor {
  constructor(private readonly headers: Readonly<Record<string, string>>) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    context.switchToHttp().getResponse<Response>().set(this.headers);
    return next.handle();
  }
}

/**
 * Binds a handler to its route of the contract: the method, the path (under the API prefix unless
 * the route is `prefixed: false`, see create-app.ts), the session guard when the route's `auth`
 * asks for a session (as the OpenAPI document says), the staff guard with the route's roles for a
 * staff route, the firm guard with the route's scope for a firm route, a deprecated route's
 * headers, the input
 * parsed by the route's schemas or refused with a 400 naming the field (a route without a body
 * ignores any body sent), a create's `Idempotency-Key`, and the handler's answer typed by the
 * route's response.
 */
export const Endpoint = <R extends Route>(route: R) => {
  const bind = applyDecorators(
    RequestMapping({ method: RequestMethod[route.method], path: route.path }),
    ...(route.auth === 'session' ? [UseGuards(SessionGuard)] : []),
    ...(staffRolesOf(route) ? [StaffRoute(route), UseGuards(StaffGuard)] : []),
    ...(firmScopeOf(route) ? [FirmRoute(route), UseGuards(FirmGuard)] : []),
    UseInterceptors(
      ...(route.deprecation
        ? [new AnnounceDeprecation(deprecationHeaders(route.deprecation))]
        : []),
      new ValidateInput(route),
      ...(route.idempotent ? [IdempotentCreate] : []),
    ),
  );
  return <Handler extends (...args: never[]) => Answer<R> | Promise<Answer<R>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Handler>,
  ): void => {
    bind(target, key, descriptor);
  };
};

/**
 * The handler's input as its `@Endpoint` route parsed it; the parameter's type names the same
 * route: `@Validated() { body }: Validated<typeof routes.logIn>`.
 */
export const Validated = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  validatedInputs.get(context.switchToHttp().getRequest<Request>()),
);
