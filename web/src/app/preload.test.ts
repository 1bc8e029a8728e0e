import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../features/session';

const preload = vi.fn(() => Promise.resolve());
vi.mock('./router', () => ({ pageAt: vi.fn(() => ({ preload })) }));
vi.mock('./providers', async () => {
  const { QueryClient } = await import('@tanstack/react-query');
  return { queryClient: new QueryClient() };
});

const { pageAt } = await import('./router');
const { queryClient } = await import('./providers');
const { preloadLinkTargets, startFirstScreen } = await import('./preload');

const member = { id: '1', full_name: 'Maya Chen', roles: [] } as unknown as CurrentUser;

describe('the first screen', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.mocked(pageAt).mockClear();
    window.history.replaceState(null, '', '/checkup');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the session and the page at once, then the page the session decides', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);

    startFirstScreen();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/api\/session$/);
    expect(pageAt).toHaveBeenCalledWith('/checkup', undefined);

    answer(
      new Response(
        JSON.stringify({
          data: { type: 'users', id: '1', attributes: { full_name: 'Maya Chen', roles: [] } },
          meta: { csrf_token: 'token' },
        }),
        { headers: { 'Content-Type': 'application/vnd.api+json' } },
      ),
    );
    await vi.waitFor(() => expect(pageAt).toHaveBeenCalledTimes(2));
    expect(pageAt).toHaveBeenLastCalledWith('/checkup', expect.objectContaining({ id: '1' }));
  });

  it('a visitor: the session is null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ errors: [] }), { status: 401 })),
    );
    startFirstScreen();
    await vi.waitFor(() => expect(pageAt).toHaveBeenCalledTimes(2));
    expect(pageAt).toHaveBeenLastCalledWith('/checkup', null);
  });
});

describe('links', () => {
  it("start loading their page's code when the pointer reaches them or they get focus", () => {
    queryClient.setQueryData(['session'], member);
    preloadLinkTargets(document);
    document.body.innerHTML = `
      <a href="/insights"><span>Insights</span></a>
      <a href="https://elsewhere.example/insights">Elsewhere</a>
      <button type="button">Not a link</button>`;
    const [inside, elsewhere] = [document.querySelector('span'), document.querySelectorAll('a')[1]];
    vi.mocked(pageAt).mockClear();

    inside?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(pageAt).toHaveBeenCalledWith('/insights', member);
    document.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(pageAt).toHaveBeenCalledTimes(2);

    elsewhere?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(pageAt).toHaveBeenCalledTimes(2);
  });
});
