import type { AddressInfo } from 'node:net';
import { startWaitingServer } from './waiting-server';

describe('the port while the instance starts (issue 20)', () => {
  it('answers alive at once, and not ready, with a retry hint', async () => {
    const server = await startWaitingServer(0, '/v2/health');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const live = await fetch(`${origin}/v2/health/live`);
      expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await fetch(`${origin}/v2/health/ready`);
      expect([ready.status, await ready.json()]).toEqual([
        503,
        { status: 'waiting', waitingFor: ['database'] },
      ]);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect((await fetch(`${origin}/v2/me`)).status).toBe(503);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
