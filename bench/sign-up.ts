import { randomBytes } from 'node:crypto';

const JSONAPI = 'application/vnd.api+json';

/** `name=value` of the named cookie among a response's Set-Cookie headers. */
function cookie(response: Response, name: string): string {
  const found = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in the response (status ${response.status})`);
  return found;
}

/**
 * Signs a fresh user up the way the SPA does (CSRF token first, then POST /api/users) and
 * returns the Cookie header a signed-in browser would send: session and CSRF secret.
 * The CSRF cookie matters: without it every GET /api/session would mint a new secret.
 */
export async function signUp(baseUrl: string): Promise<string> {
  const first = await fetch(`${baseUrl}/api/session`);
  if (first.status !== 401) throw new Error(`GET /api/session signed out: expected 401, got ${first.status}`);
  const csrfCookie = cookie(first, 'evenkeel_csrf');
  const { meta } = (await first.json()) as { meta?: { csrf_token?: string } };
  if (!meta?.csrf_token) throw new Error('GET /api/session: no meta.csrf_token');

  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': JSONAPI, 'X-CSRF-Token': meta.csrf_token, Cookie: csrfCookie },
    body: JSON.stringify({
      data: {
        type: 'users',
        attributes: {
          email: `bench-${randomBytes(6).toString('hex')}@example.test`,
          password: 'a long bench passphrase',
          first_name: 'Bench',
          last_name: 'User',
          locale: 'en',
        },
      },
    }),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/users: expected 201, got ${response.status}: ${await response.text()}`);
  }
  const cookies = `${cookie(response, 'evenkeel_session')}; ${csrfCookie}`;

  const check = await fetch(`${baseUrl}/api/session`, { headers: { Cookie: cookies } });
  if (check.status !== 200) throw new Error(`GET /api/session signed in: expected 200, got ${check.status}`);
  return cookies;
}
