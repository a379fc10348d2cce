import {
  AnalyticsRecorder,
  CLOCK,
  IDEMPOTENCY_KEYS,
  RATE_LIMITER,
  TRANSACTIONS,
} from '@bequest/application';
import type { Provider } from '@nestjs/common';
import type { Container } from 'inversify';
import { USE_CASES } from './container';

export const CONTAINER = Symbol.for('Container');

/**
 * Each use case (and the ports guards read, and the analytics recorder the interceptor keeps
 * events with), taken from the inversify container.
 */
export const useCaseProviders: Provider[] = [
  ...USE_CASES.map((useCase) => ({
    provide: useCase,
    useFactory: (container: Container) => container.get<unknown>(useCase),
    inject: [CONTAINER],
  })),
  ...[RATE_LIMITER, CLOCK, IDEMPOTENCY_KEYS, TRANSACTIONS, AnalyticsRecorder].map((token) => ({
    provide: token,
    useFactory: (container: Container) => container.get(token),
    inject: [CONTAINER],
  })),
];
