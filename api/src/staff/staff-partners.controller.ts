import {
  AddExternalPartnerPage,
  ImportNonprofitDirectory,
  ListExternalPartnerPages,
  ListSlugAliases,
  CreatePartner,
  ListPartners,
  ReadNonprofitReceivingDetails,
  ReadPartner,
  RemoveExternalPartnerPage,
  RemoveSlugAlias,
  SaveSlugAlias,
  SetNonprofitReceivingDetails,
  UpdatePartner,
  type ManagedPartner,
  type NonprofitReceiving,
} from '@bequest/application';
import { partnerEditOf } from '@bequest/domain';
import { staffRoutes as routes, type PartnerView } from '@bequest/sdk/contract';
import { Controller, HttpCode, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Endpoint, Validated } from '../http/endpoint';
import { fail } from '../http/error-status';
import { staffOf } from './staff.guard';

const partnerViewOf = ({ partner, updatedAt }: ManagedPartner): PartnerView => ({
  id: partner.randId,
  randId: partner.randId,
  organizationId: partner.organizationId,
  ...partnerEditOf(partner),
  updatedAt: updatedAt.toISOString(),
});

const receivingViewOf = ({ organization, details }: NonprofitReceiving) => ({
  ein: organization.ein,
  legalName: organization.legalName,
  location: [organization.address.city, organization.address.state].filter(Boolean).join(', '),
  details,
});

const aliasViewOf = (alias: { oldSlug: string; slug: string; createdAt: Date }) => ({
  id: alias.oldSlug,
  oldSlug: alias.oldSlug,
  slug: alias.slug,
  createdAt: alias.createdAt.toISOString(),
});

const pageViewOf = (page: { slug: string; createdAt: Date }) => ({
  id: page.slug,
  slug: page.slug,
  createdAt: page.createdAt.toISOString(),
});

const unwrap = <T>(value: T) => value;

/**
 * Partners and nonprofits in the staff console (issue 24): partners' custom URLs and
 * customizations, old slugs and external pages, the directory import and receiving details.
 */
@Controller()
export class StaffPartnersController {
  constructor(
    private readonly listPartners: ListPartners,
    private readonly readPartner: ReadPartner,
    private readonly createPartner: CreatePartner,
    private readonly updatePartner: UpdatePartner,
    private readonly listSlugAliases: ListSlugAliases,
    private readonly saveSlugAlias: SaveSlugAlias,
    private readonly removeSlugAlias: RemoveSlugAlias,
    private readonly listExternalPages: ListExternalPartnerPages,
    private readonly addExternalPartnerPage: AddExternalPartnerPage,
    private readonly removeExternalPartnerPage: RemoveExternalPartnerPage,
    private readonly directory: ImportNonprofitDirectory,
    private readonly readReceiving: ReadNonprofitReceivingDetails,
    private readonly setReceiving: SetNonprofitReceivingDetails,
  ) {}

  @Endpoint(routes.listPartners)
  async list() {
    return (await this.listPartners.execute()).map(partnerViewOf);
  }

  @Endpoint(routes.getPartner)
  async get(@Validated() { params }: Validated<typeof routes.getPartner>) {
    return (await this.readPartner.execute(params.randId)).match(partnerViewOf, fail);
  }

  @Endpoint(routes.createPartner)
  @HttpCode(200)
  async create(
    @Validated() { body }: Validated<typeof routes.createPartner>,
    @Req() request: Request,
  ) {
    return (await this.createPartner.execute(staffOf(request), body)).match(partnerViewOf, fail);
  }

  @Endpoint(routes.updatePartner)
  async update(
    @Validated() { params, body }: Validated<typeof routes.updatePartner>,
    @Req() request: Request,
  ) {
    const updated = await this.updatePartner.execute(staffOf(request), params.randId, body);
    return updated.match(partnerViewOf, fail);
  }

  @Endpoint(routes.listSlugAliases)
  async aliases() {
    return (await this.listSlugAliases.execute()).map(aliasViewOf);
  }

  @Endpoint(routes.saveSlugAlias)
  @HttpCode(200)
  async saveAlias(
    @Validated() { body }: Validated<typeof routes.saveSlugAlias>,
    @Req() request: Request,
  ) {
    return (await this.saveSlugAlias.execute(staffOf(request), body)).match(aliasViewOf, fail);
  }

  @Endpoint(routes.removeSlugAlias)
  async removeAlias(
    @Validated() { params }: Validated<typeof routes.removeSlugAlias>,
    @Req() request: Request,
  ) {
    (await this.removeSlugAlias.execute(staffOf(request), params.oldSlug)).match(unwrap, fail);
    return { success: true as const };
  }

  @Endpoint(routes.listExternalPartnerPages)
  async externalPages() {
    return (await this.listExternalPages.execute()).map(pageViewOf);
  }

  @Endpoint(routes.addExternalPartnerPage)
  @HttpCode(200)
  async addExternalPage(
    @Validated() { body }: Validated<typeof routes.addExternalPartnerPage>,
    @Req() request: Request,
  ) {
    return (await this.addExternalPartnerPage.execute(staffOf(request), body.slug)).match(
      pageViewOf,
      fail,
    );
  }

  @Endpoint(routes.removeExternalPartnerPage)
  async removeExternalPage(
    @Validated() { params }: Validated<typeof routes.removeExternalPartnerPage>,
    @Req() request: Request,
  ) {
    (await this.removeExternalPartnerPage.execute(staffOf(request), params.slug)).match(
      unwrap,
      fail,
    );
    return { success: true as const };
  }

  @Endpoint(routes.importNonprofitDirectory)
  @HttpCode(200)
  async importDirectory(
    @Validated() { body }: Validated<typeof routes.importNonprofitDirectory>,
    @Req() request: Request,
  ) {
    const { fileName, ...part } = body;
    const result = await this.directory.execute(staffOf(request), fileName, part);
    return result.match((load) => ({ loaded: load.loaded, refused: [...load.refused] }), fail);
  }

  @Endpoint(routes.getNonprofitReceiving)
  async receivingDetails(@Validated() { params }: Validated<typeof routes.getNonprofitReceiving>) {
    return (await this.readReceiving.execute(params.ein)).match(receivingViewOf, fail);
  }

  @Endpoint(routes.setNonprofitReceiving)
  async setReceivingDetails(
    @Validated() { params, body }: Validated<typeof routes.setNonprofitReceiving>,
    @Req() request: Request,
  ) {
    const set = await this.setReceiving.execute(staffOf(request), params.ein, body);
    return set.match(receivingViewOf, fail);
  }
}
