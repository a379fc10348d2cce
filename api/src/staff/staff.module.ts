import {
  AccountSessions,
  CLOCK,
  GetTenant,
  IDEMPOTENCY_KEYS,
  RATE_LIMITER,
  TRANSACTIONS,
} from '@bequest/application';
import {
  Module,
  type DynamicModule,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import type { Container } from 'inversify';
import { RateLimitGuard } from '../http/rate-limit.guard';
import { SessionGuard } from '../http/session.guard';
import { TenantMiddleware } from '../http/tenant.middleware';
import { FIRM_KEY_STAFF_USE_CASES } from '../firm/firm-bindings';
import { STAFF_USE_CASES } from './staff-bindings';
import { STAFF_MAIL_USE_CASES } from './staff-mail-bindings';
import { PARTNER_STAFF_USE_CASES } from './staff-partner-bindings';
import { StaffPartnersController } from './staff-partners.controller';
import { StaffMarketingController } from './staff-marketing.controller';
import { StaffMailController } from './staff-mail.controller';
import { StaffFirmKeysController } from './staff-firm-keys.controller';
import {
  MyAttorneyConsultController,
  StaffAttorneyConsultController,
} from './staff-attorney-consult.controller';
import {
  MyAttorneyDraftedController,
  StaffAttorneyDraftedController,
} from './staff-attorney-drafted.controller';
import { StaffAnalyticsController } from './staff-analytics.controller';
import { StaffAccessController, StaffAuditController } from './staff-audit.controller';
import { StaffAuthController } from './staff-auth.controller';
import { StaffPeopleController } from './staff-people.controller';
import { StaffPeopleActionsController } from './staff-people-actions.controller';
import { StaffTenantsController } from './staff-tenants.controller';
import { MyPrintMailController, StaffPrintMailController } from './staff-print-mail.controller';
import { StaffStorageController } from './staff-storage.controller';
import {
  MyStrategistCallController,
  StaffStrategistCallController,
} from './staff-strategist-call.controller';
import { StaffGuard } from './staff.guard';

const fromContainer = (
  container: Container,
  token: symbol | (new (...args: never[]) => unknown),
) => ({
  provide: token,
  useFactory: () => container.get(token),
});

/**
 * The staff console's routes (issue 24, ADR 0022). The staff routes belong to no tenant: only
 * sign-in reads the host's tenant, for its rate limit; a person's own view of staff access is a
 * tenant route like any other of theirs.
 */
@Module({})
export class StaffModule implements NestModule {
  static with(container: Container): DynamicModule {
    return {
      module: StaffModule,
      controllers: [
        StaffAuthController,
        StaffPeopleController,
        StaffPeopleActionsController,
        StaffTenantsController,
        StaffStorageController,
        StaffAuditController,
        StaffAccessController,
        StaffPrintMailController,
        MyPrintMailController,
        StaffAttorneyConsultController,
        MyAttorneyConsultController,
        StaffAttorneyDraftedController,
        MyAttorneyDraftedController,
        StaffStrategistCallController,
        MyStrategistCallController,
        StaffAnalyticsController,
        StaffFirmKeysController,
        StaffPartnersController,
        StaffMarketingController,
        StaffMailController,
      ],
      providers: [
        ...[
          ...STAFF_USE_CASES,
          ...FIRM_KEY_STAFF_USE_CASES,
          ...PARTNER_STAFF_USE_CASES,
          ...STAFF_MAIL_USE_CASES,
          GetTenant,
          AccountSessions,
          RATE_LIMITER,
          CLOCK,
          IDEMPOTENCY_KEYS,
          TRANSACTIONS,
        ].map((token) => fromContainer(container, token)),
        StaffGuard,
        SessionGuard,
        RateLimitGuard,
        TenantMiddleware,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(TenantMiddleware)
      .forRoutes(
        StaffAuthController,
        StaffAccessController,
        MyPrintMailController,
        MyAttorneyConsultController,
        MyAttorneyDraftedController,
        MyStrategistCallController,
      );
  }
}
