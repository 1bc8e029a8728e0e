import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Env } from '../../env';

/**
 * Where the server may post a Web Push message. The endpoint comes from the browser, so it is
 * the one URL a member chooses that the server then calls: only the push services' own hosts,
 * over https on the default port, never an address, `localhost`, a name ending in a dot, or a
 * name that resolves to a private address (decision 0006, "Push endpoints").
 */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge (Chromium), Android
  'updates.push.services.mozilla.com', // Firefox
  'push.apple.com', // Safari: web.push.apple.com and its kin
  'notify.windows.com', // Edge (legacy) and Windows: wns2-*.notify.windows.com
];

/**
 * `EVENKEEL_PUSH_HOSTS`: more host suffixes, comma-separated (`push.example.net`). Outside
 * production an entry may pin its host to a local stand-in (`push.test=127.0.0.1:8443`): the
 * endpoint still reads https://push.test/…, the message goes to http://127.0.0.1:8443/… (the
 * tests' stand-in push service). Production refuses pins at start.
 */
export type PushHosts = { suffixes: string[]; pinned: Map<string, string> };

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
const PIN = /^(127\.0\.0\.1|\[::1\]):\d{1,5}$/;

/** Null when the value is good; else what is wrong with it (for the start-up message). */
export function pushHostsProblem(value: string, production: boolean): string | null {
  for (const entry of value.split(',').map((part) => part.trim().toLowerCase())) {
    const [host = '', pin, ...rest] = entry.split('=');
    if (rest.length > 0 || !HOST_NAME.test(host) || isIP(host) !== 0 || /^[\d.]+$/.test(host))
      return `"${entry}" is not a host name suffix (push.example.net)`;
    if (pin !== undefined && !PIN.test(pin))
      return `"${entry}": a pin must be 127.0.0.1:<port> or [::1]:<port>`;
    if (pin !== undefined && production)
      return `"${entry}": pins to a local stand-in are for tests, not production`;
  }
  return null;
}

export function pushHosts(env: Pick<Env, 'EVENKEEL_PUSH_HOSTS'>): PushHosts {
  const suffixes = [...KNOWN_PUSH_HOSTS];
  const pinned = new Map<string, string>();
  for (const entry of env.EVENKEEL_PUSH_HOSTS?.split(',') ?? []) {
    const [host = '', pin] = entry.trim().toLowerCase().split('=');
    if (!host) continue;
    suffixes.push(host);
    if (pin) pinned.set(host, pin);
  }
  return { suffixes, pinned };
}

function matchingSuffix(host: string, suffixes: string[]): string | undefined {
  return suffixes.find((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** Why this endpoint is refused ('scheme' or 'host'), or null when a push service may be called there. */
export function pushEndpointProblem(endpoint: string, hosts: PushHosts): 'scheme' | 'host' | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'scheme';
  }
  if (url.protocol !== 'https:' || url.username || url.password) return 'scheme';
  // URL parsing already turned 0x7f.1, 2130706433 and 017700000001 into 127.0.0.1.
  const host = url.hostname.toLowerCase();
  if (
    url.port !== '' ||
    host.endsWith('.') ||
    host.startsWith('[') ||
    isIP(host) !== 0 ||
    /^[\d.]+$/.test(host) ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    !matchingSuffix(host, hosts.suffixes)
  )
    return 'host';
  return null;
}

/** Loopback, private, link-local, shared (CGNAT), unspecified, multicast and reserved ranges. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1): no push service answers with one. (A BlockList rule
  // for ::ffff:0:0/96 would match every IPv4 address, so it is decided here.)
  if (family === 6 && /^(0{0,4}:){0,5}:?ffff:/i.test(address)) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The URL to post to, checked again at send time (a row stored before a rule, a setting
 * narrowed since): null when refused. A name resolving to a private address is refused too
 * (a push service never does; a rebinding name would).
 */
export async function pushTarget(endpoint: string, hosts: PushHosts): Promise<string | null> {
  if (pushEndpointProblem(endpoint, hosts)) return null;
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  const suffix = matchingSuffix(host, hosts.suffixes);
  const pin = suffix ? hosts.pinned.get(suffix) : undefined;
  if (pin) return `http://${pin}${url.pathname}${url.search}`;
  const addresses = await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0 || addresses.some(({ address }) => isPrivateAddress(address))) return null;
  return url.toString();
}
