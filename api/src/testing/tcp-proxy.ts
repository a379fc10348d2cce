import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Drops every connection and refuses new ones, as a database that went down. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  /** Holds every chunk this long each way from now on (0: none), as a slow database. */
  delay(ms: number): void;
  close(): Promise<void>;
}

/**
 * Forwards `from`'s bytes to `to`, each chunk held `delayMs()` after it arrived but never before
 * the chunk ahead of it, so a change of delay keeps the bytes in order.
 */
const forward = (from: Socket, to: Socket, delayMs: () => number) => {
  let lastRelease = 0;
  from.on('data', (chunk) => {
    const delay = delayMs();
    if (delay === 0 && lastRelease <= Date.now()) {
      to.write(chunk);
      return;
    }
    lastRelease = Math.max(Date.now() + delay, lastRelease);
    setTimeout(() => to.write(chunk), lastRelease - Date.now());
  });
};

/** A loopback TCP proxy to `target`, to take a server away from a client, slow it, give it back. */
export const startTcpProxy = async (target: {
  hostname: string;
  port: string;
}): Promise<TcpProxy> => {
  const sockets = new Set<Socket>();
  let delayMs = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    forward(client, upstream, () => delayMs);
    forward(upstream, client, () => delayMs);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as { port: number }).port;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    restore: () => listen(port),
    delay: (ms) => {
      delayMs = ms;
    },
    close: cut,
  };
};
