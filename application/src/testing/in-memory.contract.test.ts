import {
  accountRepositoryContract,
  analyticsEventsContract,
  analyticsOptOutsContract,
  documentRepositoryContract,
  documentReviewFlagsContract,
  documentStorageContract,
  knownDevicesContract,
  mailOutboxContract,
  nonprofitDeliveriesContract,
  nonprofitDirectoryContract,
  oneTimeLinksContract,
  ownedGiftsContract,
  productPackageEventsContract,
  profileRepositoryContract,
  receivingDetailsContract,
  sampleDafGrant,
  sampleQcdGift,
  sessionTokensContract,
  signInFailuresContract,
  stockGiftsContract,
  tenantConfigurationRepositoryContract,
  transactionsContract,
  trustFundingStatusesContract,
  fiduciarySharesContract,
  firmApiKeysContract,
  UNCHECKED_OWNERS as owners,
  userEventsContract,
} from './contracts';
import { InMemoryPorts } from './in-memory';
import { InMemoryNonprofitDeliveries } from './in-memory-nonprofit-deliveries';

// The in-memory ports keep every promise of the ports they stand in for: each contract runs here
// as it runs against the PostgreSQL adapters.
describe('the in-memory ports', () => {
  const fresh = async () => new InMemoryPorts();
  const queued = (ports: InMemoryPorts) => async () => [...ports.mail];

  accountRepositoryContract(async () => (await fresh()).accountRepository);
  profileRepositoryContract(async () => ({ profiles: (await fresh()).profileRepository, owners }));
  documentRepositoryContract(async () => ({
    documents: (await fresh()).documentRepository,
    owners,
  }));
  mailOutboxContract(async () => {
    const ports = await fresh();
    return { outbox: ports.outbox, queued: queued(ports) };
  });
  oneTimeLinksContract(async () => ({ links: (await fresh()).oneTimeLinks, owners }));
  signInFailuresContract(async () => (await fresh()).signInFailures);
  userEventsContract(async () => (await fresh()).userEventLog);
  nonprofitDeliveriesContract(async () => {
    const deliveries = new InMemoryNonprofitDeliveries();
    return { deliveries, owners, queued: async () => [...deliveries.webhooks] };
  });
  analyticsEventsContract(async () => ({ events: (await fresh()).analyticsEvents, owners }));
  analyticsOptOutsContract(async () => (await fresh()).analyticsOptOuts);
  documentReviewFlagsContract(async () => ({
    flags: (await fresh()).documentReviewFlags,
    owners,
  }));
  productPackageEventsContract(async () => ({ events: (await fresh()).packageEvents, owners }));
  ownedGiftsContract('QcdGifts', async () => (await fresh()).qcdGiftStore, sampleQcdGift);
  ownedGiftsContract('DafGrants', async () => (await fresh()).dafGrantStore, sampleDafGrant);
  stockGiftsContract(async () => (await fresh()).stockGiftStore);
  receivingDetailsContract(async () => (await fresh()).receivingDetailsBook);
  nonprofitDirectoryContract(async () => {
    const ports = await fresh();
    return {
      directory: ports.nonprofitDirectory,
      given: async (organizations) => void ports.organizations.push(...organizations),
    };
  });
  documentStorageContract(async () => (await fresh()).storage);
  tenantConfigurationRepositoryContract(async () => (await fresh()).configurations);
  knownDevicesContract(async () => (await fresh()).knownDevices);
  trustFundingStatusesContract(async () => {
    const ports = await fresh();
    return { statuses: ports.trustFundingStatuses, owners, documents: ports.documentRepository };
  });
  fiduciarySharesContract(async () => ({ shares: (await fresh()).fiduciaryShares, owners }));
  firmApiKeysContract(async () => (await fresh()).firmApiKeys);
  sessionTokensContract(async () => (await fresh()).tokens);
  transactionsContract(async () => {
    const ports = await fresh();
    return {
      transactions: ports.transactions,
      accounts: ports.accountRepository,
      profiles: ports.profileRepository,
      documents: ports.documentRepository,
      links: ports.oneTimeLinks,
      userEvents: ports.userEventLog,
      outbox: ports.outbox,
      queued: queued(ports),
    };
  });
});
