import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCsrfToken } from '../../../lib/api-client';
import { takePageSession } from './use-session';

const DOCUMENT = {
  data: {
    type: 'users',
    id: 'u1',
    attributes: { first_name: '</script>Maya', locale: 'fr', email: 'maya@example.test' },
  },
  meta: { csrf_token: 'token-from-the-page' },
};

/** The element the server writes into a member's page (server/src/http/spa.ts), `<` escaped as it does. */
function writePageSession(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'evenkeel-session';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById('evenkeel-session')?.remove();
  vi.restoreAllMocks();
});

describe("the session in a member's page", () => {
  it('is read once, with its CSRF token, and then asked of the server like any later read', () => {
    writePageSession(JSON.stringify(DOCUMENT).replace(/</g, '\\u003c'));
    const fetch = vi.spyOn(globalThis, 'fetch');
    const member = takePageSession();
    expect(member).toMatchObject({ id: 'u1', first_name: '</script>Maya', locale: 'fr' });
    expect(getCsrfToken()).toBe('token-from-the-page');
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById('evenkeel-session')).toBeNull();
    expect(takePageSession()).toBeUndefined();
  });

  it('is no session when the page has none or it cannot be read', () => {
    expect(takePageSession()).toBeUndefined();
    writePageSession('{"data": ');
    expect(takePageSession()).toBeUndefined();
  });
});
