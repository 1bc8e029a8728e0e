import { createHmac } from 'node:crypto';
import { TURN_CREDENTIAL_TTL_SECONDS } from '@evenkeel/common';
import type { ConfiguredIceServer, Env } from '../../env';

export type IceServer = { urls: string[]; username?: string; credential?: string };

/**
 * The TURN REST scheme's credential (coturn's `use-auth-secret`, draft-uberti-behave-turn-rest):
 * the username is `<expiry in unix seconds>:<user>`, the password the base64 HMAC-SHA1 of that
 * username under the secret shared with the TURN server. The TURN server checks both without
 * asking us, and refuses the pair once the expiry has passed.
 */
export function turnCredential(secret: string, user: string, expiresAtSeconds: number) {
  const username = `${expiresAtSeconds}:${user}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

const isTurn = (url: string) => /^turns?:/.test(url);

/**
 * The ICE servers one person's browser uses for a call, and when their minted credentials lapse
 * (null when none were minted). A TURN server configured with its own username and credential
 * keeps them; the others get credentials minted for `userSlug`, valid a day.
 */
export function iceServersFor(
  env: Pick<Env, 'EVENKEEL_ICE_SERVERS' | 'EVENKEEL_TURN_SECRET'>,
  userSlug: string,
  now: Date = new Date(),
): { servers: IceServer[]; expiresAt: Date | null } {
  const secret = env.EVENKEEL_TURN_SECRET;
  const expiresAtSeconds = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_TTL_SECONDS;
  let minted = false;
  const servers = env.EVENKEEL_ICE_SERVERS.map((server: ConfiguredIceServer): IceServer => {
    const needsMinting = secret !== undefined && server.username === undefined && server.urls.some(isTurn);
    if (!needsMinting) return { ...server, urls: [...server.urls] };
    minted = true;
    return { urls: [...server.urls], ...turnCredential(secret, userSlug, expiresAtSeconds) };
  });
  return { servers, expiresAt: minted ? new Date(expiresAtSeconds * 1000) : null };
}
