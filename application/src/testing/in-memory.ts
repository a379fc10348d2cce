import type { PartnerCustomUrl } from '@bequest/domain';
import type { PartnerDirectory } from '../ports/partner-directory.port';
import { InMemoryNonprofitDeliveries } from './in-memory-nonprofit-deliveries';
import type {
  AttorneyDraftedPlans,
  NewAttorneyDraftedPlan,
} from '../ports/attorney-drafted-plans.port';
import {
  einOf,
  resolveExperimentSwitches,
  signInVerdict,
  withFailure,
  type FailureTally,
  TENANT_CONFIGURATIONS,
  type ExemptOrganization,
  type ExperimentSwitches,
  type Profile,
  type ReceivingDetails,
} from '@bequest/domain';
import type {
  AccountChanges,
  AccountRecord,
  AccountRepository,
  NewAccount,
} from '../ports/account-repository.port';
import type { Clock } from '../ports/clock.port';
import type { DocumentRenderer } from '../ports/document-renderer.port';
import type { DocumentStorage } from '../ports/document-storage.port';
import { withFacts, withoutFacts, type DocumentFacts } from '../documents/document-facts';
import type { DocumentRepository, StoredDocument } from '../ports/document-repository.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type {
  FirmApiKeyRecord,
  FirmApiKeys,
  FirmClientDirectory,
} from '../ports/firm-api-keys.port';
import type {
  FirmWebhookEndpoint,
  FirmWebhookEventInput,
  FirmWebhooks,
} from '../ports/firm-webhooks.port';
import type { KnownDevice, KnownDevices } from '../ports/known-devices.port';
import type { MailOutbox, OutgoingMail } from '../ports/mail-outbox.port';
import type { NonprofitDirectory } from '../ports/nonprofit-directory.port';
import type { OneTimeLinkPurpose, OneTimeLinks } from '../ports/one-time-links.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type {
  NewProductPackageEvent,
  ProductPackageEvents,
} from '../ports/product-package-events.port';
import type { ProfileRepository, StoredProfile } from '../ports/profile-repository.port';
import type { UserEvent, UserEvents } from '../ports/user-events.port';
import type {
  DocumentReviewFlag,
  DocumentReviewFlags,
  ReviewFlagOwner,
} from '../ports/document-review-flags.port';
import type { ExperimentExposures, KeptExposure } from '../ports/experiment-exposures.port';
import type { ExperimentOverride, ExperimentOverrides } from '../ports/experiment-overrides.port';
import type { SessionClaims, SessionTokens } from '../ports/session-tokens.port';
import type { SignInFailures } from '../ports/sign-in-failures.port';
import type { TenantConfigurationRepository } from '../ports/tenant-configuration-repository.port';
import type { Transactions } from '../ports/transactions.port';
import type {
  FundingOwnerScope,
  FundingReminderRecord,
  StoredFundingStatus,
  TrustFundingStatuses,
} from '../ports/trust-funding-statuses.port';
import type { KeptStockGift, ReceivingDetailsBook, StockGifts } from '../ports/stock-gifts.port';
import type {
  FiduciaryShareOpening,
  FiduciaryShares,
  KeptFiduciaryShare,
  ShareOwnerScope,
} from '../ports/fiduciary-shares.port';
import type { KeptOwnedGift, OwnedGift, OwnedGifts } from '../ports/owned-gifts.port';
import type { AnalyticsEvent, ProductAnalyticsService } from '../ports/analytics-events.port';
import { InMemoryAnalyticsEvents, InMemoryAnalyticsOptOuts } from './in-memory-analytics';
import type { DafGrant, QcdGift } from '@bequest/domain';

/** One profile's key in the in-memory maps. */
const ownerKey = (owner: FundingOwnerScope) =>
  [owner.tenantId, owner.accountId, owner.profileId].join('|');

/** An in-memory store of one kind of owned gift, over `gifts`, which a transaction snapshots. */
const ownedGiftStore = <Gift extends OwnedGift>(
  gifts: () => Map<string, KeptOwnedGift<Gift>>,
): OwnedGifts<Gift> => ({
  create: async (tenantId, owner, gift, at) => {
    if (gifts().has(gift.id)) throw new Error(`gift ${gift.id} exists`);
    gifts().set(gift.id, { tenantId, owner, gift, version: 1, createdAt: at, updatedAt: at });
  },
  find: async (tenantId, accountId, id) => {
    const kept = gifts().get(id);
    return kept?.tenantId === tenantId && kept.owner.accountId === accountId ? kept : null;
  },
  update: async (tenantId, gift, version, at) => {
    const kept = gifts().get(gift.id);
    if (kept?.tenantId !== tenantId || kept.version !== version) return false;
    gifts().set(gift.id, { ...kept, gift, version: version + 1, updatedAt: at });
    return true;
  },
  listByOwner: async (tenantId, owner) =>
    [...gifts().values()]
      .filter(
        (kept) =>
          kept.tenantId === tenantId &&
          kept.owner.accountId === owner.accountId &&
          kept.owner.profileId === owner.profileId,
      )
      .sort(oldestFirst),
});

/** Gifts as their lists order them: by creation, then by id. */
const oldestFirst = (
  a: { createdAt: Date; gift: { id: string } },
  b: { createdAt: Date; gift: { id: string } },
) => a.createdAt.getTime() - b.createdAt.getTime() || a.gift.id.localeCompare(b.gift.id);

/** A kept stock gift as a read answers it: never with its keys. */
const keptStockGift = (
  {
    guestKey: _guestKey,
    emailKey: _emailKey,
    receiptKey: _receiptKey,
    ...kept
  }: Omit<KeptStockGift, 'reachedByEmailKey'> & StockGiftKeys,
  reachedByEmailKey: boolean,
): KeptStockGift => ({ ...kept, reachedByEmailKey });

interface StockGiftKeys {
  guestKey: string | null;
  emailKey: string | null;
  receiptKey: string | null;
}

/** An account as a read answers it: its single sign-on identity is only a key to look it up. */
const accountOf = ({
  ssoIdentity: _ssoIdentity,
  ...account
}: AccountRecord & Pick<NewAccount, 'ssoIdentity'>): AccountRecord => account;

/** A stored document as a read answers it: the answers with their facts. */
const read = ({
  downloadedAt,
  tenantId: _tenantId,
  accountId: _accountId,
  ...document
}: StoredDocument & DocumentFacts & { tenantId: string; accountId: string }): StoredDocument => ({
  ...document,
  data: withFacts(document.data, { downloadedAt }),
});

const ownedBy = (kept: ReviewFlagOwner, owner: ReviewFlagOwner): boolean =>
  kept.tenantId === owner.tenantId &&
  kept.accountId === owner.accountId &&
  kept.profileId === owner.profileId;

/**
 * In-memory ports for use-case tests: the whole state in one object, so a transaction can take a
 * snapshot and put it back when the work fails.
 */
const sameShareOwner = (a: ShareOwnerScope, b: ShareOwnerScope) =>
  a.tenantId === b.tenantId && a.accountId === b.accountId && a.profileId === b.profileId;

export class InMemoryPorts {
  /** Partner organizations by id; a test adds the ones it needs. */
  partners = new Map<string, PartnerCustomUrl>();
  readonly partnerDirectory: PartnerDirectory = {
    findByUrlName: async (urlName) =>
      [...this.partners.values()].find((partner) => partner.urlName === urlName) ?? null,
    findByOrganizationId: async (organizationId) => this.partners.get(organizationId) ?? null,
  };
  accounts = new Map<string, AccountRecord & Pick<NewAccount, 'ssoIdentity'>>();
  profiles = new Map<string, StoredProfile>();
  links = new Map<
    string,
    {
      tenantId: string;
      accountId: string;
      purpose: OneTimeLinkPurpose;
      expiresAt: Date;
      used: boolean;
    }
  >();
  events: (NewProductPackageEvent & { createdAt: string })[] = [];
  userEvents: (UserEvent & { at: Date })[] = [];
  readonly userEventLog: UserEvents = {
    record: async (event, at) => void this.userEvents.push({ ...event, at }),
    exists: async (event) =>
      this.userEvents.some(
        (logged) =>
          logged.tenantId === event.tenantId &&
          logged.accountId === event.accountId &&
          logged.profileId === event.profileId &&
          logged.eventName === event.eventName &&
          logged.value === event.value,
      ),
  };
  yearlyReviews: (ReviewFlagOwner & { reviewedAt: Date })[] = [];
  reviewFlags: (DocumentReviewFlag & ReviewFlagOwner & { dismissedAt: Date | null })[] = [];
  readonly documentReviewFlags: DocumentReviewFlags = {
    raise: async (owner, flags, at) => {
      const same = (kept: (typeof this.reviewFlags)[number], flag: (typeof flags)[number]) =>
        ownedBy(kept, owner) &&
        kept.dismissedAt === null &&
        kept.documentId === flag.documentId &&
        kept.event === flag.event;
      for (const flag of flags) {
        this.reviewFlags = this.reviewFlags.filter((kept) => !same(kept, flag));
        this.reviewFlags.push({ ...flag, ...owner, flaggedAt: at, dismissedAt: null });
      }
    },
    listOpen: async (owner) =>
      this.reviewFlags
        .filter((kept) => ownedBy(kept, owner) && kept.dismissedAt === null)
        .map(({ tenantId: _t, accountId: _a, profileId: _p, dismissedAt: _d, ...flag }) => flag),
    dismiss: async (owner, id, at) => {
      const flag = this.reviewFlags.find(
        (kept) => kept.id === id && ownedBy(kept, owner) && kept.dismissedAt === null,
      );
      if (flag) flag.dismissedAt = at;
      return flag !== undefined;
    },
    lastYearlyReview: async (owner) =>
      this.yearlyReviews.find((kept) => ownedBy(kept, owner))?.reviewedAt ?? null,
    recordYearlyReview: async (owner, at) => {
      this.yearlyReviews = [
        ...this.yearlyReviews.filter((kept) => !ownedBy(kept, owner)),
        { ...owner, reviewedAt: at },
      ];
    },
  };
  mail: OutgoingMail[] = [];
  readonly analyticsEvents = new InMemoryAnalyticsEvents();
  readonly analyticsOptOuts = new InMemoryAnalyticsOptOuts();
  /** What went to the product-analytics service. */
  captured: AnalyticsEvent[] = [];
  readonly productAnalytics: ProductAnalyticsService = {
    capture: async (event) => void this.captured.push(event),
  };
  now = new Date('2026-11-23T10:00:00Z');
  /** Set before `inMemoryContainer(ports)` to run an experiment. */
  experiments: ExperimentSwitches = resolveExperimentSwitches();
  exposures: KeptExposure[] = [];
  readonly exposureLog: ExperimentExposures = {
    recordFirst: async (exposure, at) => {
      const kept = this.exposures.find(
        (logged) =>
          logged.personId === exposure.personId && logged.experiment === exposure.experiment,
      );
      if (kept) return kept;
      this.exposures.push({ ...exposure, exposedAt: at });
      return { ...exposure, exposedAt: at };
    },
  };
  overrides: (ExperimentOverride & { setAt: Date })[] = [];
  readonly overrideBook: ExperimentOverrides = {
    armsOf: async ({ personId }) =>
      Object.fromEntries(
        this.overrides
          .filter((override) => override.personId === personId)
          .map((override) => [override.experiment, override.arm]),
      ),
    set: async (override, at) => {
      this.overrides = [
        ...this.overrides.filter(
          (kept) => kept.personId !== override.personId || kept.experiment !== override.experiment,
        ),
        { ...override, setAt: at },
      ];
    },
    clear: async ({ personId }, experiment) => {
      this.overrides = this.overrides.filter(
        (kept) => kept.personId !== personId || kept.experiment !== experiment,
      );
    },
  };
  private nextId = 1;

  readonly clock: Clock = { now: () => this.now };
  readonly ids: IdGenerator = {
    newId: () => `id-${this.nextId++}`,
    newSecret: () => `secret-${this.nextId++}`,
    newHex: (bytes) => (this.nextId++).toString(16).padStart(bytes * 2, '0'),
    newCode: () => String(100000 + this.nextId++),
  };
  readonly hasher: PasswordHasher = {
    hash: async (password) => `hashed:${password}`,
    verify: async (hash, password) => hash === `hashed:${password}`,
  };
  /** The session tokens issued: any other token is a forgery. */
  issuedSessions = new Map<string, SessionClaims>();
  readonly tokens: SessionTokens = {
    issue: (claims) => {
      const token = `session-${this.issuedSessions.size + 1}`;
      this.issuedSessions.set(token, { ...claims });
      return token;
    },
    read: (token) => this.issuedSessions.get(token) ?? null,
  };
  failureTallies = new Map<string, FailureTally>();
  readonly signInFailures: SignInFailures = {
    claim: async (keys, now) => {
      const tallyOf = (key: string) => this.failureTallies.get(key) ?? null;
      const verdict = signInVerdict(
        keys.map(({ scope, key }) => ({ scope, tally: tallyOf(key) })),
        now,
      );
      if (verdict.allowed)
        for (const { key } of keys) this.failureTallies.set(key, withFailure(tallyOf(key), now));
      return verdict;
    },
    forgive: async (keys) => {
      for (const key of keys) {
        const tally = this.failureTallies.get(key);
        if (tally)
          this.failureTallies.set(key, { ...tally, failures: Math.max(tally.failures - 1, 0) });
      }
    },
    clear: async (keys) => keys.forEach((key) => this.failureTallies.delete(key)),
    clearBetween: async (prefix, suffix) => {
      for (const key of [...this.failureTallies.keys()])
        if (key.startsWith(prefix) && key.endsWith(suffix)) this.failureTallies.delete(key);
    },
  };
  /** The known-device tokens issued: any other token is a forgery. */
  issuedDevices = new Map<string, KnownDevice>();
  readonly knownDevices: KnownDevices = {
    issue: (device) => {
      const token = `device-${this.issuedDevices.size + 1}`;
      this.issuedDevices.set(token, {
        deviceId: device.deviceId,
        accountIds: [...device.accountIds],
      });
      return token;
    },
    read: (token) => this.issuedDevices.get(token) ?? null,
  };
  readonly configurations: TenantConfigurationRepository = {
    findById: async (tenantId) =>
      TENANT_CONFIGURATIONS[tenantId as keyof typeof TENANT_CONFIGURATIONS] ?? null,
  };
  readonly outbox: MailOutbox = { enqueue: async (mail) => void this.mail.push(mail) };
  /** The attorney-drafted plans queued for matching (the queue itself is PostgreSQL's). */
  readonly openedAttorneyDraftedPlans: NewAttorneyDraftedPlan[] = [];
  readonly attorneyDraftedPlans: Pick<AttorneyDraftedPlans, 'open'> = {
    open: async (plan) => {
      if (this.openedAttorneyDraftedPlans.some((open) => open.accountId === plan.accountId))
        return false;
      this.openedAttorneyDraftedPlans.push(plan);
      return true;
    },
  };
  readonly oneTimeLinks: OneTimeLinks = {
    create: async (input) => {
      for (const link of this.links.values())
        if (
          link.tenantId === input.tenantId &&
          link.accountId === input.accountId &&
          link.purpose === input.purpose
        )
          link.used = true;
      const secret = this.ids.newSecret();
      this.links.set(secret, { ...input, used: false });
      return secret;
    },
    endAll: async (tenantId, accountId) => {
      for (const link of this.links.values())
        if (link.tenantId === tenantId && link.accountId === accountId) link.used = true;
    },
    consume: async (tenantId, purpose, secret, now) => {
      const link = this.links.get(secret);
      if (
        !link ||
        link.used ||
        link.tenantId !== tenantId ||
        link.purpose !== purpose ||
        link.expiresAt <= now
      )
        return null;
      link.used = true;
      return link.accountId;
    },
  };
  readonly transactions: Transactions = {
    run: async (work) => {
      const snapshot = structuredClone({
        accounts: this.accounts,
        profiles: this.profiles,
        links: this.links,
        events: this.events,
        userEvents: this.userEvents,
        reviewFlags: this.reviewFlags,
        yearlyReviews: this.yearlyReviews,
        failureTallies: this.failureTallies,
        documents: this.documents,
        stockGifts: this.stockGifts,
        qcdGifts: this.qcdGifts,
        dafGrants: this.dafGrants,
        receivingDetails: this.receivingDetails,
        mail: this.mail,
        webhookEvents: this.webhookEvents,
      });
      try {
        return await work();
      } catch (error) {
        Object.assign(this, snapshot);
        throw error;
      }
    },
  };
  readonly accountRepository: AccountRepository = {
    findById: async (tenantId, id) => {
      const account = this.accounts.get(id);
      return account?.tenantId === tenantId ? accountOf(account) : null;
    },
    findByEmail: async (tenantId, email) => {
      const account = this.accountWithEmail(tenantId, email);
      return account ? accountOf(account) : null;
    },
    findBySsoIdentity: async (tenantId, issuer, subject) => {
      const account = [...this.accounts.values()].find(
        (a) =>
          a.tenantId === tenantId &&
          a.ssoIdentity?.issuer === issuer &&
          a.ssoIdentity.subject === subject,
      );
      return account ? accountOf(account) : null;
    },
    create: async (account: NewAccount) => {
      if (
        this.accounts.has(account.id) ||
        (account.holdsEmail && this.accountWithEmail(account.tenantId, account.email))
      )
        return null;
      const record = {
        ...account,
        email: account.email.toLowerCase(),
        signInCount: 0,
        sessionVersion: 1,
        version: 1,
      };
      this.accounts.set(account.id, record);
      return accountOf(record);
    },
    update: async (tenantId, id, version, changes: AccountChanges) => {
      const account = this.accounts.get(id);
      if (!account || account.tenantId !== tenantId || account.version !== version) return null;
      const email = changes.email?.toLowerCase() ?? account.email;
      const holdsEmail = changes.email !== undefined || account.holdsEmail;
      if (holdsEmail && (this.accountWithEmail(tenantId, email)?.id ?? id) !== id) return null;
      const updated = { ...account, ...changes, email, holdsEmail, version: version + 1 };
      this.accounts.set(id, updated);
      return accountOf(updated);
    },
  };
  /** An e-mail address is held by one account per tenant, whatever its case. */
  private accountWithEmail(tenantId: string, email: string) {
    return [...this.accounts.values()].find(
      (a) => a.tenantId === tenantId && a.holdsEmail && a.email === email.toLowerCase(),
    );
  }
  readonly profileRepository: ProfileRepository = {
    listByAccount: async (tenantId, accountId) =>
      [...this.profiles.values()].filter(
        ({ profile }) => profile.tenantId === tenantId && profile.accountId === accountId,
      ),
    findById: async (tenantId, accountId, id) => {
      const stored = this.profiles.get(id);
      return stored?.profile.tenantId === tenantId && stored.profile.accountId === accountId
        ? stored
        : null;
    },
    create: async (profile: Profile) => {
      if (this.profiles.has(profile.randId)) throw new Error(`profile ${profile.randId} exists`);
      const stored = { profile, version: 1 };
      this.profiles.set(profile.randId, stored);
      return stored;
    },
    update: async (profile: Profile, version: number) => {
      const stored = this.profiles.get(profile.randId);
      if (
        stored?.profile.tenantId !== profile.tenantId ||
        stored.profile.accountId !== profile.accountId ||
        stored.version !== version
      )
        return null;
      const next = { profile, version: version + 1 };
      this.profiles.set(profile.randId, next);
      return next;
    },
  };
  documents = new Map<
    string,
    StoredDocument & DocumentFacts & { tenantId: string; accountId: string }
  >();
  readonly documentRepository: DocumentRepository = {
    find: async (tenantId, accountId, profileId, kind) => {
      const found = [...this.documents.values()].find(
        (d) =>
          d.tenantId === tenantId &&
          d.accountId === accountId &&
          d.profileId === profileId &&
          d.kind === kind,
      );
      return found ? read(found) : null;
    },
    create: async (document, at) => {
      const taken = [...this.documents.values()].some(
        (d) => d.profileId === document.profileId && d.kind === document.kind,
      );
      if (taken) return null;
      if (this.documents.has(document.randId))
        throw new Error(`document ${document.randId} exists`);
      const stored = {
        ...document,
        data: withoutFacts(document.data),
        version: 1,
        updatedAt: at,
        downloadedAt: null,
      };
      this.documents.set(document.randId, stored);
      return read(stored);
    },
    markDownloaded: async (tenantId, accountId, randId, at) => {
      const stored = this.documents.get(randId);
      if (stored?.tenantId === tenantId && stored.accountId === accountId)
        this.documents.set(randId, { ...stored, downloadedAt: stored.downloadedAt ?? at });
    },
    update: async (tenantId, accountId, randId, version, data, at) => {
      const stored = this.documents.get(randId);
      if (
        !stored ||
        stored.tenantId !== tenantId ||
        stored.accountId !== accountId ||
        stored.version !== version
      )
        return null;
      const next = { ...stored, data: withoutFacts(data), version: version + 1, updatedAt: at };
      this.documents.set(randId, next);
      return read(next);
    },
  };
  /** The organizations of the IRS master file the directory has. */
  organizations: ExemptOrganization[] = [];
  readonly nonprofitDirectory: NonprofitDirectory = {
    search: async (text, limit) => {
      const ein = einOf(text);
      const words = text.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) return [];
      const found = ({ ein: theirs, legalName, address }: ExemptOrganization) =>
        ein
          ? theirs === ein
          : words.every((word) => `${legalName} ${address.city}`.toLowerCase().includes(word));
      return this.organizations
        .filter(found)
        .slice(0, Math.max(limit, 0))
        .map(({ ein, legalName, address }) => ({
          id: ein,
          name: legalName,
          location: address.city && address.state ? `${address.city}, ${address.state}` : null,
          isPartner: false,
          ein,
        }));
    },
    organizationsByEin: async (eins) =>
      this.organizations.filter((organization) => eins.includes(organization.ein)),
  };
  stockGifts = new Map<string, Omit<KeptStockGift, 'reachedByEmailKey'> & StockGiftKeys>();
  readonly stockGiftStore: StockGifts = {
    create: async (gift, { tenantId, owner, guestKey, emailKey }, at) => {
      if (this.stockGifts.has(gift.id)) throw new Error(`stock gift ${gift.id} exists`);
      this.stockGifts.set(gift.id, {
        tenantId,
        owner,
        gift,
        version: 1,
        createdAt: at,
        updatedAt: at,
        guestKey,
        emailKey,
        receiptKey: null,
      });
    },
    replaceEmailKey: async (tenantId, id, emailKey) => {
      const kept = this.stockGifts.get(id);
      if (kept?.tenantId === tenantId) this.stockGifts.set(id, { ...kept, emailKey });
    },
    find: async (access, id) => {
      const kept = this.stockGifts.get(id);
      if (kept?.tenantId !== access.tenantId) return null;
      const reachedByEmailKey = kept.emailKey !== null && kept.emailKey === access.key;
      const reaches =
        reachedByEmailKey ||
        (kept.owner !== null && kept.owner.accountId === access.accountId) ||
        (kept.guestKey !== null && kept.guestKey === access.key);
      return reaches ? keptStockGift(kept, reachedByEmailKey) : null;
    },
    findForNonprofit: async (tenantId, id, receiptKey) => {
      const kept = this.stockGifts.get(id);
      return kept?.tenantId === tenantId && kept.receiptKey === receiptKey
        ? keptStockGift(kept, false)
        : null;
    },
    update: async (tenantId, gift, version, at, receiptKey) => {
      const kept = this.stockGifts.get(gift.id);
      if (kept?.tenantId !== tenantId || kept.version !== version) return false;
      this.stockGifts.set(gift.id, {
        ...kept,
        gift,
        version: version + 1,
        updatedAt: at,
        receiptKey: receiptKey ?? kept.receiptKey,
      });
      return true;
    },
    listByOwner: async (tenantId, owner) =>
      [...this.stockGifts.values()]
        .filter(
          (kept) =>
            kept.tenantId === tenantId &&
            kept.owner?.accountId === owner.accountId &&
            kept.owner.profileId === owner.profileId,
        )
        .sort(oldestFirst)
        .map((kept) => keptStockGift(kept, false)),
    listUnclaimedByConfirmedEmail: async (tenantId, email) =>
      [...this.stockGifts.values()]
        .filter(
          (kept) =>
            kept.tenantId === tenantId &&
            kept.owner === null &&
            kept.gift.donorEmailConfirmed &&
            kept.gift.donor.email.toLowerCase() === email.toLowerCase(),
        )
        .sort(oldestFirst)
        .map((kept) => keptStockGift(kept, false)),
    claim: async (tenantId, id, owner, version) => {
      const kept = this.stockGifts.get(id);
      if (kept?.tenantId !== tenantId || kept.owner !== null || kept.version !== version)
        return false;
      this.stockGifts.set(id, { ...kept, owner, version: version + 1 });
      return true;
    },
  };
  qcdGifts = new Map<string, KeptOwnedGift<QcdGift>>();
  readonly qcdGiftStore: OwnedGifts<QcdGift> = ownedGiftStore(() => this.qcdGifts);
  dafGrants = new Map<string, KeptOwnedGift<DafGrant>>();
  readonly dafGrantStore: OwnedGifts<DafGrant> = ownedGiftStore(() => this.dafGrants);
  /** Trust funding statuses, keyed by tenant, account, profile and step. */
  fundingStatuses = new Map<string, FundingOwnerScope & StoredFundingStatus>();
  readonly trustFundingStatuses: TrustFundingStatuses = {
    list: async (owner) =>
      [...this.fundingStatuses.values()]
        .filter(
          (kept) =>
            kept.tenantId === owner.tenantId &&
            kept.accountId === owner.accountId &&
            kept.profileId === owner.profileId,
        )
        .map(({ stepKey, status, updatedAt }) => ({ stepKey, status, updatedAt })),
    save: async (owner, stepKey, status, at) =>
      void this.fundingStatuses.set(
        [owner.tenantId, owner.accountId, owner.profileId, stepKey].join('|'),
        { ...owner, stepKey, status, updatedAt: at },
      ),
    reminders: async (owner) =>
      this.fundingReminders.get(ownerKey(owner)) ?? { lastSentAt: null, stoppedAt: null },
    setRemindersStopped: async (owner, stopped, at) => {
      const kept = await this.trustFundingStatuses.reminders(owner);
      this.fundingReminders.set(ownerKey(owner), { ...kept, stoppedAt: stopped ? at : null });
    },
    markReminded: async (owner, at) => {
      const kept = await this.trustFundingStatuses.reminders(owner);
      this.fundingReminders.set(ownerKey(owner), { ...kept, lastSentAt: at });
    },
    reminderCandidates: async ({ remindedBefore, finishedBefore }, limit) =>
      [...this.documents.values()]
        .filter((document) => document.kind === 'RLT')
        .filter((document) => {
          const { finalizedAt } = document.data as { finalizedAt?: string | null };
          return Boolean(finalizedAt) && finalizedAt! <= finishedBefore.toISOString();
        })
        .map(({ tenantId, accountId, profileId }) => ({ tenantId, accountId, profileId }))
        .filter((owner) => {
          const kept = this.fundingReminders.get(ownerKey(owner));
          return !kept?.stoppedAt && (!kept?.lastSentAt || kept.lastSentAt <= remindedBefore);
        })
        .slice(0, limit),
  };
  fundingReminders = new Map<string, FundingReminderRecord>();
  /** Fiduciary shares by link key; their codes by share id; their openings. */
  fiduciaryShareKeys = new Map<string, KeptFiduciaryShare>();
  fiduciaryCodes = new Map<string, { code: string; expiresAt: Date; attempts: number }>();
  fiduciaryOpenings: (FiduciaryShareOpening & { tenantId: string })[] = [];
  readonly fiduciaryShares: FiduciaryShares = {
    create: async (share, linkKey) => void this.fiduciaryShareKeys.set(linkKey, share),
    listByOwner: async (owner) =>
      [...this.fiduciaryShareKeys.values()]
        .filter((share) => sameShareOwner(share.owner, owner))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
    revoke: async (owner, id, at) => {
      const entry = [...this.fiduciaryShareKeys].find(
        ([, share]) => share.id === id && sameShareOwner(share.owner, owner),
      );
      if (!entry || entry[1].revokedAt !== null) return false;
      this.fiduciaryShareKeys.set(entry[0], { ...entry[1], revokedAt: at });
      return true;
    },
    findByKey: async (tenantId, linkKey) => {
      const share = this.fiduciaryShareKeys.get(linkKey);
      return share && share.owner.tenantId === tenantId ? share : null;
    },
    saveCode: async (tenantId, shareId, code, expiresAt) =>
      void this.fiduciaryCodes.set(`${tenantId}|${shareId}`, { code, expiresAt, attempts: 0 }),
    checkCode: async (tenantId, shareId, code, now, maxAttempts) => {
      const key = `${tenantId}|${shareId}`;
      const kept = this.fiduciaryCodes.get(key);
      if (!kept || kept.expiresAt.getTime() <= now.getTime() || kept.attempts >= maxAttempts)
        return 'none';
      if (kept.code !== code) {
        kept.attempts += 1;
        return 'wrong';
      }
      this.fiduciaryCodes.delete(key);
      return 'matched';
    },
    logOpening: async (tenantId, shareId, at) =>
      void this.fiduciaryOpenings.push({ tenantId, shareId, openedAt: at }),
    openings: async (owner) => {
      const mine = new Set(
        [...this.fiduciaryShareKeys.values()]
          .filter((share) => sameShareOwner(share.owner, owner))
          .map((share) => share.id),
      );
      return this.fiduciaryOpenings
        .filter((opening) => opening.tenantId === owner.tenantId && mine.has(opening.shareId))
        .map(({ shareId, openedAt }) => ({ shareId, openedAt }))
        .sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime());
    },
  };
  /** Firm API keys by id, with the whole key each was issued as (the adapter keeps a hash). */
  firmKeys = new Map<string, { key: FirmApiKeyRecord; secretKey: string }>();
  readonly firmApiKeys: FirmApiKeys = {
    create: async (key, secretKey) => void this.firmKeys.set(key.id, { key, secretKey }),
    findByKey: async (id, presented) => {
      const kept = this.firmKeys.get(id);
      return kept && kept.secretKey === presented ? kept.key : null;
    },
    find: async (id) => this.firmKeys.get(id)?.key ?? null,
    list: async (tenantId) =>
      [...this.firmKeys.values()]
        .map(({ key }) => key)
        .filter((key) => tenantId === null || key.tenantId === tenantId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)),
    revoke: async (id, at, replacedBy) => {
      const kept = this.firmKeys.get(id);
      if (!kept) return null;
      const { key } = kept;
      const revokedAt = key.revokedAt !== null && key.revokedAt <= at ? key.revokedAt : at;
      const changed = { ...key, revokedAt, replacedBy: replacedBy ?? key.replacedBy };
      this.firmKeys.set(id, { ...kept, key: changed });
      return changed;
    },
    touch: async (id, at) => {
      const kept = this.firmKeys.get(id);
      if (kept && !(kept.key.lastUsedAt && kept.key.lastUsedAt >= at))
        this.firmKeys.set(id, { ...kept, key: { ...kept.key, lastUsedAt: at } });
    },
  };
  /** The nonprofits' delivery settings, deliveries and the webhooks they queued. */
  readonly nonprofitDeliveries = new InMemoryNonprofitDeliveries();
  /** The firm webhook events queued, in order. */
  webhookEvents: FirmWebhookEventInput[] = [];
  /** The firms' webhook endpoints with their secrets, by id. */
  webhookEndpoints = new Map<string, { endpoint: FirmWebhookEndpoint; secret: string }>();
  private webhookEndpoint(tenantId: string, endpointId: string) {
    const kept = this.webhookEndpoints.get(endpointId);
    return kept?.endpoint.tenantId === tenantId ? kept : null;
  }
  readonly firmWebhooks: FirmWebhooks = {
    addEndpoint: async (endpoint, secret) =>
      void this.webhookEndpoints.set(endpoint.id, { endpoint, secret }),
    listEndpoints: async (tenantId) =>
      [...this.webhookEndpoints.values()]
        .map((kept) => kept.endpoint)
        .filter((endpoint) => endpoint.tenantId === tenantId)
        .reverse(),
    replaceSecret: async (tenantId, endpointId, secret) => {
      const kept = this.webhookEndpoint(tenantId, endpointId);
      if (!kept) return null;
      kept.secret = secret;
      return kept.endpoint;
    },
    setDisabled: async (tenantId, endpointId, disabledAt) => {
      const kept = this.webhookEndpoint(tenantId, endpointId);
      if (!kept) return null;
      kept.endpoint = {
        ...kept.endpoint,
        disabledAt: disabledAt && (kept.endpoint.disabledAt ?? disabledAt),
      };
      return kept.endpoint;
    },
    enqueue: async (event) => {
      if (this.webhookEvents.some((queued) => queued.eventId === event.eventId)) return 0;
      this.webhookEvents.push(event);
      return 1;
    },
    deliveries: async () => [],
  };
  readonly firmClients: FirmClientDirectory = {
    page: async (tenantId, afterId, limit) =>
      [...this.accounts.values()]
        .filter(
          (account) => account.tenantId === tenantId && (afterId === null || account.id > afterId),
        )
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, limit)
        .map((account) => ({
          id: account.id,
          email: account.email,
          accountOwnerId: account.accountOwnerId,
          createdAt: this.now,
        })),
  };
  receivingDetails = new Map<string, ReceivingDetails>();
  readonly receivingDetailsBook: ReceivingDetailsBook = {
    byEin: async (ein) => this.receivingDetails.get(ein) ?? null,
    save: async (ein, details) => void this.receivingDetails.set(ein, details),
  };
  kept: { purpose: string; bytes: number }[] = [];
  /** The storage center's blobs, by key. */
  blobs = new Map<string, Buffer>();
  readonly storage: DocumentStorage = {
    keep: async (copy, pdf) => {
      this.kept.push({ purpose: copy.purpose, bytes: pdf.length });
      const digest = await crypto.subtle.digest('SHA-256', pdf);
      const sha256 = Buffer.from(digest).toString('hex');
      const key = `${sha256}.pdf`;
      this.blobs.set(key, Buffer.from(pdf));
      return { key, sha256, bytes: pdf.length };
    },
    read: async (key) => this.blobs.get(key) ?? null,
  };
  rendered: string[] = [];
  readonly renderer: DocumentRenderer = {
    renderWill: async (plan, testator) => {
      this.rendered.push(`${plan.randId} for ${testator.fullName.first} in ${testator.state}`);
      return Buffer.from('%PDF-');
    },
    renderTrust: async (plan, grantors) => {
      this.rendered.push(
        `${plan.randId} for ${grantors.map((g) => g.fullName.first).join(' and ')}`,
      );
      return Buffer.from('%PDF-');
    },
    renderAhcd: async (ahcd, declarant) => {
      this.rendered.push(`${ahcd.randId} for ${declarant.fullName.first} in ${declarant.state}`);
      return Buffer.from('%PDF-');
    },
    renderDfpoa: async (dfpoa, principal) => {
      this.rendered.push(`${dfpoa.randId} for ${principal.fullName.first} in ${principal.state}`);
      return Buffer.from('%PDF-');
    },
    renderBeneficiaryPlan: async (plan, owner) => {
      this.rendered.push(`${plan.randId} for ${owner.fullName.first}`);
      return Buffer.from('%PDF-');
    },
    renderSigningGuide: async (guide, owner) => {
      this.rendered.push(`${guide.title} for ${owner.fullName.first}`);
      return Buffer.from('%PDF-');
    },
    renderStockGiftLetter: async (gift) => {
      this.rendered.push(`letter of ${gift.id} signed by ${gift.signature?.typedName}`);
      return Buffer.from('%PDF-');
    },
    renderTaxAcknowledgement: async (gift) => {
      this.rendered.push(`acknowledgement of ${gift.id} received ${gift.receipt?.receivedOn}`);
      return Buffer.from('%PDF-');
    },
    renderQcdCustodianLetter: async (gift, date) => {
      this.rendered.push(`custodian letter of ${gift.id} dated ${date.toISOString().slice(0, 10)}`);
      return Buffer.from('%PDF-');
    },
    renderGrantRecommendation: async (grant, date) => {
      this.rendered.push(`recommendation of ${grant.id} dated ${date.toISOString().slice(0, 10)}`);
      return Buffer.from('%PDF-');
    },
  };
  readonly packageEvents: ProductPackageEvents = {
    list: async (tenantId, accountId, profileId) =>
      this.events
        .filter(
          (e) => e.tenantId === tenantId && e.accountId === accountId && e.createdBy === profileId,
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(({ eventType, createdBy, createdAt, packageDetails }) => ({
          eventType,
          createdBy,
          createdAt,
          packageDetails,
        })),
    create: async (event, createdAt) => {
      const stored = { ...event, createdAt: createdAt.toISOString() };
      this.events.push(stored);
      return {
        eventType: event.eventType,
        createdBy: event.createdBy,
        createdAt: stored.createdAt,
        packageDetails: event.packageDetails,
      };
    },
  };
}
