import { GetTenant } from '@bequest/application';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import { fail } from './error-status';
import { hostOf, type BequestRequest } from './request-context';
import { tenantOverrideOf } from './tenant-override';

/** Every request belongs to the tenant of its host (platform-core.md 2.1). */
@Injectable()
export class TenantMiddleware implements NestMiddleware {
  constructor(private readonly getTenant: GetTenant) {}

  async use(request: BequestRequest, _response: Response, next: NextFunction): Promise<void> {
    try {
      const tenant = await this.getTenant.execute({
        host: hostOf(request),
        tenantOverride: tenantOverrideOf(request),
      });
      request.tenant = tenant.match((view) => view, fail);
      next();
    } catch (error) {
      next(error);
    }
  }
}
