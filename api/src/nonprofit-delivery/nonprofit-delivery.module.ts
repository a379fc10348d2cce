import { StaffSessionOf } from '@bequest/application';
import { Module, type DynamicModule } from '@nestjs/common';
import type { Container } from 'inversify';
import { StaffGuard } from '../staff/staff.guard';
import { NONPROFIT_DELIVERY_STAFF_USE_CASES } from './nonprofit-delivery-bindings';
import { StaffNonprofitDeliveryController } from './nonprofit-delivery.controller';

/**
 * The staff screen's routes for consented delivery to nonprofits (issue 26); the person's routes
 * are the app module's, behind its tenant middleware.
 */
@Module({})
export class NonprofitDeliveryModule {
  static with(container: Container): DynamicModule {
    return {
      module: NonprofitDeliveryModule,
      controllers: [StaffNonprofitDeliveryController],
      providers: [
        ...[...NONPROFIT_DELIVERY_STAFF_USE_CASES, StaffSessionOf].map(
          (token: new (...args: never[]) => unknown) => ({
            provide: token,
            useFactory: () => container.get(token),
          }),
        ),
        StaffGuard,
      ],
    };
  }
}
