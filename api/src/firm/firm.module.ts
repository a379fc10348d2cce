import { CLOCK, IDEMPOTENCY_KEYS, RATE_LIMITER, TRANSACTIONS } from '@bequest/application';
import { Module, type DynamicModule } from '@nestjs/common';
import type { Container } from 'inversify';
import { FIRM_RATE_LIMIT, FIRM_USE_CASES } from './firm-bindings';
import { FirmController } from './firm.controller';
import { FirmGuard } from './firm.guard';

const fromContainer = (
  container: Container,
  token: symbol | (new (...args: never[]) => unknown),
) => ({
  provide: token,
  useFactory: () => container.get(token),
});

/**
 * The partner firms' own routes under /v2/firm (issue 25, ADR 0027). They belong to no host's
 * tenant: the tenant middleware does not run, the key names the tenant.
 */
@Module({})
export class FirmModule {
  static with(container: Container): DynamicModule {
    return {
      module: FirmModule,
      controllers: [FirmController],
      providers: [
        ...[
          ...FIRM_USE_CASES,
          RATE_LIMITER,
          CLOCK,
          IDEMPOTENCY_KEYS,
          TRANSACTIONS,
          FIRM_RATE_LIMIT,
        ].map((token) => fromContainer(container, token)),
        FirmGuard,
      ],
    };
  }
}
