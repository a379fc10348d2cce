import {
  accountRepositoryContract,
  analyticsEventsContract,
  analyticsOptOutsContract,
  documentRepositoryContract,
  documentReviewFlagsContract,
  documentStorageContract,
  mailOutboxContract,
  nonprofitDirectoryContract,
  oneTimeLinksContract,
  ownedGiftsContract,
  productPackageEventsContract,
  profileRepositoryContract,
  rateLimiterContract,
  receivingDetailsContract,
  sampleDafGrant,
  sampleQcdGift,
  signInFailuresContract,
  ssoTransactionsContract,
  stockGiftsContract,
  tenantConfigurationRepositoryContract,
  transactionsContract,
  trustFundingStatusesContract,
  fiduciarySharesContract,
  firmApiKeysContract,
  nonprofitDeliveriesContract,
  userEventsContract,
} from '@bequest/application/testing';
import type { ExemptOrganization } from '@bequest/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresAccountRepository } from './mikro-orm/accounts/account.repository';
import {
  PostgresAnalyticsEvents,
  PostgresAnalyticsOptOuts,
} from './mikro-orm/analytics/analytics-events.repository';
import { PostgresFirmApiKeys } from './mikro-orm/firm-access/firm-api-keys.repository';
import { WebhookOutbox } from './mikro-orm/firm-access/webhook-outbox';
import { PostgresNonprofitDeliveries } from './mikro-orm/nonprofit-delivery/nonprofit-deliveries.repository';
import { PostgresPartnerDirectory } from './mikro-orm/partners/partner-directory.repository';
import { PostgresExemptOrganizations } from './mikro-orm/directory/exempt-organizations.repository';
import { PostgresDocumentRepository } from './mikro-orm/documents/document.repository';
import { PostgresUserEvents } from './mikro-orm/events/user-events.repository';
import { PostgresDocumentReviewFlags } from './mikro-orm/life-events/document-review-flags.repository';
import { PostgresDafGrants, PostgresQcdGifts } from './mikro-orm/gifts/owned-gifts.repository';
import { PostgresReceivingDetails } from './mikro-orm/gifts/receiving-details.repository';
import { PostgresStockGifts } from './mikro-orm/gifts/stock-gifts.repository';
import { PostgresMailOutbox } from './mikro-orm/mail/mail-outbox.repository';
import { PostgresProductPackageEvents } from './mikro-orm/packages/product-package-events.repository';
import { PostgresNonprofitDirectory } from './mikro-orm/partners/nonprofit-directory.repository';
import { PostgresProfileRepository } from './mikro-orm/profiles/profile.repository';
import { PostgresOneTimeLinks } from './mikro-orm/security/one-time-links.repository';
import { PostgresRateLimiter } from './mikro-orm/security/rate-limiter.repository';
import { PostgresSignInFailures } from './mikro-orm/security/sign-in-failures.repository';
import { PostgresSsoTransactions } from './mikro-orm/security/sso-transactions.repository';
import { PostgresTenantConfigurationRepository } from './mikro-orm/tenant-configuration.repository';
import { MikroOrmTransactions } from './mikro-orm/transactions.mikro-orm';
import { PostgresTrustFundingStatuses } from './mikro-orm/trust-funding/trust-funding-statuses.repository';
import { PostgresFiduciaryShares } from './mikro-orm/fiduciary-sharing/fiduciary-shares.repository';
import { FilesystemBlobStore } from './storage/filesystem-blob-store';
import { StorageCenter } from './storage/storage-center';
import { openContractDatabase, type ContractDatabase } from './testing/contract-database';

/** An organization as the IRS master file's CSV has it. */
const recordOf = (organization: ExemptOrganization, line: number) => ({
  line,
  record: {
    EIN: organization.ein.replace('-', ''),
    NAME: organization.legalName,
    ICO: organization.careOf ?? '',
    STREET: organization.address.street,
    CITY: organization.address.city,
    STATE: organization.address.state,
    ZIP: organization.address.postalCode.replace('-', ''),
    SUBSECTION: organization.subsection,
    DEDUCTIBILITY: organization.deductible ? '1' : '2',
    FOUNDATION: organization.foundationCode,
    NTEE_CD: organization.nteeCode ?? '',
  },
});

/**
 * The outbox's queued mail as the mail job would deliver it. The outbox dates a message by the
 * database's clock, not the contracts' fixed one: every message is due at the end of time.
 */
const queuedIn = (outbox: PostgresMailOutbox) => async () =>
  (await outbox.claimDue(new Date('9999-12-31T23:59:59Z'), 60_000, 100)).map(
    ({ id: _id, attempts: _attempts, ...mail }) => mail,
  );

// Every port's contract against its PostgreSQL adapter, as the in-memory ports meet it in
// application: one database for the file (a database costs seconds), its tables emptied per test.
describe('the PostgreSQL adapters', () => {
  let database: ContractDatabase;
  let blobs: string;
  const emptied = (...tables: string[]): Promise<EntityManager> => database.emptied(...tables);
  beforeAll(async () => {
    database = await openContractDatabase();
    blobs = await mkdtemp(join(tmpdir(), 'storage-center-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(blobs, { recursive: true, force: true });
  });

  accountRepositoryContract(async () => new PostgresAccountRepository(await emptied('account')));
  profileRepositoryContract(async () => ({
    profiles: new PostgresProfileRepository(await emptied('account')),
    owners: database.owners,
  }));
  documentRepositoryContract(async () => ({
    documents: new PostgresDocumentRepository(await emptied('account')),
    owners: database.owners,
  }));
  mailOutboxContract(async () => {
    const outbox = new PostgresMailOutbox(await emptied('mail_outbox'), 'x'.repeat(32));
    return { outbox, queued: queuedIn(outbox) };
  });
  oneTimeLinksContract(async () => ({
    links: new PostgresOneTimeLinks(await emptied('account')),
    owners: database.owners,
  }));
  signInFailuresContract(async () => new PostgresSignInFailures(await emptied('sign_in_failure')));
  rateLimiterContract(async () => new PostgresRateLimiter(await emptied('rate_limit')));
  ssoTransactionsContract(
    async () => new PostgresSsoTransactions(await emptied('sso_transaction')),
  );
  userEventsContract(async () => new PostgresUserEvents(await emptied('user_event')));
  analyticsEventsContract(async () => ({
    events: new PostgresAnalyticsEvents(await emptied('analytics_event', 'account')),
    owners: database.owners,
  }));
  analyticsOptOutsContract(
    async () => new PostgresAnalyticsOptOuts(await emptied('analytics_opt_out')),
  );
  documentReviewFlagsContract(async () => ({
    flags: new PostgresDocumentReviewFlags(await emptied('account')),
    owners: database.owners,
  }));
  productPackageEventsContract(async () => ({
    events: new PostgresProductPackageEvents(await emptied('account')),
    owners: database.owners,
  }));
  stockGiftsContract(async () => new PostgresStockGifts(await emptied('stock_gift')));
  fiduciarySharesContract(async () => ({
    shares: new PostgresFiduciaryShares(await emptied('account')),
    owners: database.owners,
  }));
  firmApiKeysContract(async () => new PostgresFirmApiKeys(await emptied('firm_api_key')));
  nonprofitDeliveriesContract(async () => {
    const em = await emptied(
      'nonprofit_delivery',
      'nonprofit_delivery_settings',
      'firm_webhook_delivery',
      'firm_webhook_endpoint',
    );
    await new PostgresPartnerDirectory(em).seed();
    const secret = 'contract-deployment-secret';
    const outbox = new WebhookOutbox(em, secret);
    // Claimed at the end of time with no lease, so each look sees every queued webhook again.
    const end = new Date('9999-12-31T23:59:59Z');
    return {
      deliveries: new PostgresNonprofitDeliveries(em, secret),
      owners: database.owners,
      queued: async () =>
        (await outbox.claimDue(end, 0, 100)).map(({ url, secret, payload }) => ({
          url,
          secret,
          body: payload,
        })),
    };
  });
  trustFundingStatusesContract(async () => {
    const em = await emptied('account');
    return {
      statuses: new PostgresTrustFundingStatuses(em),
      owners: database.owners,
      documents: new PostgresDocumentRepository(em),
    };
  });
  ownedGiftsContract(
    'QcdGifts',
    async () => new PostgresQcdGifts(await emptied('qcd_gift')),
    sampleQcdGift,
  );
  ownedGiftsContract(
    'DafGrants',
    async () => new PostgresDafGrants(await emptied('daf_grant')),
    sampleDafGrant,
  );
  receivingDetailsContract(
    async () => new PostgresReceivingDetails(await emptied('receiving_details')),
  );
  nonprofitDirectoryContract(async () => {
    const em = await emptied('exempt_organization');
    return {
      directory: new PostgresNonprofitDirectory(em),
      given: async (organizations) => {
        const records = organizations.map(recordOf);
        await new PostgresExemptOrganizations(em).load(
          (async function* () {
            yield* records;
          })(),
        );
      },
    };
  });
  documentStorageContract(
    async () =>
      new StorageCenter(
        await emptied('stored_document'),
        new FilesystemBlobStore(await mkdtemp(join(blobs, 'test-'))),
      ),
  );
  tenantConfigurationRepositoryContract(
    async () => new PostgresTenantConfigurationRepository(database.orm.em),
  );
  transactionsContract(async () => {
    const em = await emptied('account', 'mail_outbox', 'user_event');
    const outbox = new PostgresMailOutbox(em, 'x'.repeat(32));
    return {
      transactions: new MikroOrmTransactions(em),
      accounts: new PostgresAccountRepository(em),
      profiles: new PostgresProfileRepository(em),
      documents: new PostgresDocumentRepository(em),
      links: new PostgresOneTimeLinks(em),
      userEvents: new PostgresUserEvents(em),
      outbox,
      queued: queuedIn(outbox),
    };
  });
});
