/** A browser that has signed in with a password: its id and the accounts it signed in to. */
export interface KnownDevice {
  readonly deviceId: string;
  readonly accountIds: readonly string[];
}

/** Signs and reads the known-device cookie; a token that was tampered with reads as null. */
export interface KnownDevices {
  issue(device: KnownDevice): string;
  read(token: string): KnownDevice | null;
}
export const KNOWN_DEVICES: symbol = Symbol.for('KnownDevices');
