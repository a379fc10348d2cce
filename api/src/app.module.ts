import { DOCUMENT_RENDERER, PRODUCT_ANALYTICS_SERVICE } from '@bequest/application';
import {
  Inject,
  Module,
  type DynamicModule,
  type MiddlewareConsumer,
  type NestModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Container } from 'inversify';
import { AuthController } from './accounts/auth.controller';
import { AnalyticsController } from './analytics/analytics.controller';
import { AnalyticsInterceptor } from './analytics/track';
import { SessionController } from './accounts/session.controller';
import { SsoController } from './accounts/sso.controller';
import { CONTAINER, useCaseProviders } from './composition/use-case.providers';
import { DocumentsController, SpouseWillController } from './documents/documents.controller';
import { PdfController } from './documents/pdf.controller';
import { BeneficiaryPlanController } from './beneficiary-plan/beneficiary-plan.controller';
import { GiftConfirmationController } from './gifts/gift-confirmation.controller';
import { StockGiftController } from './gifts/stock-gift.controller';
import { QcdController } from './gifts/qcd.controller';
import { QcdGiftController } from './gifts/qcd-gift.controller';
import { DafGrantController } from './gifts/daf-grant.controller';
import { ExperimentsController } from './experiments/experiments.controller';
import { HealthController } from './health/health.controller';
import { RateLimitGuard } from './http/rate-limit.guard';
import { SessionGuard } from './http/session.guard';
import { TenantMiddleware } from './http/tenant.middleware';
import { OpenApiController } from './openapi/openapi.controller';
import { DocumentReviewsController } from './life-events/document-reviews.controller';
import { ProfilesController } from './profiles/profiles.controller';
import { ReferenceController } from './reference/reference.controller';
import { TenantController } from './tenants/tenant.controller';
import { TrustFundingController } from './trust-funding/trust-funding.controller';
import { FiduciarySharingController } from './fiduciary-sharing/fiduciary-sharing.controller';
import { FirmModule } from './firm/firm.module';
import { StaffModule } from './staff/staff.module';
import { SmartGivingModule } from './smart-giving/smart-giving.module';
import { NonprofitDeliveryModule } from './nonprofit-delivery/nonprofit-delivery.module';
import { NONPROFIT_DELIVERY_USE_CASES } from './nonprofit-delivery/nonprofit-delivery-bindings';
import { NonprofitDeliveryController } from './nonprofit-delivery/nonprofit-delivery.controller';

@Module({})
export class AppModule implements NestModule, OnApplicationShutdown {
  constructor(@Inject(CONTAINER) private readonly container: Container) {}

  /** The PDF workers end with the application; events still queued for PostHog are sent. */
  async onApplicationShutdown(): Promise<void> {
    await this.container.get<{ close?: () => Promise<void> }>(DOCUMENT_RENDERER).close?.();
    await this.container
      .get<{ shutdown?: () => Promise<void> }>(PRODUCT_ANALYTICS_SERVICE)
      .shutdown?.();
  }

  static with(container: Container): DynamicModule {
    return {
      module: AppModule,
      imports: [
        StaffModule.with(container),
        FirmModule.with(container),
        SmartGivingModule.with(container),
        NonprofitDeliveryModule.with(container),
      ],
      controllers: [
        HealthController,
        OpenApiController,
        TenantController,
        AuthController,
        SsoController,
        SessionController,
        ExperimentsController,
        ProfilesController,
        DocumentReviewsController,
        ReferenceController,
        DocumentsController,
        SpouseWillController,
        PdfController,
        BeneficiaryPlanController,
        GiftConfirmationController,
        StockGiftController,
        QcdController,
        QcdGiftController,
        DafGrantController,
        TrustFundingController,
        FiduciarySharingController,
        AnalyticsController,
        NonprofitDeliveryController,
      ],
      providers: [
        { provide: CONTAINER, useValue: container },
        ...useCaseProviders,
        ...NONPROFIT_DELIVERY_USE_CASES.map((useCase: new (...args: never[]) => unknown) => ({
          provide: useCase,
          useFactory: () => container.get(useCase),
        })),
        TenantMiddleware,
        SessionGuard,
        RateLimitGuard,
        AnalyticsInterceptor,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(TenantMiddleware)
      .exclude('health', 'openapi.json', 'tenant')
      .forRoutes(
        AuthController,
        SsoController,
        SessionController,
        ExperimentsController,
        ProfilesController,
        DocumentReviewsController,
        ReferenceController,
        DocumentsController,
        SpouseWillController,
        PdfController,
        BeneficiaryPlanController,
        GiftConfirmationController,
        StockGiftController,
        QcdController,
        QcdGiftController,
        DafGrantController,
        TrustFundingController,
        FiduciarySharingController,
        AnalyticsController,
        NonprofitDeliveryController,
      );
  }
}
