import {
  ACCOUNT_REPOSITORY,
  ANALYTICS_EVENTS,
  ANALYTICS_OPT_OUTS,
  ReadAnalyticsOptOut,
  SetAnalyticsOptOut,
  NO_PRODUCT_ANALYTICS_SERVICE,
  PRODUCT_ANALYTICS_SERVICE,
  AnalyticsRecorder,
  RecordAnalyticsEvent,
  type ProductAnalyticsService,
  GetTrustFunding,
  FIDUCIARY_SHARES,
  ShareWithFiduciary,
  ListFiduciaryShares,
  RevokeFiduciaryShare,
  RequestFiduciaryCode,
  OpenSharedDocument,
  SendFundingReminders,
  SetFundingReminders,
  TRUST_FUNDING_STATUSES,
  UpdateFundingStep,
  AcceptTerms,
  AccountEmails,
  AccountSessions,
  CLOCK,
  CreateProfile,
  DOCUMENT_RENDERER,
  DOCUMENT_STORAGE,
  DOCUMENT_REPOSITORY,
  Documents,
  ReadBeneficiaryPlan,
  ReadBeneficiaryPlanAsset,
  SetBeneficiaryPlanOptIn,
  CreateBeneficiaryPlanAsset,
  UpdateBeneficiaryPlanAsset,
  FinalizeBeneficiaryPlanAsset,
  ReplaceAssetBeneficiaries,
  DeleteBeneficiaryPlanAsset,
  BeneficiaryPlanRecords,
  EmailDocument,
  NotifyNominees,
  GetCurrentUser,
  GetGiftProgramDetails,
  GetMarketingStats,
  GetPartnerCustomUrl,
  FindPageRedirect,
  SITE_ADDRESSES,
  SLUG_REDIRECTS,
  GetStarted,
  CompleteSingleSignOn,
  NotifyAdvisor,
  StartSingleSignOn,
  SingleSignOnLogout,
  IDENTITY_PROVIDER,
  SSO_TRANSACTIONS,
  GetStartedWithPassword,
  GetTenant,
  ID_GENERATOR,
  ListPackageEvents,
  LogIn,
  LogOut,
  LogPasswordDismissal,
  MAIL_OUTBOX,
  MARKETING_STATS,
  ONE_TIME_LINKS,
  PARTNER_DIRECTORY,
  NONPROFIT_DIRECTORY,
  SearchNonprofits,
  PASSWORD_HASHER,
  PRODUCT_PACKAGE_EVENTS,
  PROFILE_REPOSITORY,
  RATE_LIMITER,
  IDEMPOTENCY_KEYS,
  READINESS,
  CheckReadiness,
  RecordPackageEvent,
  RedeemLink,
  RenderDocument,
  SigningGuidePdf,
  RequestPasswordReset,
  RequestPrintAndMail,
  ResetPassword,
  SESSION_TOKENS,
  SIGN_IN_FAILURES,
  KNOWN_DEVICES,
  SignInThrottle,
  type Clock,
  type ExperimentAssignments,
  SavePackageType,
  SaveTraffic,
  ConfirmGift,
  GIFT_CONFIRMATIONS,
  SendVerificationEmail,
  SetPassword,
  SignUp,
  SignUpKeepingDocuments,
  EstimateShareGift,
  CheckQcd,
  STOCK_QUOTES,
  type StockQuotes,
  STOCK_GIFTS,
  RECEIVING_DETAILS,
  StartStockGift,
  SaveStockGiftStep,
  SignStockGift,
  CancelStockGift,
  ConfirmStockGiftReceipt,
  ListMyStockGifts,
  ReadStockGift,
  ReadStockGiftForNonprofit,
  DownloadStockGiftLetter,
  StockGiftLetters,
  StockGiftRecords,
  ClaimGuestStockGifts,
  ResendStockGiftLink,
  StockGiftEmails,
  GiftProfileLines,
  QcdRecords,
  DafGrantRecords,
  QCD_GIFTS,
  DAF_GRANTS,
  StartQcd,
  SaveQcdAnswers,
  SaveQcdRmdStep,
  SubmitQcd,
  CancelQcd,
  ListMyQcds,
  ReadQcd,
  QcdLetter,
  StartDafGrant,
  SaveDafGrant,
  SubmitDafGrant,
  CancelDafGrant,
  ListMyDafGrants,
  ReadDafGrant,
  DafGrantLetter,
  StopContactSharing,
  SendDocumentsToStrategist,
  SkipStrategistCall,
  SwitchProfile,
  TENANT_CONFIGURATION_REPOSITORY,
  EXPERIMENT_SWITCHES,
  EXPERIMENT_ASSIGNMENTS,
  EXPERIMENT_EXPOSURES,
  EXPERIMENT_OVERRIDES,
  ReadExperimentArms,
  LogExperimentExposure,
  OverrideExperimentArm,
  FEATURE_FLAGS,
  REMOTE_NOTARY_LINK,
  BROWSER_ERROR_REPORTING,
  type BrowserErrorReporting,
  TRAFFIC_RECORDS,
  TRANSACTIONS,
  USER_EVENTS,
  DOCUMENT_REVIEW_FLAGS,
  RaiseDocumentReviews,
  ListDocumentReviews,
  DismissDocumentReview,
  ReadYearlyReview,
  AnswerYearlyReview,
  UpdateAttorneyConsult,
  LogAttorneyConsultLearnMore,
  UpdateHousehold,
  UpdateProfile,
  VerifyEmail,
} from '@bequest/application';
import {
  PostgresAnalyticsEvents,
  PostgresAnalyticsOptOuts,
  Argon2PasswordHasher,
  HmacKnownDevices,
  HmacSessionTokens,
  PostgresSignInFailures,
  PostgresAccountRepository,
  PostgresOneTimeLinks,
  PostgresProductPackageEvents,
  PostgresProfileRepository,
  PostgresTenantConfigurationRepository,
  StorageCenter,
  OpenIdConnectIdentityProvider,
  PostgresSsoTransactions,
  PostgresUserEvents,
  PostgresDocumentReviewFlags,
  PostgresExperimentExposures,
  PostgresExperimentOverrides,
  type BlobStore,
  MikroOrmTransactions,
  PdfmakeDocumentRenderer,
  PostgresDocumentRepository,
  PostgresMailOutbox,
  PostgresMarketingStats,
  PostgresPartnerDirectory,
  PostgresSlugRedirects,
  PostgresNonprofitDirectory,
  PostgresRateLimiter,
  PostgresIdempotencyKeys,
  PostgresReadiness,
  PostgresTrafficRecords,
  PostgresGiftConfirmations,
  PostgresStockGifts,
  PostgresReceivingDetails,
  PostgresQcdGifts,
  PostgresDafGrants,
  PostgresTrustFundingStatuses,
  PostgresFiduciaryShares,
  RandomIds,
  SystemClock,
} from '@bequest/adapters';
import { bindSmartGiving } from '../smart-giving/smart-giving-bindings';
import { bindNonprofitDelivery } from '../nonprofit-delivery/nonprofit-delivery-bindings';
import type { ExperimentSwitches, FeatureFlags, SiteAddresses } from '@bequest/domain';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Container } from 'inversify';
import type { StaffSignInSettings } from '@bequest/application';
import { bindStaff } from '../staff/staff-bindings';
import { bindStaffPartners } from '../staff/staff-partner-bindings';
import { bindStaffMail } from '../staff/staff-mail-bindings';
import { bindFirm, type FirmRateLimit } from '../firm/firm-bindings';

/** The use cases the API exposes; each is bound to itself and resolved with its ports. */
export const USE_CASES = [
  ShareWithFiduciary,
  ListFiduciaryShares,
  RevokeFiduciaryShare,
  RequestFiduciaryCode,
  OpenSharedDocument,
  GetTrustFunding,
  UpdateFundingStep,
  SetFundingReminders,
  SendFundingReminders,
  CheckReadiness,
  GetTenant,
  AccountSessions,
  GetCurrentUser,
  GetStarted,
  GetStartedWithPassword,
  SignUp,
  SignUpKeepingDocuments,
  EstimateShareGift,
  CheckQcd,
  StartStockGift,
  SaveStockGiftStep,
  SignStockGift,
  CancelStockGift,
  ConfirmStockGiftReceipt,
  ListMyStockGifts,
  ReadStockGift,
  ReadStockGiftForNonprofit,
  DownloadStockGiftLetter,
  ResendStockGiftLink,
  StartQcd,
  SaveQcdAnswers,
  SaveQcdRmdStep,
  SubmitQcd,
  CancelQcd,
  ListMyQcds,
  ReadQcd,
  QcdLetter,
  StartDafGrant,
  SaveDafGrant,
  SubmitDafGrant,
  CancelDafGrant,
  ListMyDafGrants,
  ReadDafGrant,
  DafGrantLetter,
  LogIn,
  LogOut,
  LogPasswordDismissal,
  SendVerificationEmail,
  VerifyEmail,
  RequestPasswordReset,
  ResetPassword,
  SetPassword,
  SwitchProfile,
  CreateProfile,
  UpdateProfile,
  ListDocumentReviews,
  DismissDocumentReview,
  ReadYearlyReview,
  AnswerYearlyReview,
  StopContactSharing,
  GetGiftProgramDetails,
  UpdateHousehold,
  SavePackageType,
  AcceptTerms,
  UpdateAttorneyConsult,
  LogAttorneyConsultLearnMore,
  ListPackageEvents,
  SendDocumentsToStrategist,
  SkipStrategistCall,
  RequestPrintAndMail,
  Documents,
  RenderDocument,
  SigningGuidePdf,
  EmailDocument,
  NotifyNominees,
  ReadBeneficiaryPlan,
  ReadBeneficiaryPlanAsset,
  SetBeneficiaryPlanOptIn,
  CreateBeneficiaryPlanAsset,
  UpdateBeneficiaryPlanAsset,
  FinalizeBeneficiaryPlanAsset,
  ReplaceAssetBeneficiaries,
  DeleteBeneficiaryPlanAsset,
  GetPartnerCustomUrl,
  SearchNonprofits,
  GetMarketingStats,
  SaveTraffic,
  FindPageRedirect,
  ConfirmGift,
  StartSingleSignOn,
  CompleteSingleSignOn,
  SingleSignOnLogout,
  ReadExperimentArms,
  LogExperimentExposure,
  OverrideExperimentArm,
  RecordAnalyticsEvent,
  ReadAnalyticsOptOut,
  SetAnalyticsOptOut,
] as const;

/** Services the use cases share, bound like use cases but not exposed to controllers. */
const SERVICES = [
  AccountEmails,
  RaiseDocumentReviews,
  RedeemLink,
  RecordPackageEvent,
  NotifyAdvisor,
  SignInThrottle,
  GiftProfileLines,
  StockGiftRecords,
  StockGiftLetters,
  StockGiftEmails,
  ClaimGuestStockGifts,
  BeneficiaryPlanRecords,
  AnalyticsRecorder,
  QcdRecords,
  DafGrantRecords,
] as const;

export interface ContainerSettings {
  readonly orm: MikroORM;
  readonly sessionSecret: string;
  /** Where the storage center keeps its PDFs. */
  readonly blobs: BlobStore;
  readonly featureFlags: FeatureFlags;
  readonly experiments: ExperimentSwitches;
  readonly experimentAssignments: ExperimentAssignments;
  readonly remoteNotaryLink: string | null;
  /** Where the browser reports its errors, or null: none (issue 31). */
  readonly browserErrorReporting?: BrowserErrorReporting | null;
  readonly siteAddresses: SiteAddresses;
  /** The time every use case reads; tests move it instead of waiting. */
  readonly clock?: Clock;
  readonly stockQuotes: StockQuotes;
  /** The company's OpenID provider for staff sign-in, or null: no one signs in to the console. */
  readonly staffSignIn?: StaffSignInSettings;
  /** Where events go besides PostgreSQL: PostHog when configured, else nowhere (ADR 0028). */
  readonly productAnalytics?: ProductAnalyticsService;
  /** How many calls a firm's API key may make in a window; tests lower it. */
  readonly firmRateLimit?: FirmRateLimit;
}

/** The composition root: every port bound to its adapter, every use case to its class. */
export const createContainer = ({
  orm,
  sessionSecret,
  blobs,
  featureFlags,
  experiments,
  experimentAssignments,
  remoteNotaryLink,
  browserErrorReporting = null,
  siteAddresses,
  clock = new SystemClock(),
  stockQuotes,
  staffSignIn = null,
  productAnalytics = NO_PRODUCT_ANALYTICS_SERVICE,
  firmRateLimit,
}: ContainerSettings): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  const em = orm.em;
  container
    .bind(TENANT_CONFIGURATION_REPOSITORY)
    .toConstantValue(new PostgresTenantConfigurationRepository(em));
  container.bind(ACCOUNT_REPOSITORY).toConstantValue(new PostgresAccountRepository(em));
  container.bind(PROFILE_REPOSITORY).toConstantValue(new PostgresProfileRepository(em));
  container.bind(ONE_TIME_LINKS).toConstantValue(new PostgresOneTimeLinks(em));
  container.bind(PRODUCT_PACKAGE_EVENTS).toConstantValue(new PostgresProductPackageEvents(em));
  container.bind(MAIL_OUTBOX).toConstantValue(new PostgresMailOutbox(em, sessionSecret));
  container.bind(RATE_LIMITER).toConstantValue(new PostgresRateLimiter(em));
  container.bind(IDEMPOTENCY_KEYS).toConstantValue(new PostgresIdempotencyKeys(em));
  container.bind(READINESS).toConstantValue(new PostgresReadiness(em));
  container.bind(PARTNER_DIRECTORY).toConstantValue(new PostgresPartnerDirectory(em));
  container.bind(SLUG_REDIRECTS).toConstantValue(new PostgresSlugRedirects(em));
  container.bind(NONPROFIT_DIRECTORY).toConstantValue(new PostgresNonprofitDirectory(em));
  container.bind(MARKETING_STATS).toConstantValue(new PostgresMarketingStats(em));
  container.bind(TRAFFIC_RECORDS).toConstantValue(new PostgresTrafficRecords(em));
  container.bind(DOCUMENT_REPOSITORY).toConstantValue(new PostgresDocumentRepository(em));
  container.bind(USER_EVENTS).toConstantValue(new PostgresUserEvents(em));
  container.bind(DOCUMENT_REVIEW_FLAGS).toConstantValue(new PostgresDocumentReviewFlags(em));
  container.bind(GIFT_CONFIRMATIONS).toConstantValue(new PostgresGiftConfirmations(em));
  container.bind(STOCK_GIFTS).toConstantValue(new PostgresStockGifts(em));
  container.bind(RECEIVING_DETAILS).toConstantValue(new PostgresReceivingDetails(em));
  container.bind(QCD_GIFTS).toConstantValue(new PostgresQcdGifts(em));
  container.bind(DAF_GRANTS).toConstantValue(new PostgresDafGrants(em));
  container.bind(TRUST_FUNDING_STATUSES).toConstantValue(new PostgresTrustFundingStatuses(em));
  container.bind(FIDUCIARY_SHARES).toConstantValue(new PostgresFiduciaryShares(em));
  container.bind(ANALYTICS_EVENTS).toConstantValue(new PostgresAnalyticsEvents(em));
  container.bind(ANALYTICS_OPT_OUTS).toConstantValue(new PostgresAnalyticsOptOuts(em));
  container.bind(PRODUCT_ANALYTICS_SERVICE).toConstantValue(productAnalytics);
  container.bind(DOCUMENT_STORAGE).toConstantValue(new StorageCenter(em, blobs));
  container.bind(DOCUMENT_RENDERER).toConstantValue(new PdfmakeDocumentRenderer());
  container.bind(TRANSACTIONS).toConstantValue(new MikroOrmTransactions(em));
  container.bind(PASSWORD_HASHER).toConstantValue(new Argon2PasswordHasher());
  container.bind(SESSION_TOKENS).toConstantValue(new HmacSessionTokens(sessionSecret));
  container.bind(KNOWN_DEVICES).toConstantValue(new HmacKnownDevices(sessionSecret));
  container.bind(SIGN_IN_FAILURES).toConstantValue(new PostgresSignInFailures(em));
  container.bind(FEATURE_FLAGS).toConstantValue(featureFlags);
  container.bind(EXPERIMENT_SWITCHES).toConstantValue(experiments);
  container.bind(EXPERIMENT_ASSIGNMENTS).toConstantValue(experimentAssignments);
  container.bind(EXPERIMENT_EXPOSURES).toConstantValue(new PostgresExperimentExposures(em));
  container.bind(EXPERIMENT_OVERRIDES).toConstantValue(new PostgresExperimentOverrides(em));
  container.bind(REMOTE_NOTARY_LINK).toConstantValue(remoteNotaryLink);
  container.bind(BROWSER_ERROR_REPORTING).toConstantValue(browserErrorReporting);
  container.bind(SITE_ADDRESSES).toConstantValue(siteAddresses);
  container.bind(CLOCK).toConstantValue(clock);
  container.bind(STOCK_QUOTES).toConstantValue(stockQuotes);
  container.bind(ID_GENERATOR).toConstantValue(new RandomIds());
  container.bind(SSO_TRANSACTIONS).toConstantValue(new PostgresSsoTransactions(em));
  container.bind(IDENTITY_PROVIDER).toConstantValue(new OpenIdConnectIdentityProvider());
  for (const service of [...SERVICES, ...USE_CASES]) container.bind<unknown>(service).toSelf();
  bindStaff(container, em, blobs, staffSignIn);
  bindStaffPartners(container, em);
  bindStaffMail(container);
  bindFirm(container, em, sessionSecret, firmRateLimit);
  bindSmartGiving(container, em);
  bindNonprofitDelivery(container, em, sessionSecret);
  return container;
};
