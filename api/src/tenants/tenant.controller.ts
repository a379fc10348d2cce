import { GetTenant, type TenantView } from '@bequest/application';
import { Controller, Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import { fail } from '../http/error-status';
import { hostOf } from '../http/request-context';
import { tenantOverrideOf } from '../http/tenant-override';

@Controller('tenant')
export class TenantController {
  constructor(private readonly getTenant: GetTenant) {}

  /** The tenant of the request's host and the configuration a client may see. */
  @Get()
  async current(@Req() request: Request): Promise<TenantView> {
    const result = await this.getTenant.execute({
      host: hostOf(request),
      tenantOverride: tenantOverrideOf(request),
    });
    return result.match((tenant) => tenant, fail);
  }
}
