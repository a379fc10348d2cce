import { Module, type DynamicModule } from '@nestjs/common';
import type { Container } from 'inversify';
import { CONTAINER, useCaseProviders } from './composition/use-case.providers';
import { HealthController } from './health/health.controller';
import { OpenApiController } from './openapi/openapi.controller';
import { TenantController } from './tenants/tenant.controller';

@Module({})
export class AppModule {
  static with(container: Container): DynamicModule {
    return {
      module: AppModule,
      controllers: [HealthController, OpenApiController, TenantController],
      providers: [{ provide: CONTAINER, useValue: container }, ...useCaseProviders],
    };
  }
}
