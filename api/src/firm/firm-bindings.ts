import {
  AddFirmWebhookEndpoint,
  AuthenticateFirmKey,
  DownloadFirmClientDocument,
  FIRM_API_KEYS,
  FIRM_CLIENT_DIRECTORY,
  FIRM_WEBHOOKS,
  IssueFirmApiKey,
  ListFirmApiKeys,
  ListFirmClientDocuments,
  ListFirmClients,
  ListFirmWebhookDeliveries,
  ListFirmWebhookEndpoints,
  RevokeFirmApiKey,
  RotateFirmApiKey,
  RotateFirmWebhookSecret,
  SwitchFirmWebhookEndpoint,
} from '@bequest/application';
import {
  PostgresFirmApiKeys,
  PostgresFirmClientDirectory,
  PostgresFirmWebhooks,
} from '@bequest/adapters';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';

/** How many calls one firm key may make in a window, counted like every other limit. */
export interface FirmRateLimit {
  readonly perKey: number;
  readonly windowSeconds: number;
}
/** 600 calls a minute per key: a full client list of 10,000 clients in under a minute. */
export const DEFAULT_FIRM_RATE_LIMIT: FirmRateLimit = { perKey: 600, windowSeconds: 60 };
export const FIRM_RATE_LIMIT: symbol = Symbol.for('FirmRateLimit');

/** What a firm's key reaches (issue 25). */
export const FIRM_USE_CASES = [
  AuthenticateFirmKey,
  ListFirmClients,
  ListFirmClientDocuments,
  DownloadFirmClientDocument,
] as const;

/** What the staff console does with the firms' keys and webhook endpoints. */
export const FIRM_KEY_STAFF_USE_CASES = [
  IssueFirmApiKey,
  ListFirmApiKeys,
  RotateFirmApiKey,
  RevokeFirmApiKey,
  AddFirmWebhookEndpoint,
  ListFirmWebhookEndpoints,
  ListFirmWebhookDeliveries,
  RotateFirmWebhookSecret,
  SwitchFirmWebhookEndpoint,
] as const;

/** The firms' keys and clients, and their use cases, in the one composition root. */
export const bindFirm = (
  container: Container,
  em: EntityManager,
  /** The deployment's secret, which webhook endpoints' secrets are sealed under. */
  secret: string,
  rateLimit: FirmRateLimit = DEFAULT_FIRM_RATE_LIMIT,
): void => {
  container.bind(FIRM_API_KEYS).toConstantValue(new PostgresFirmApiKeys(em));
  container.bind(FIRM_CLIENT_DIRECTORY).toConstantValue(new PostgresFirmClientDirectory(em));
  container.bind(FIRM_WEBHOOKS).toConstantValue(new PostgresFirmWebhooks(em, secret));
  container.bind(FIRM_RATE_LIMIT).toConstantValue(rateLimit);
  for (const useCase of [...FIRM_USE_CASES, ...FIRM_KEY_STAFF_USE_CASES])
    container.bind<unknown>(useCase).toSelf();
};
