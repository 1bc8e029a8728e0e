// The TURN server of the browser tests (e2e/call.spec.ts): Debian's coturn on loopback, with the
// REST scheme's shared secret that e2e/serve.ts gives the app (EVENKEEL_TURN_SECRET), so the app
// mints credentials coturn accepts. Its port follows E2E_PORT, so runs on other ports never meet.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export const TURN_SECRET = 'evenkeel-browser-tests-turn-secret';
export const turnPort = (): number => Number(process.env.E2E_PORT ?? '3210') + 20_000;

/** What the app is told (e2e/serve.ts): TURN over UDP on the test's coturn (one way in, so ICE settles at once). */
export const iceServersSetting = (): string =>
  JSON.stringify([{ urls: [`turn:127.0.0.1:${turnPort()}?transport=udp`] }]);

/** Starts coturn on loopback; resolves once it accepts TCP connections on its port. */
export async function startTurnServer(): Promise<ChildProcess> {
  const port = turnPort();
  const relayFrom = port + 100;
  const child = spawn(
    '/usr/bin/turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--use-auth-secret',
      `--static-auth-secret=${TURN_SECRET}`,
      '--realm=evenkeel.test',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--allow-loopback-peers',
      `--min-port=${relayFrom}`,
      `--max-port=${relayFrom + 200}`,
      '--log-file=stdout',
      '--simple-log',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log: string[] = [];
  child.stdout?.on('data', (chunk) => {
    log.push(String(chunk));
    if (process.env.TURN_DEBUG) process.stdout.write(`TURN ${chunk}`);
  });
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`turnserver exited (${child.exitCode}): ${log.join('')}`);
    if (await accepts(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`turnserver did not listen on ${port}: ${log.join('')}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function stopTurnServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
