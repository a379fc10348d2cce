import { createServer, type Server } from 'node:http';

/**
 * What answers on the port while the instance starts (issue 20): alive at once, not ready, and
 * every other request told to come back, until the app itself listens.
 */
export const startWaitingServer = async (port: number, healthPath: string): Promise<Server> => {
  const server = createServer((request, response) => {
    const alive = request.url === `${healthPath}/live`;
    response
      .writeHead(alive ? 200 : 503, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...(alive ? {} : { 'retry-after': '5' }),
      })
      .end(
        JSON.stringify(alive ? { status: 'ok' } : { status: 'waiting', waitingFor: ['database'] }),
      );
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
};
