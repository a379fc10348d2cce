import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122170000TenantConfiguration } from './Migration20261122170000TenantConfiguration';
import { Migration20261123040000Accounts } from './Migration20261123040000Accounts';
import { Migration20261123050000PartnersAndStats } from './Migration20261123050000PartnersAndStats';
import { Migration20261123060000Documents } from './Migration20261123060000Documents';
import { Migration20261123070000StorageCenter } from './Migration20261123070000StorageCenter';
import { Migration20261124000000UserEvents } from './Migration20261124000000UserEvents';
import { Migration20261125000000SingleSignOn } from './Migration20261125000000SingleSignOn';
import { Migration20261126000000GiftConfirmations } from './Migration20261126000000GiftConfirmations';
import { Migration20261127000000RepeatWillUserArm } from './Migration20261127000000RepeatWillUserArm';
import { Migration20261127010000SlugRedirects } from './Migration20261127010000SlugRedirects';
import { Migration20261128000000SignInThrottle } from './Migration20261128000000SignInThrottle';
import { Migration20261128010000SealedMailLinks } from './Migration20261128010000SealedMailLinks';
import { Migration20261129000000DocumentFacts } from './Migration20261129000000DocumentFacts';
import { Migration20261129010000ExemptOrganizations } from './Migration20261129010000ExemptOrganizations';
import { Migration20261130000000StockGifts } from './Migration20261130000000StockGifts';
import { Migration20261201000000QcdsAndDafGrants } from './Migration20261201000000QcdsAndDafGrants';
import { Migration20261202100000StaffConsole } from './Migration20261202100000StaffConsole';
import { Migration20261210000000Experiments } from './Migration20261210000000Experiments';
import { Migration20261211000000PrintMailQueue } from './Migration20261211000000PrintMailQueue';
import { Migration20261212000000AttorneyAndStrategistQueues } from './Migration20261212000000AttorneyAndStrategistQueues';
import { Migration20261213000000DocumentReviewFlags } from './Migration20261213000000DocumentReviewFlags';
import { Migration20261214000000TrustFunding } from './Migration20261214000000TrustFunding';
import { Migration20261215000000FiduciaryShares } from './Migration20261215000000FiduciaryShares';
import { Migration20261216000000GuestStockGiftClaims } from './Migration20261216000000GuestStockGiftClaims';
import { Migration20261217000000FirmApiKeys } from './Migration20261217000000FirmApiKeys';
import { Migration20261217010000FirmWebhooks } from './Migration20261217010000FirmWebhooks';
import { Migration20261219000000ProductAnalytics } from './Migration20261219000000ProductAnalytics';
import { Migration20261221000000JobSlots } from './Migration20261221000000JobSlots';
import { Migration20261222000000PeopleSearch } from './Migration20261222000000PeopleSearch';
import { Migration20261222010000TenantEdits } from './Migration20261222010000TenantEdits';
import { Migration20261223000000OutboxForStaff } from './Migration20261223000000OutboxForStaff';
import { Migration20261224000000IdempotencyKeys } from './Migration20261224000000IdempotencyKeys';
import { Migration20261225000000SmartGivingPages } from './Migration20261225000000SmartGivingPages';
import { Migration20261226000000AccountHeldEmail } from './Migration20261226000000AccountHeldEmail';
import { Migration20261228000000NonprofitDelivery } from './Migration20261228000000NonprofitDelivery';
import { Migration20261229000000AttorneyDraftedPlans } from './Migration20261229000000AttorneyDraftedPlans';

/** Every migration in order; listed, not globbed, so the built package runs the same set. */
export const MIGRATIONS: MigrationObject[] = [
  {
    name: 'Migration20261122170000TenantConfiguration',
    class: Migration20261122170000TenantConfiguration,
  },
  { name: 'Migration20261123040000Accounts', class: Migration20261123040000Accounts },
  {
    name: 'Migration20261123050000PartnersAndStats',
    class: Migration20261123050000PartnersAndStats,
  },
  { name: 'Migration20261123060000Documents', class: Migration20261123060000Documents },
  { name: 'Migration20261123070000StorageCenter', class: Migration20261123070000StorageCenter },
  { name: 'Migration20261124000000UserEvents', class: Migration20261124000000UserEvents },
  { name: 'Migration20261125000000SingleSignOn', class: Migration20261125000000SingleSignOn },
  {
    name: 'Migration20261126000000GiftConfirmations',
    class: Migration20261126000000GiftConfirmations,
  },
  {
    name: 'Migration20261127000000RepeatWillUserArm',
    class: Migration20261127000000RepeatWillUserArm,
  },
  { name: 'Migration20261127010000SlugRedirects', class: Migration20261127010000SlugRedirects },
  { name: 'Migration20261128000000SignInThrottle', class: Migration20261128000000SignInThrottle },
  { name: 'Migration20261128010000SealedMailLinks', class: Migration20261128010000SealedMailLinks },
  { name: 'Migration20261129000000DocumentFacts', class: Migration20261129000000DocumentFacts },
  {
    name: 'Migration20261129010000ExemptOrganizations',
    class: Migration20261129010000ExemptOrganizations,
  },
  { name: 'Migration20261130000000StockGifts', class: Migration20261130000000StockGifts },
  {
    name: 'Migration20261201000000QcdsAndDafGrants',
    class: Migration20261201000000QcdsAndDafGrants,
  },
  { name: 'Migration20261202100000StaffConsole', class: Migration20261202100000StaffConsole },
  { name: 'Migration20261210000000Experiments', class: Migration20261210000000Experiments },
  { name: 'Migration20261211000000PrintMailQueue', class: Migration20261211000000PrintMailQueue },
  {
    name: 'Migration20261212000000AttorneyAndStrategistQueues',
    class: Migration20261212000000AttorneyAndStrategistQueues,
  },
  {
    name: 'Migration20261213000000DocumentReviewFlags',
    class: Migration20261213000000DocumentReviewFlags,
  },
  { name: 'Migration20261214000000TrustFunding', class: Migration20261214000000TrustFunding },
  { name: 'Migration20261215000000FiduciaryShares', class: Migration20261215000000FiduciaryShares },
  {
    name: 'Migration20261216000000GuestStockGiftClaims',
    class: Migration20261216000000GuestStockGiftClaims,
  },
  { name: 'Migration20261217000000FirmApiKeys', class: Migration20261217000000FirmApiKeys },
  { name: 'Migration20261217010000FirmWebhooks', class: Migration20261217010000FirmWebhooks },
  {
    name: 'Migration20261219000000ProductAnalytics',
    class: Migration20261219000000ProductAnalytics,
  },
  { name: 'Migration20261221000000JobSlots', class: Migration20261221000000JobSlots },
  { name: 'Migration20261222000000PeopleSearch', class: Migration20261222000000PeopleSearch },
  { name: 'Migration20261222010000TenantEdits', class: Migration20261222010000TenantEdits },
  { name: 'Migration20261223000000OutboxForStaff', class: Migration20261223000000OutboxForStaff },
  { name: 'Migration20261224000000IdempotencyKeys', class: Migration20261224000000IdempotencyKeys },
  {
    name: 'Migration20261225000000SmartGivingPages',
    class: Migration20261225000000SmartGivingPages,
  },
  {
    name: 'Migration20261226000000AccountHeldEmail',
    class: Migration20261226000000AccountHeldEmail,
  },
  {
    name: 'Migration20261228000000NonprofitDelivery',
    class: Migration20261228000000NonprofitDelivery,
  },
  {
    name: 'Migration20261229000000AttorneyDraftedPlans',
    class: Migration20261229000000AttorneyDraftedPlans,
  },
];
