import { BeneficiaryPlans } from '@bequest/application';
import { beneficiaryPlanRoutes as routes } from '@bequest/sdk/contract';
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

const assetIdOf = (request: Request) => validate(routes.getAsset.params, request.params).assetId;

/** The active profile's beneficiary plan: opt-in, assets and their beneficiaries (giving 7.1). */
@Controller('me/beneficiary-plan')
@UseGuards(SessionGuard)
export class BeneficiaryPlanController {
  constructor(private readonly plans: BeneficiaryPlans) {}

  @Get()
  async get(@Req() request: Request) {
    return (await this.plans.get(requesterOf(request))).match((v) => v, fail);
  }

  @Patch()
  async update(@Req() request: Request) {
    const body = validate(routes.updateBeneficiaryPlan.body, request.body);
    const result = await this.plans.setOptIn(requesterOf(request), body.hasPermissionToShareInfo);
    return result.match((v) => v, fail);
  }

  @Post('assets')
  async createAsset(@Req() request: Request) {
    const { refOrgId, ...draft } = validate(routes.createAsset.body, request.body ?? {});
    const result = await this.plans.createAsset(requesterOf(request), draft, refOrgId ?? null);
    return result.match((v) => v, fail);
  }

  @Get('assets/:assetId')
  async asset(@Req() request: Request) {
    const result = await this.plans.asset(requesterOf(request), assetIdOf(request));
    return result.match((v) => v, fail);
  }

  @Put('assets/:assetId')
  async updateAsset(@Req() request: Request) {
    const draft = validate(routes.updateAsset.body, request.body ?? {});
    const result = await this.plans.updateAsset(requesterOf(request), assetIdOf(request), draft);
    return result.match((v) => v, fail);
  }

  @Delete('assets/:assetId')
  async deleteAsset(@Req() request: Request) {
    const result = await this.plans.deleteAsset(requesterOf(request), assetIdOf(request));
    return result.match((v) => v, fail);
  }

  @Post('assets/:assetId/finalization')
  @HttpCode(200)
  async finalizeAsset(@Req() request: Request) {
    const { status } = validate(routes.finalizeAsset.body, request.body ?? undefined);
    const result = await this.plans.finalizeAsset(requesterOf(request), assetIdOf(request), status);
    return result.match((v) => v, fail);
  }

  @Put('assets/:assetId/beneficiaries')
  async replaceBeneficiaries(@Req() request: Request) {
    const { beneficiaries } = validate(routes.replaceBeneficiaries.body, request.body);
    const result = await this.plans.replaceBeneficiaries(
      requesterOf(request),
      assetIdOf(request),
      beneficiaries,
    );
    return result.match((v) => v, fail);
  }
}
