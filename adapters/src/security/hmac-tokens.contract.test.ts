import { knownDevicesContract, sessionTokensContract } from '@bequest/application/testing';
import { HmacKnownDevices } from './hmac-known-devices';
import { HmacSessionTokens } from './hmac-session-tokens';

const SECRET = 'a deployment secret of 32 characters';

describe('the HMAC-signed tokens', () => {
  knownDevicesContract(async () => new HmacKnownDevices(SECRET));
  sessionTokensContract(async () => new HmacSessionTokens(SECRET));
});
