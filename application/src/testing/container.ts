import 'reflect-metadata';
import { Container } from 'inversify';
import { ACCOUNT_REPOSITORY } from '../ports/account-repository.port';
import { CLOCK } from '../ports/clock.port';
import { DOCUMENT_RENDERER } from '../ports/document-renderer.port';
import { DOCUMENT_STORAGE } from '../ports/document-storage.port';
import { NONPROFIT_DIRECTORY } from '../ports/nonprofit-directory.port';
import { PARTNER_DIRECTORY } from '../ports/partner-directory.port';
import { DOCUMENT_REPOSITORY } from '../ports/document-repository.port';
import { ID_GENERATOR } from '../ports/id-generator.port';
import { KNOWN_DEVICES } from '../ports/known-devices.port';
import { MAIL_OUTBOX } from '../ports/mail-outbox.port';
import { ATTORNEY_DRAFTED_PLANS } from '../ports/attorney-drafted-plans.port';
import { ONE_TIME_LINKS } from '../ports/one-time-links.port';
import { PASSWORD_HASHER } from '../ports/password-hasher.port';
import { PRODUCT_PACKAGE_EVENTS } from '../ports/product-package-events.port';
import { USER_EVENTS } from '../ports/user-events.port';
import { DOCUMENT_REVIEW_FLAGS } from '../ports/document-review-flags.port';
import { PROFILE_REPOSITORY } from '../ports/profile-repository.port';
import { SESSION_TOKENS } from '../ports/session-tokens.port';
import { SIGN_IN_FAILURES } from '../ports/sign-in-failures.port';
import { TENANT_CONFIGURATION_REPOSITORY } from '../ports/tenant-configuration-repository.port';
import { TRANSACTIONS } from '../ports/transactions.port';
import { TRUST_FUNDING_STATUSES } from '../ports/trust-funding-statuses.port';
import { FIDUCIARY_SHARES } from '../ports/fiduciary-shares.port';
import { FIRM_API_KEYS, FIRM_CLIENT_DIRECTORY } from '../ports/firm-api-keys.port';
import { FIRM_WEBHOOKS } from '../ports/firm-webhooks.port';
import { NONPROFIT_DELIVERIES } from '../ports/nonprofit-deliveries.port';
import { EXPERIMENT_SWITCHES } from '../shared/experiment-switches';
import { RECEIVING_DETAILS, STOCK_GIFTS } from '../ports/stock-gifts.port';
import { DAF_GRANTS, QCD_GIFTS } from '../ports/owned-gifts.port';
import { EXPERIMENT_ASSIGNMENTS } from '../ports/experiment-assignments.port';
import { EXPERIMENT_EXPOSURES } from '../ports/experiment-exposures.port';
import { EXPERIMENT_OVERRIDES } from '../ports/experiment-overrides.port';
import { BuiltInExperimentAssignments } from '../experiments/built-in-experiment-assignments';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_OPT_OUTS,
  PRODUCT_ANALYTICS_SERVICE,
} from '../ports/analytics-events.port';
import { InMemoryPorts } from './in-memory';

/** A container whose ports are in memory; use cases resolve with `container.get(UseCase)`. */
export const inMemoryContainer = (ports = new InMemoryPorts()) => {
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.bind(ACCOUNT_REPOSITORY).toConstantValue(ports.accountRepository);
  container.bind(PROFILE_REPOSITORY).toConstantValue(ports.profileRepository);
  container.bind(TENANT_CONFIGURATION_REPOSITORY).toConstantValue(ports.configurations);
  container.bind(ONE_TIME_LINKS).toConstantValue(ports.oneTimeLinks);
  container.bind(MAIL_OUTBOX).toConstantValue(ports.outbox);
  container.bind(ATTORNEY_DRAFTED_PLANS).toConstantValue(ports.attorneyDraftedPlans);
  container.bind(PASSWORD_HASHER).toConstantValue(ports.hasher);
  container.bind(SESSION_TOKENS).toConstantValue(ports.tokens);
  container.bind(SIGN_IN_FAILURES).toConstantValue(ports.signInFailures);
  container.bind(KNOWN_DEVICES).toConstantValue(ports.knownDevices);
  container.bind(CLOCK).toConstantValue(ports.clock);
  container.bind(USER_EVENTS).toConstantValue(ports.userEventLog);
  container.bind(DOCUMENT_REVIEW_FLAGS).toConstantValue(ports.documentReviewFlags);
  container.bind(ID_GENERATOR).toConstantValue(ports.ids);
  container.bind(TRANSACTIONS).toConstantValue(ports.transactions);
  container.bind(PRODUCT_PACKAGE_EVENTS).toConstantValue(ports.packageEvents);
  container.bind(DOCUMENT_REPOSITORY).toConstantValue(ports.documentRepository);
  container.bind(DOCUMENT_RENDERER).toConstantValue(ports.renderer);
  container.bind(DOCUMENT_STORAGE).toConstantValue(ports.storage);
  container.bind(NONPROFIT_DIRECTORY).toConstantValue(ports.nonprofitDirectory);
  container.bind(PARTNER_DIRECTORY).toConstantValue(ports.partnerDirectory);
  container.bind(EXPERIMENT_SWITCHES).toConstantValue(ports.experiments);
  container
    .bind(EXPERIMENT_ASSIGNMENTS)
    .toConstantValue(new BuiltInExperimentAssignments(ports.experiments));
  container.bind(EXPERIMENT_EXPOSURES).toConstantValue(ports.exposureLog);
  container.bind(EXPERIMENT_OVERRIDES).toConstantValue(ports.overrideBook);
  container.bind(STOCK_GIFTS).toConstantValue(ports.stockGiftStore);
  container.bind(RECEIVING_DETAILS).toConstantValue(ports.receivingDetailsBook);
  container.bind(QCD_GIFTS).toConstantValue(ports.qcdGiftStore);
  container.bind(DAF_GRANTS).toConstantValue(ports.dafGrantStore);
  container.bind(TRUST_FUNDING_STATUSES).toConstantValue(ports.trustFundingStatuses);
  container.bind(FIDUCIARY_SHARES).toConstantValue(ports.fiduciaryShares);
  container.bind(ANALYTICS_EVENTS).toConstantValue(ports.analyticsEvents);
  container.bind(ANALYTICS_OPT_OUTS).toConstantValue(ports.analyticsOptOuts);
  container.bind(PRODUCT_ANALYTICS_SERVICE).toConstantValue(ports.productAnalytics);
  container.bind(FIRM_API_KEYS).toConstantValue(ports.firmApiKeys);
  container.bind(FIRM_CLIENT_DIRECTORY).toConstantValue(ports.firmClients);
  container.bind(FIRM_WEBHOOKS).toConstantValue(ports.firmWebhooks);
  container.bind(NONPROFIT_DELIVERIES).toConstantValue(ports.nonprofitDeliveries);
  return { container, ports };
};
