import { PublishMarketingContent, ReadMarketingContent } from '@bequest/application';
import { staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { staffOf } from './staff.guard';

/** The home page's figures and media mentions in the staff console (issue 24). */
@Controller()
export class StaffMarketingController {
  constructor(
    private readonly readContent: ReadMarketingContent,
    private readonly publishContent: PublishMarketingContent,
  ) {}

  @Endpoint(routes.getMarketingContent)
  read() {
    return this.readContent.execute();
  }

  @Endpoint(routes.publishMarketingContent)
  async publish(
    @Validated() { body }: Validated<typeof routes.publishMarketingContent>,
    @Req() request: Request,
  ) {
    return (await this.publishContent.execute(staffOf(request), body)).match(
      (content) => content,
      fail,
    );
  }
}
