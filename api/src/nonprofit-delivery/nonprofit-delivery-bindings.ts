import {
  ExportNonprofitDeliveries,
  GetNonprofitDeliverySettings,
  NONPROFIT_DELIVERIES,
  NonprofitDeliveryService,
  ReadConsentLedger,
  SetNonprofitDeliverySettings,
  ShareChoiceWithNonprofit,
} from '@bequest/application';
import { PostgresNonprofitDeliveries } from '@bequest/adapters';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';

/** What people do with their consented deliveries: share a choice, read their ledger. */
export const NONPROFIT_DELIVERY_USE_CASES = [ShareChoiceWithNonprofit, ReadConsentLedger] as const;
/** What staff do: set a nonprofit's endpoint and contacts, export the deliveries. */
export const NONPROFIT_DELIVERY_STAFF_USE_CASES = [
  GetNonprofitDeliverySettings,
  SetNonprofitDeliverySettings,
  ExportNonprofitDeliveries,
] as const;

/** Consented delivery to nonprofits (issue 26, ADR 0032), in the one composition root. */
export const bindNonprofitDelivery = (
  container: Container,
  em: EntityManager,
  /** The deployment's secret, which endpoint secrets are sealed under (ADR 0027). */
  secret: string,
): void => {
  container.bind(NONPROFIT_DELIVERIES).toConstantValue(new PostgresNonprofitDeliveries(em, secret));
  container.bind(NonprofitDeliveryService).toSelf();
  for (const useCase of [...NONPROFIT_DELIVERY_USE_CASES, ...NONPROFIT_DELIVERY_STAFF_USE_CASES])
    container.bind<unknown>(useCase).toSelf();
};
