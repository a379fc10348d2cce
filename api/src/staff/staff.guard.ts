import { StaffSessionOf, staffError, type StaffMember } from '@bequest/application';
import type { StaffRole } from '@bequest/domain';
import { staffRolesOf, type Route } from '@bequest/sdk/contract';
import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../http/api-error';
import { fail } from '../http/error-status';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../http/session.guard';
import { staffSecretOf } from './staff-cookie';

const STAFF_ROUTE = 'bequest:staff-route';

/** Marks a handler with the staff route it serves, whose roles the guard checks. */
export const StaffRoute = (route: Route) => SetMetadata(STAFF_ROUTE, route);

interface StaffRequest extends Request {
  staff?: StaffMember;
}

/** The staff member the guard let through. */
export const staffOf = (request: Request): StaffMember => {
  const staff = (request as StaffRequest).staff;
  if (!staff) throw new Error('the staff guard did not run');
  return staff;
};

/**
 * Every staff route (ADR 0022): the staff session's cookie, never a person's token; every call,
 * reads too, carries the CSRF header (a GET may write the audit log); and the member's role is
 * one the route's contract names, checked here on the server.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly sessions: StaffSessionOf,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const route = this.reflector.get<Route | undefined>(STAFF_ROUTE, context.getHandler());
    const roles: readonly StaffRole[] = (route && staffRolesOf(route)) ?? [];
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE)
      throw new ApiError(
        403,
        'AUTH.CSRF',
        `Send the ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} header with every staff call.`,
      );
    const staff = (await this.sessions.execute(staffSecretOf(request))).match((m) => m, fail);
    if (!roles.includes(staff.role)) fail(staffError('STAFF.FORBIDDEN'));
    request.staff = staff;
    return true;
  }
}
