import { createServer, connect, type Server } from 'node:net';
import type { TestApp } from '../shares/helpers.ts';

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

export const addCompetitor = (t: TestApp, s: { id: string; accessToken: string }, url: string, client = '203.0.113.7') =>
  t.post(`/api/submissions/${s.id}/competitors`, { accessToken: s.accessToken, url }, { 'x-test-client': client });

export const removeCompetitor = (t: TestApp, s: { id: string; accessToken: string }, competitorId: string) =>
  t.app.request(`/api/submissions/${s.id}/competitors/${competitorId}`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: s.accessToken }),
  });
