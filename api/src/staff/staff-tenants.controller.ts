import {
  EditTenantConfiguration,
  ListFlagsInEffect,
  ListTenantSettings,
  notFound,
  ReadTenantSettings,
  type TenantSettingsView,
} from '@bequest/application';
import { staffRoutes as routes } from '@bequest/sdk/contract';
import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { staffOf } from './staff.guard';

const viewOf = (view: TenantSettingsView) => ({
  ...view,
  editedAt: view.editedAt?.toISOString() ?? null,
  editedFields: [...view.editedFields],
  secrets: { ...view.secrets },
});

/** Tenants and flags (issue 24): administrators edit, partner managers read. */
@Controller()
export class StaffTenantsController {
  constructor(
    private readonly listSettings: ListTenantSettings,
    private readonly readSettings: ReadTenantSettings,
    private readonly editConfiguration: EditTenantConfiguration,
    private readonly flagsInEffect: ListFlagsInEffect,
  ) {}

  @Endpoint(routes.listTenantSettings)
  async list() {
    return (await this.listSettings.execute()).map(viewOf);
  }

  @Endpoint(routes.getTenantSettings)
  async one(@Validated() { params }: Validated<typeof routes.getTenantSettings>) {
    const view = await this.readSettings.execute(params.tenantId);
    return view ? viewOf(view) : fail(notFound('Tenant'));
  }

  @Endpoint(routes.editTenantConfiguration)
  async edit(
    @Validated() { params, body }: Validated<typeof routes.editTenantConfiguration>,
    @Req() request: Request,
  ) {
    const edited = await this.editConfiguration.execute(staffOf(request), {
      tenantId: params.tenantId,
      ...body,
    });
    return edited.match(viewOf, fail);
  }

  @Endpoint(routes.listFlagsInEffect)
  async flags() {
    const inEffect = await this.flagsInEffect.execute();
    return {
      flags: inEffect.flags.map((flag) => ({ ...flag })),
      experiments: inEffect.experiments.map((experiment) => ({
        ...experiment,
        arms: experiment.arms.map((arm) => ({ ...arm })),
        tenants: experiment.tenants.map((tenant) => ({ ...tenant })),
      })),
    };
  }
}
