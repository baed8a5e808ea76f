// A TCP proxy a test can cut and restore, to play a store outage in front of a
// real Redis or PostgreSQL: 'refuse' drops every connection and refuses new
// ones (a stopped server), 'blackhole' accepts and never answers (a network
// partition: the nastier case, where only timeouts help).
import net from 'node:net';

export type ProxyMode = 'up' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let mode: ProxyMode = 'up';
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'blackhole') return void client.resume();
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    set(next) {
      mode = next;
      if (next === 'refuse') for (const s of sockets) s.destroy();
      // A partition: established connections stay open, but nothing passes either way.
      if (next === 'blackhole') for (const s of sockets) s.unpipe();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
