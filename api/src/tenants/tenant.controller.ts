import { GetTenant } from '@bequest/application';
import { tenantRoutes } from '@bequest/sdk/contract';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint } from '../http/endpoint';
import { fail } from '../http/error-status';
import { hostOf } from '../http/request-context';
import { tenantOverrideOf } from '../http/tenant-override';

@Controller()
export class TenantController {
  constructor(private readonly getTenant: GetTenant) {}

  /** The tenant of the request's host and the configuration a client may see. */
  @Endpoint(tenantRoutes.getTenant)
  async current(@Req() request: Request) {
    const result = await this.getTenant.execute({
      host: hostOf(request),
      tenantOverride: tenantOverrideOf(request),
    });
    return result.match((tenant) => tenant, fail);
  }
}
