import net from 'node:net';

/**
 * A TCP proxy in front of the PostgreSQL server that a test can cut and restore: `close()`
 * stops listening and drops every open connection (the database "goes away": new connections
 * are refused, open ones are reset); `open()` listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((incoming) => {
        const outgoing = net.connect(target.port, target.host);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            incoming.destroy();
            outgoing.destroy();
          });
        }
        incoming.pipe(outgoing);
        outgoing.pipe(incoming);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** A postgres:// URL like `serverUrl` that goes through the proxy. */
    urlFor(serverUrl: string, database: string): string {
      const url = new URL(serverUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    async close(): Promise<void> {
      const current = server;
      server = null;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async open(): Promise<void> {
      if (!server) await listen();
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
