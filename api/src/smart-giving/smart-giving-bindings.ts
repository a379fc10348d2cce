import {
  ConfigureSmartGivingPage,
  GetSmartGivingPage,
  ListSmartGivingPages,
  ListSmartGivingSettings,
  LOOPBACK_WIDGET_ORIGINS,
  SMART_GIVING_PAGES,
  WidgetOrigins,
} from '@bequest/application';
import { PostgresSmartGivingPages } from '@bequest/adapters';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Container } from 'inversify';

export const SMART_GIVING_USE_CASES = [
  GetSmartGivingPage,
  ListSmartGivingPages,
  ListSmartGivingSettings,
  ConfigureSmartGivingPage,
] as const;

/** The widget's framers, read by the security headers rather than by a controller. */
export const SMART_GIVING_SERVICES = [WidgetOrigins] as const;

/** The nonprofits' smart giving pages and their widget (issue 26), in the one composition root. */
export const bindSmartGiving = (container: Container, em: EntityManager): void => {
  container.bind(SMART_GIVING_PAGES).toConstantValue(new PostgresSmartGivingPages(em));
  container.bind(LOOPBACK_WIDGET_ORIGINS).toConstantValue(process.env.NODE_ENV !== 'production');
  for (const useCase of [...SMART_GIVING_USE_CASES, ...SMART_GIVING_SERVICES])
    container.bind<unknown>(useCase).toSelf();
};
