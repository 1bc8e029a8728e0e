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

/** The sign-up link's token from the development outbox (the bench server has no SMTP). */
async function emailedToken(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const outbox = await (await fetch(`${baseUrl}/dev/mail`)).text();
    const id = outbox
      .split('<li>')
      .find((item) => item.includes(`— to ${email} —`))
      ?.match(/href="\/dev\/mail\/(\d+)"/)?.[1];
    if (id) {
      const message = await (await fetch(`${baseUrl}/dev/mail/${id}`)).text();
      const token = message.match(/[?&]token=([^"&<\s]+)/)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-up e-mail to ${email} in the development outbox`);
}

/**
 * Signs a fresh user up the way a person does (CSRF token first, POST /api/users, then the
 * e-mailed link, here read from the development outbox) and returns the Cookie header a
 * signed-in browser would send: session and CSRF secret. The CSRF cookie matters: without it
 * every GET /api/session would mint a new secret.
 */
export async function signUp(baseUrl: string): Promise<string> {
  const first = await fetch(`${baseUrl}/api/session`);
  if (first.status !== 401) throw new Error(`GET /api/session signed out: expected 401, got ${first.status}`);
  const csrfCookie = cookie(first, 'evenkeel_csrf');
  const { meta } = (await first.json()) as { meta?: { csrf_token?: string } };
  if (!meta?.csrf_token) throw new Error('GET /api/session: no meta.csrf_token');
  const headers = { 'Content-Type': JSONAPI, 'X-CSRF-Token': meta.csrf_token, Cookie: csrfCookie };

  const email = `bench-${randomBytes(6).toString('hex')}@example.test`;
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      data: {
        type: 'users',
        attributes: {
          email,
          password: 'a long bench passphrase',
          first_name: 'Bench',
          last_name: 'User',
          locale: 'en',
        },
      },
    }),
  });
  if (response.status !== 202) {
    throw new Error(`POST /api/users: expected 202, got ${response.status}: ${await response.text()}`);
  }
  // The link signs in only the browser that signed up: its `evenkeel_link` nonce (decision 0012).
  const linkCookie = cookie(response, 'evenkeel_link');
  const token = await emailedToken(baseUrl, email);
  const activated = await fetch(`${baseUrl}/api/email_verifications`, {
    method: 'POST',
    headers: { ...headers, Cookie: `${csrfCookie}; ${linkCookie}` },
    body: JSON.stringify({ data: { type: 'email_verifications', attributes: { token } } }),
  });
  if (activated.status !== 201) {
    throw new Error(
      `POST /api/email_verifications: expected 201, got ${activated.status}: ${await activated.text()}`,
    );
  }
  const cookies = `${cookie(activated, 'evenkeel_session')}; ${csrfCookie}`;

  const check = await fetch(`${baseUrl}/api/session`, { headers: { Cookie: cookies } });
  if (check.status !== 200) throw new Error(`GET /api/session signed in: expected 200, got ${check.status}`);
  return cookies;
}

/**
 * The bench member as a member is after a week: onboarding done (so `/` is the home page) and one
 * check-up (so insights draw their chart, the heaviest lazy route).
 */
export async function prepareMember(baseUrl: string, cookies: string): Promise<void> {
  const session = await fetch(`${baseUrl}/api/session`, { headers: { Cookie: cookies } });
  const document = (await session.json()) as { data: { id: string }; meta: { csrf_token: string } };
  const response = await fetch(`${baseUrl}/api/users/${document.data.id}`, {
    method: 'PATCH',
    headers: {
      Cookie: cookies,
      'Content-Type': 'application/vnd.api+json',
      'X-CSRF-Token': document.meta.csrf_token,
    },
    body: JSON.stringify({
      data: { type: 'users', id: document.data.id, attributes: { onboarding_step: 'done' } },
    }),
  });
  if (!response.ok) throw new Error(`PATCH /api/users: ${response.status} ${await response.text()}`);
  const answers = {
    ...Object.fromEntries(['who5_1', 'who5_2', 'who5_3', 'who5_4', 'who5_5'].map((item) => [item, 3])),
    ...Object.fromEntries(['phq4_1', 'phq4_2', 'phq4_3', 'phq4_4'].map((item) => [item, 0])),
    ...Object.fromEntries(
      ['sleep', 'energy', 'stress', 'social', 'work', 'meaning'].map((item) => [item, 6]),
    ),
    safety: 0,
  };
  const checkup = await fetch(`${baseUrl}/api/checkups`, {
    method: 'POST',
    headers: {
      Cookie: cookies,
      'Content-Type': 'application/vnd.api+json',
      'X-CSRF-Token': document.meta.csrf_token,
    },
    body: JSON.stringify({ data: { type: 'checkups', attributes: { answers } } }),
  });
  if (checkup.status !== 201)
    throw new Error(`POST /api/checkups: ${checkup.status} ${await checkup.text()}`);
}

/** The cookies of a `Cookie` header (as signUp returns it), for a browser on `url`. */
export function browserCookies(header: string, url: string): { name: string; value: string; url: string }[] {
  return header.split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return { name, value, url };
  });
}
