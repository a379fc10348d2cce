import {
  AcceptTerms,
  CreateProfile,
  GetGiftProgramDetails,
  ListPackageEvents,
  RequestPrintAndMail,
  SavePackageType,
  StopContactSharing,
  StrategistCall,
  UpdateAttorneyConsult,
  UpdateHousehold,
  UpdateProfile,
} from '@bequest/application';
import { profileRoutes } from '@bequest/sdk/contract';
import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Put,
  Req,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { SessionGuard } from '../http/session.guard';
import { validate } from '../http/validate';

/** Profiles, the household, the plan, terms and product package events. */
@Controller()
@UseGuards(SessionGuard)
export class ProfilesController {
  constructor(
    private readonly createProfile: CreateProfile,
    private readonly updateProfile: UpdateProfile,
    private readonly stopContactSharing: StopContactSharing,
    private readonly getGiftProgramDetails: GetGiftProgramDetails,
    private readonly updateHousehold: UpdateHousehold,
    private readonly savePackageType: SavePackageType,
    private readonly acceptTerms: AcceptTerms,
    private readonly updateAttorneyConsult: UpdateAttorneyConsult,
    private readonly listPackageEvents: ListPackageEvents,
    private readonly strategistCall: StrategistCall,
    private readonly requestPrintAndMail: RequestPrintAndMail,
  ) {}

  @Post('profiles')
  async create(@Req() request: Request) {
    const body = validate(profileRoutes.createProfile.body, request.body);
    return (await this.createProfile.execute(requesterOf(request), body)).match((v) => v, fail);
  }

  @Patch('profiles/:profileId')
  async update(@Req() request: Request) {
    const { profileId } = validate(profileRoutes.updateProfile.params, request.params);
    const { version, ...fields } = validate(profileRoutes.updateProfile.body, request.body);
    const result = await this.updateProfile.execute(requesterOf(request), {
      profileId,
      version,
      fields,
    });
    return result.match((v) => v, fail);
  }

  @Delete('profiles/:profileId/contact-sharing/:organizationId')
  async stopSharing(@Req() request: Request) {
    const params = validate(profileRoutes.stopContactSharing.params, request.params);
    return (await this.stopContactSharing.execute(requesterOf(request), params)).match(
      (v) => v,
      fail,
    );
  }

  @Get('profiles/:profileId/gift-program-details')
  async giftPrograms(@Req() request: Request) {
    const { profileId } = validate(profileRoutes.getGiftProgramDetails.params, request.params);
    const result = await this.getGiftProgramDetails.execute(requesterOf(request), profileId);
    return result.match((v) => v, fail);
  }

  @Put('household')
  async household(@Req() request: Request) {
    const body = validate(profileRoutes.updateHousehold.body, request.body);
    return (await this.updateHousehold.execute(requesterOf(request), body)).match((v) => v, fail);
  }

  @Put('me/package-type')
  async packageType(@Req() request: Request) {
    const body = validate(profileRoutes.savePackageType.body, request.body);
    return (await this.savePackageType.execute(requesterOf(request), body)).match((v) => v, fail);
  }

  @Put('me/terms')
  async terms(@Req() request: Request) {
    const body = validate(profileRoutes.acceptTerms.body, request.body);
    return (await this.acceptTerms.execute(requesterOf(request), body)).match((v) => v, fail);
  }

  @Put('me/attorney-consult')
  async attorneyConsult(@Req() request: Request) {
    const body = validate(profileRoutes.updateAttorneyConsult.body, request.body);
    const result = await this.updateAttorneyConsult.execute(
      requesterOf(request),
      body.answer,
      body.pageRoute ?? null,
    );
    return result.match((v) => v, fail);
  }

  @Post('me/attorney-consult/learn-more')
  @HttpCode(200)
  async attorneyConsultLearnMore(@Req() request: Request) {
    const body = validate(profileRoutes.attorneyConsultLearnMore.body, request.body ?? undefined);
    await this.updateAttorneyConsult.learnMore(requesterOf(request), body.pageRoute ?? null);
    return { logged: true };
  }

  @Get('me/package-events')
  events(@Req() request: Request) {
    return this.listPackageEvents.execute(requesterOf(request));
  }

  @Post('me/package-events/skip-strategist-call')
  @HttpCode(201)
  async skip(@Req() request: Request) {
    return (await this.strategistCall.skip(requesterOf(request))).match((v) => v, fail);
  }

  @Post('me/package-events/strategist-call')
  @HttpCode(201)
  async sendToStrategist(@Req() request: Request) {
    return (await this.strategistCall.sendDocuments(requesterOf(request))).match((v) => v, fail);
  }

  @Post('me/package-events/print-and-mail')
  @HttpCode(201)
  async printAndMail(@Req() request: Request) {
    const body = validate(profileRoutes.requestPrintAndMail.body, request.body);
    return (await this.requestPrintAndMail.execute(requesterOf(request), body)).match(
      (v) => v,
      fail,
    );
  }
}
