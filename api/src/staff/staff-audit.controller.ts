import { ListAuditEntries, ListStaffAccess } from '@bequest/application';
import { staffAccessRoutes, staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { requesterOf } from '../http/request-context';
import { staffOf } from './staff.guard';

/** The audit log, for administrators (issue 24). */
@Controller()
export class StaffAuditController {
  constructor(private readonly listAuditEntries: ListAuditEntries) {}

  @Endpoint(routes.listAuditEntries)
  async list(
    @Validated() { query }: Validated<typeof routes.listAuditEntries>,
    @Req() request: Request,
  ) {
    const found = await this.listAuditEntries.execute(staffOf(request), query);
    return {
      total: found.total,
      items: found.items.map(({ staff, at, ...entry }) => ({
        ...entry,
        at: at.toISOString(),
        staffEmail: staff.email,
        staffName: staff.name,
        staffRole: staff.role,
      })),
    };
  }
}

/** A person's own view of staff looking at their account, on /account/settings. */
@Controller()
export class StaffAccessController {
  constructor(private readonly listStaffAccess: ListStaffAccess) {}

  @Endpoint(staffAccessRoutes.listStaffAccess)
  async list(@Req() request: Request) {
    const entries = await this.listStaffAccess.execute(requesterOf(request));
    return entries.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
  }
}
