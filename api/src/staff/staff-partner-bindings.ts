import {
  AddExternalPartnerPage,
  ImportNonprofitDirectory,
  ListExternalPartnerPages,
  ListSlugAliases,
  CreatePartner,
  ListPartners,
  NONPROFIT_DIRECTORY_IMPORT,
  PARTNER_REGISTRY,
  ReadNonprofitReceivingDetails,
  ReadPartner,
  PublishMarketingContent,
  ReadMarketingContent,
  RemoveExternalPartnerPage,
  RemoveSlugAlias,
  SaveSlugAlias,
  SetNonprofitReceivingDetails,
  UpdatePartner,
} from '@bequest/application';
import { PostgresExemptOrganizations, PostgresPartnerRegistry } from '@bequest/adapters';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';

/** What the staff console does with partners, nonprofits and the home page's marketing (issue 24). */
export const PARTNER_STAFF_USE_CASES = [
  ListPartners,
  ReadPartner,
  CreatePartner,
  UpdatePartner,
  ReadMarketingContent,
  PublishMarketingContent,
  ListSlugAliases,
  SaveSlugAlias,
  RemoveSlugAlias,
  ListExternalPartnerPages,
  AddExternalPartnerPage,
  RemoveExternalPartnerPage,
  ImportNonprofitDirectory,
  ReadNonprofitReceivingDetails,
  SetNonprofitReceivingDetails,
] as const;

/** Their ports and use cases, in the one composition root. */
export const bindStaffPartners = (container: Container, em: EntityManager): void => {
  container.bind(PARTNER_REGISTRY).toConstantValue(new PostgresPartnerRegistry(em));
  container.bind(NONPROFIT_DIRECTORY_IMPORT).toConstantValue(new PostgresExemptOrganizations(em));
  for (const useCase of PARTNER_STAFF_USE_CASES) container.bind<unknown>(useCase).toSelf();
};
