import {
  ConfigureSmartGivingPage,
  GetSmartGivingPage,
  ListSmartGivingPages,
  ListSmartGivingSettings,
} from '@bequest/application';
import { COOKIE_EXPIRY_MS, COOKIE_NAMES, type EstatePlanReferrer } from '@bequest/domain';
import { smartGivingRoutes, smartGivingStaffRoutes } from '@bequest/sdk/contract';
import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { staffOf } from '../staff/staff.guard';
import { entryOf, pageViewOf, settingsViewOf } from './smart-giving-view';

const MONTH = { sameSite: 'lax', path: '/', maxAge: COOKIE_EXPIRY_MS.month } as const;

/** The nonprofits' smart giving pages, public (giving 2.9, issue 26). */
@Controller()
export class SmartGivingController {
  constructor(
    private readonly pages: GetSmartGivingPage,
    private readonly listPages: ListSmartGivingPages,
  ) {}

  @Endpoint(smartGivingRoutes.listSmartGivingPages)
  async list() {
    return (await this.listPages.execute()).map(entryOf);
  }

  // The visitor came by the nonprofit's page: its flows are attributed to it (giving 4.8), as
  // after a partner page.
  @Endpoint(smartGivingRoutes.getSmartGivingPage)
  async page(
    @Validated() { params }: Validated<typeof smartGivingRoutes.getSmartGivingPage>,
    @Res({ passthrough: true }) response: Response,
  ) {
    const page = (await this.pages.execute(params.urlName)).match((value) => value, fail);
    response.cookie(COOKIE_NAMES.partnerOrgId, page.partner.organizationId, MONTH);
    response.cookie(
      COOKIE_NAMES.estatePlanReferrer,
      'PARTNER_PAGE' satisfies EstatePlanReferrer,
      MONTH,
    );
    return pageViewOf(page);
  }
}

/** The staff console's screen of the nonprofits' pages (issue 26); audited. */
@Controller()
export class StaffSmartGivingController {
  constructor(
    private readonly listSettings: ListSmartGivingSettings,
    private readonly configure: ConfigureSmartGivingPage,
  ) {}

  @Endpoint(smartGivingStaffRoutes.listSmartGivingSettings)
  async list(@Req() request: Request) {
    return (await this.listSettings.execute(staffOf(request))).map(settingsViewOf);
  }

  @Endpoint(smartGivingStaffRoutes.configureSmartGivingPage)
  async save(
    @Validated()
    { params, body }: Validated<typeof smartGivingStaffRoutes.configureSmartGivingPage>,
    @Req() request: Request,
  ) {
    const saved = await this.configure.execute(staffOf(request), params.organizationId, body);
    return settingsViewOf(saved.match((value) => value, fail));
  }
}
