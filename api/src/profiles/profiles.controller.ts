import {
  AcceptTerms,
  CreateProfile,
  GetGiftProgramDetails,
  ListPackageEvents,
  LogAttorneyConsultLearnMore,
  RequestPrintAndMail,
  SavePackageType,
  StopContactSharing,
  SendDocumentsToStrategist,
  SkipStrategistCall,
  UpdateAttorneyConsult,
  UpdateHousehold,
  UpdateProfile,
} from '@bequest/application';
import { profileRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';
import { Track } from '../analytics/track';

/** Profiles, the household, the plan, terms and product package events. */
@Controller()
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
    private readonly logAttorneyConsultLearnMore: LogAttorneyConsultLearnMore,
    private readonly listPackageEvents: ListPackageEvents,
    private readonly skipStrategistCall: SkipStrategistCall,
    private readonly sendDocumentsToStrategist: SendDocumentsToStrategist,
    private readonly requestPrintAndMail: RequestPrintAndMail,
  ) {}

  @Endpoint(routes.createProfile)
  @Track(() => ({ name: 'profile_created' }))
  async create(
    @Validated() { body }: Validated<typeof routes.createProfile>,
    @Req() request: Request,
  ) {
    return (await this.createProfile.execute(requesterOf(request), body)).match((v) => v, fail);
  }

  @Endpoint(routes.updateProfile)
  async update(
    @Validated() { params, body }: Validated<typeof routes.updateProfile>,
    @Req() request: Request,
  ) {
    const { version, ...fields } = body;
    const result = await this.updateProfile.execute(requesterOf(request), {
      profileId: params.profileId,
      version,
      fields,
    });
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.stopContactSharing)
  async stopSharing(
    @Validated() { params }: Validated<typeof routes.stopContactSharing>,
    @Req() request: Request,
  ) {
    return (await this.stopContactSharing.execute(requesterOf(request), params)).match(
      (v) => v,
      fail,
    );
  }

  @Endpoint(routes.getGiftProgramDetails)
  async giftPrograms(
    @Validated() { params }: Validated<typeof routes.getGiftProgramDetails>,
    @Req() request: Request,
  ) {
    const result = await this.getGiftProgramDetails.execute(requesterOf(request), params.profileId);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.updateHousehold)
  @Track(() => ({ name: 'household_submitted' }))
  async household(
    @Validated() { body }: Validated<typeof routes.updateHousehold>,
    @Req() request: Request,
  ) {
    return (await this.updateHousehold.execute(requesterOf(request), body)).match((v) => v, fail);
  }

  @Endpoint(routes.savePackageType)
  @Track((request) => ({
    name: 'plan_chosen',
    properties: { packageType: String(request.body?.estatePlanPackageType ?? '') },
  }))
  async packageType(
    @Validated() { body }: Validated<typeof routes.savePackageType>,
    @Req() request: Request,
  ) {
    return (await this.savePackageType.execute(requesterOf(request), body)).match((v) => v, fail);
  }

  @Endpoint(routes.acceptTerms)
  @Track(() => ({ name: 'terms_accepted' }))
  async terms(
    @Validated() { body }: Validated<typeof routes.acceptTerms>,
    @Req() request: Request,
  ) {
    return (await this.acceptTerms.execute(requesterOf(request), body)).match((v) => v, fail);
  }

  @Endpoint(routes.updateAttorneyConsult)
  async attorneyConsult(
    @Validated() { body }: Validated<typeof routes.updateAttorneyConsult>,
    @Req() request: Request,
  ) {
    const result = await this.updateAttorneyConsult.execute(
      requesterOf(request),
      body.answer,
      body.pageRoute ?? null,
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.attorneyConsultLearnMore)
  @HttpCode(200)
  async attorneyConsultLearnMore(
    @Validated() { body }: Validated<typeof routes.attorneyConsultLearnMore>,
    @Req() request: Request,
  ) {
    await this.logAttorneyConsultLearnMore.execute(requesterOf(request), body.pageRoute ?? null);
    return { logged: true } as const;
  }

  @Endpoint(routes.listPackageEvents)
  events(@Req() request: Request) {
    return this.listPackageEvents.execute(requesterOf(request));
  }

  @Endpoint(routes.skipStrategistCall)
  @Track(() => ({ name: 'strategist_call_skipped' }))
  @HttpCode(201)
  async skip(@Req() request: Request) {
    return (await this.skipStrategistCall.execute(requesterOf(request))).match((v) => v, fail);
  }

  @Endpoint(routes.sendDocumentsToStrategist)
  @Track(() => ({ name: 'strategist_call_scheduled' }))
  @HttpCode(201)
  async sendToStrategist(@Req() request: Request) {
    return (await this.sendDocumentsToStrategist.execute(requesterOf(request))).match(
      (v) => v,
      fail,
    );
  }

  @Endpoint(routes.requestPrintAndMail)
  @Track(() => ({ name: 'print_mail_requested' }))
  @HttpCode(201)
  async printAndMail(
    @Validated() { body }: Validated<typeof routes.requestPrintAndMail>,
    @Req() request: Request,
  ) {
    return (await this.requestPrintAndMail.execute(requesterOf(request), body)).match(
      (v) => v,
      fail,
    );
  }
}
