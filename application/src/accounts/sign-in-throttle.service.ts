import type { SignInVerdict } from '@bequest/domain';
import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.port';
import { KNOWN_DEVICES, type KnownDevice, type KnownDevices } from '../ports/known-devices.port';
import {
  SIGN_IN_FAILURES,
  type SignInFailures,
  type ThrottleKey,
} from '../ports/sign-in-failures.port';

/** How many accounts a device remembers having signed in to: a family's shared laptop. */
const ACCOUNTS_PER_DEVICE = 5;

const accountKey = (tenantId: string, email: string) => `${tenantId}:account:${email}`;

/** One password attempt: where it comes from and whom it is for. */
export interface SignInAttempt {
  readonly tenantId: string;
  /** Normalized: trimmed and lower-case. */
  readonly email: string;
  /** The client's address, as the proxy reports it. */
  readonly clientAddress: string;
  /** The known-device cookie the browser sent, if any. */
  readonly deviceToken: string | null;
}

/** An attempt the throttle allowed: the budgets it spent, to settle once it is decided. */
export interface AllowedAttempt {
  readonly keys: readonly ThrottleKey[];
  readonly device: KnownDevice | null;
}

/**
 * Password sign-in's budgets (domain `sign-in-throttle`): an attempt from a device that signed in
 * to the account before spends that device's budget alone; any other spends the account's and its
 * client address's, the address's counted across every account and tenant.
 */
@injectable()
export class SignInThrottle {
  constructor(
    @inject(SIGN_IN_FAILURES) private readonly failures: SignInFailures,
    @inject(KNOWN_DEVICES) private readonly devices: KnownDevices,
    @inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Counts the attempt as failed until it is settled, or says how long to wait. */
  async attempt(
    attempt: SignInAttempt,
    accountId: string | null,
  ): Promise<{ verdict: SignInVerdict; allowed: AllowedAttempt }> {
    const device = attempt.deviceToken ? this.devices.read(attempt.deviceToken) : null;
    const known = device && accountId && device.accountIds.includes(accountId) ? device : null;
    const keys: ThrottleKey[] = known
      ? [{ scope: 'device', key: `${attempt.tenantId}:device:${known.deviceId}:${attempt.email}` }]
      : [
          { scope: 'account', key: accountKey(attempt.tenantId, attempt.email) },
          { scope: 'address', key: `address:${attempt.clientAddress}` },
        ];
    const verdict = await this.failures.claim(keys, this.clock.now());
    return { verdict, allowed: { keys, device } };
  }

  /**
   * The password was right: the account's or device's failures are forgotten, the address keeps
   * its others, and the device is remembered for the account. Answers the known-device token.
   */
  async succeeded(allowed: AllowedAttempt, accountId: string): Promise<string> {
    const spent = (scope: ThrottleKey['scope']) =>
      allowed.keys.filter((key) => key.scope === scope).map(({ key }) => key);
    await this.failures.clear([...spent('account'), ...spent('device')]);
    await this.failures.forgive(spent('address'));
    return this.remember(allowed.device, accountId);
  }

  /** The e-mailed link proved the address: its account's failures are forgotten. */
  async provedByEmail(
    tenantId: string,
    email: string,
    accountId: string,
    deviceToken: string | null,
  ) {
    await this.failures.clear([accountKey(tenantId, email)]);
    return this.remember(deviceToken ? this.devices.read(deviceToken) : null, accountId);
  }

  /**
   * Support lifted the waits (issue 24): the account's budget and every device's budget for its
   * address are forgotten. The client addresses' budgets stay, since they count every account.
   */
  async unlock(tenantId: string, email: string): Promise<void> {
    await this.failures.clear([accountKey(tenantId, email)]);
    await this.failures.clearBetween(`${tenantId}:device:`, `:${email}`);
  }

  private remember(device: KnownDevice | null, accountId: string): string {
    return this.devices.issue({
      deviceId: device?.deviceId ?? this.ids.newSecret(),
      accountIds: [
        accountId,
        ...(device?.accountIds ?? []).filter((known) => known !== accountId),
      ].slice(0, ACCOUNTS_PER_DEVICE),
    });
  }
}
