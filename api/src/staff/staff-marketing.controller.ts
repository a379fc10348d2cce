import { ManageMarketingContent } from '@bequest/application';
import { staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { staffOf } from './staff.guard';

/** The home page's figures and media mentions in the staff console (issue 24). */
@Controller()
export class StaffMarketingController {
  constructor(private readonly marketing: ManageMarketingContent) {}

  @Endpoint(routes.getMarketingContent)
  read() {
    return this.marketing.read();
  }

  @Endpoint(routes.publishMarketingContent)
  async publish(
    @Validated() { body }: Validated<typeof routes.publishMarketingContent>,
    @Req() request: Request,
  ) {
    return (await this.marketing.publish(staffOf(request), body)).match((content) => content, fail);
  }
}
