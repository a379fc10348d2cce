import { beforeEach, describe, expect, it } from '@jest/globals';
import type { KnownDevice, KnownDevices } from '../../ports/known-devices.port';
import { tamperedCopies, UNISSUED_TOKENS } from './signed-tokens';

const DEVICE: KnownDevice = { deviceId: 'device-1', accountIds: ['a1', 'a2'] };

/** What KnownDevices promises, for the cookie of a known device. */
export const knownDevicesContract = (setUp: () => Promise<KnownDevices>): void =>
  describe('KnownDevices contract', () => {
    let devices: KnownDevices;
    beforeEach(async () => {
      devices = await setUp();
    });

    it('reads back the device it issued a token for', () => {
      expect(devices.read(devices.issue(DEVICE))).toEqual(DEVICE);
    });

    it('reads a token that was tampered with as null', () => {
      const token = devices.issue(DEVICE);
      for (const forged of tamperedCopies(token)) expect(devices.read(forged)).toBeNull();
      expect(devices.read(token.slice(0, -1))).toBeNull();
      expect(devices.read(`${token}x`)).toBeNull();
    });

    it('reads anything else as null', () => {
      for (const token of UNISSUED_TOKENS) expect(devices.read(token)).toBeNull();
    });
  });
