import { knownDevicesContract } from '@bequest/application/testing';
import { HmacKnownDevices } from './hmac-known-devices';

describe('HmacKnownDevices', () => {
  knownDevicesContract(async () => new HmacKnownDevices('a deployment secret of 32 characters'));
});
