import type { Clock } from '@bequest/application';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
