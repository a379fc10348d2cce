import {
  CreateBeneficiaryPlanAsset,
  DeleteBeneficiaryPlanAsset,
  FinalizeBeneficiaryPlanAsset,
  ReadBeneficiaryPlan,
  ReadBeneficiaryPlanAsset,
  ReplaceAssetBeneficiaries,
  SetBeneficiaryPlanOptIn,
  UpdateBeneficiaryPlanAsset,
} from '@bequest/application';
import { beneficiaryPlanRoutes as routes } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { requesterOf } from '../http/request-context';

/** The active profile's beneficiary plan: opt-in, assets and their beneficiaries (giving 7.1). */
@Controller()
export class BeneficiaryPlanController {
  constructor(
    private readonly readPlan: ReadBeneficiaryPlan,
    private readonly setOptIn: SetBeneficiaryPlanOptIn,
    private readonly createPlanAsset: CreateBeneficiaryPlanAsset,
    private readonly readAsset: ReadBeneficiaryPlanAsset,
    private readonly updatePlanAsset: UpdateBeneficiaryPlanAsset,
    private readonly deletePlanAsset: DeleteBeneficiaryPlanAsset,
    private readonly finalizePlanAsset: FinalizeBeneficiaryPlanAsset,
    private readonly replaceAssetBeneficiaries: ReplaceAssetBeneficiaries,
  ) {}

  @Endpoint(routes.getBeneficiaryPlan)
  async get(@Req() request: Request) {
    return (await this.readPlan.execute(requesterOf(request))).match((v) => v, fail);
  }

  @Endpoint(routes.updateBeneficiaryPlan)
  async update(
    @Validated() { body }: Validated<typeof routes.updateBeneficiaryPlan>,
    @Req() request: Request,
  ) {
    const result = await this.setOptIn.execute(
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
    const result = await this.createPlanAsset.execute(
      requesterOf(request),
      draft,
      refOrgId ?? null,
    );
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.getAsset)
  async asset(@Validated() { params }: Validated<typeof routes.getAsset>, @Req() request: Request) {
    const result = await this.readAsset.execute(requesterOf(request), params.assetId);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.updateAsset)
  async updateAsset(
    @Validated() { params, body }: Validated<typeof routes.updateAsset>,
    @Req() request: Request,
  ) {
    const result = await this.updatePlanAsset.execute(requesterOf(request), params.assetId, body);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.deleteAsset)
  async deleteAsset(
    @Validated() { params }: Validated<typeof routes.deleteAsset>,
    @Req() request: Request,
  ) {
    const result = await this.deletePlanAsset.execute(requesterOf(request), params.assetId);
    return result.match((v) => v, fail);
  }

  @Endpoint(routes.finalizeAsset)
  @HttpCode(200)
  async finalizeAsset(
    @Validated() { params, body }: Validated<typeof routes.finalizeAsset>,
    @Req() request: Request,
  ) {
    const result = await this.finalizePlanAsset.execute(
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
    const result = await this.replaceAssetBeneficiaries.execute(
      requesterOf(request),
      params.assetId,
      body.beneficiaries,
    );
    return result.match((v) => v, fail);
  }
}
