import { StaffSessionOf } from '@bequest/application';
import { Module, type DynamicModule } from '@nestjs/common';
import type { Container } from 'inversify';
import { StaffGuard } from '../staff/staff.guard';
import { SMART_GIVING_SERVICES, SMART_GIVING_USE_CASES } from './smart-giving-bindings';
import { SmartGivingController, StaffSmartGivingController } from './smart-giving.controller';

/** The nonprofits' smart giving pages (issue 26): their public routes and the staff screen's. */
@Module({})
export class SmartGivingModule {
  static with(container: Container): DynamicModule {
    return {
      module: SmartGivingModule,
      controllers: [SmartGivingController, StaffSmartGivingController],
      providers: [
        ...[...SMART_GIVING_USE_CASES, ...SMART_GIVING_SERVICES, StaffSessionOf].map(
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
