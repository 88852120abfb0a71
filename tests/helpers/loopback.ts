import { createServer, connect, type Server } from 'node:net';

/**
 * A fixture site reached at another loopback address (127.0.0.2, 127.0.0.3…), so each competitor has its own host:
 * the fixture servers all listen on 127.0.0.1 and a site's label is its host without the port.
 */
export async function onLoopback(address: string, siteUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(siteUrl);
  const server: Server = createServer((socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((ok) => server.listen(0, address, ok));
  const { port } = server.address() as { port: number };
  return {
    url: `http://${address}:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
