import { GetTenant } from '@bequest/application';
import type { Provider } from '@nestjs/common';
import type { Container } from 'inversify';

export const CONTAINER = Symbol.for('Container');

const USE_CASES = [GetTenant] as const;

/** Each use case, taken from the inversify container, injectable into controllers by its class. */
export const useCaseProviders: Provider[] = USE_CASES.map((useCase) => ({
  provide: useCase,
  useFactory: (container: Container) => container.get(useCase),
  inject: [CONTAINER],
}));
