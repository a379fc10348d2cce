import { BeneficiaryPlans } from '@bequest/application';
import { beneficiaryPlanRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';

/** The active profile's beneficiary plan: opt-in, assets and their beneficiaries (giving 7.1). */
@Controller()
export class BeneficiaryPlanController {
  constructor(private readonly plans: BeneficiaryPlans) {}

  @Endpoint(routes.getBeneficiaryPlan)
  async get(@Req() request: Request) {
    return (await this.plans.get(requesterOf(request))).match((v) => v, fail);
  }

  @Endpoint(routes.updateBeneficiaryPlan)
  async update(
    @Validated() { body }: Validated<typeof routes.updateBeneficiaryPlan>,
    @Req() request: Request,
  ) {
    const result = await this.plans.setOptIn(
      requesterOf(request),
      body.hasPermissionToShareInfo,
      body.partnerOrgId ?? null,
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.createAsset)
  async createAsset(
    @Validated() { body }: Validated<typeof routes.createAsset>,
    @Req() request: Request,
  ) {
    const { refOrgId, ...draft } = body;
    const result = await this.plans.createAsset(requesterOf(request), draft, refOrgId ?? null);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.getAsset)
  async asset(@Validated() { params }: Validated<typeof routes.getAsset>, @Req() request: Request) {
    const result = await this.plans.asset(requesterOf(request), params.assetId);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.updateAsset)
  async updateAsset(
    @Validated() { params, body }: Validated<typeof routes.updateAsset>,
    @Req() request: Request,
  ) {
    const result = await this.plans.updateAsset(requesterOf(request), params.assetId, body);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.deleteAsset)
  async deleteAsset(
    @Validated() { params }: Validated<typeof routes.deleteAsset>,
    @Req() request: Request,
  ) {
    const result = await this.plans.deleteAsset(requesterOf(request), params.assetId);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.finalizeAsset)
  @HttpCode(200)
  async finalizeAsset(
    @Validated() { params, body }: Validated<typeof routes.finalizeAsset>,
    @Req() request: Request,
  ) {
    const result = await this.plans.finalizeAsset(
      requesterOf(request),
      params.assetId,
      body.status,
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.replaceBeneficiaries)
  async replaceBeneficiaries(
    @Validated() { params, body }: Validated<typeof routes.replaceBeneficiaries>,
    @Req() request: Request,
  ) {
    const result = await this.plans.replaceBeneficiaries(
      requesterOf(request),
      params.assetId,
      body.beneficiaries,
    );
    return result.match((v) => v, fail);
  }
}
