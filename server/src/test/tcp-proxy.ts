import net from 'node:net';

/** What the proxy does with the bytes of open and new connections. */
export type ProxyMode = 'pass' | 'drop' | 'stall';

/**
 * A TCP proxy in front of the PostgreSQL server that a test can cut, silence and restore:
 * - `close()` stops listening and resets every open connection (the database "goes away": new
 *   connections are refused, open ones are reset); `open()` listens again on the same port;
 * - `drop()` keeps every connection open and accepts new ones but forwards nothing, either way,
 *   and forgets what it did not forward (packets dropped on a dead network path: nobody is told);
 * - `stall()` keeps what arrives and forwards nothing until `pass()` (a frozen network path);
 * - `pass()` forwards again (and delivers what a stall held back).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const held: { to: net.Socket; chunk: Buffer }[] = [];
  let mode: ProxyMode = 'pass';
  let server: net.Server | null = null;
  let port = 0;

  const forward = (to: net.Socket, chunk: Buffer) => {
    if (mode === 'pass') to.write(chunk);
    else if (mode === 'stall') held.push({ to, chunk });
  };

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
        incoming.on('data', (chunk: Buffer) => forward(outgoing, chunk));
        outgoing.on('data', (chunk: Buffer) => forward(incoming, chunk));
        incoming.on('end', () => outgoing.end());
        outgoing.on('end', () => incoming.end());
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
    get mode() {
      return mode;
    },
    /** A postgres:// URL like `serverUrl` that goes through the proxy. */
    urlFor(serverUrl: string, database: string): string {
      const url = new URL(serverUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    drop(): void {
      mode = 'drop';
      held.length = 0;
    },
    stall(): void {
      mode = 'stall';
    },
    pass(): void {
      mode = 'pass';
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
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
