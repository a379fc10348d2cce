import type { KnownDevice, KnownDevices } from '@bequest/application';
import { z } from 'zod';
import { SignedPayloads } from './signed-payloads';

const KnownDeviceSchema = z.object({
  deviceId: z.string().min(1),
  accountIds: z.array(z.string()).max(10),
});

/** The known-device cookie, signed with the deployment's secret. */
export class HmacKnownDevices implements KnownDevices {
  private readonly payloads: SignedPayloads<typeof KnownDeviceSchema>;

  constructor(secret: string) {
    this.payloads = new SignedPayloads(secret, KnownDeviceSchema);
  }

  issue(device: KnownDevice): string {
    return this.payloads.sign({ deviceId: device.deviceId, accountIds: [...device.accountIds] });
  }

  read(token: string): KnownDevice | null {
    return this.payloads.read(token);
  }
}
