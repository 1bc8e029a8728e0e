import { FIRST_SCREENS } from '@evenkeel/common/first-screens';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../features/session';
import { pageAt, routeAt, staticRoutes } from './router';

const member = { id: '1', roles: [] } as unknown as CurrentUser;

describe('pageAt: the page whose code to load early', () => {
  it('pages for everyone, before the session is known', () => {
    expect(pageAt('/crisis', undefined)).toBeDefined();
    expect(pageAt('/crisis', null)).toBe(pageAt('/crisis', member));
    expect(pageAt('/checkup', undefined)).toBeUndefined();
    expect(pageAt('/', undefined)).toBeUndefined();
  });

  it('the page the session leads to, none where the visitor will be sent away', () => {
    expect(pageAt('/checkup', member)).toBeDefined();
    expect(pageAt('/checkup', member)).not.toBe(pageAt('/insights', member));
    expect(pageAt('/checkup', null)).toBeUndefined();
    expect(pageAt('/forgot-password', null)).toBeDefined();
    expect(pageAt('/forgot-password', member)).toBeUndefined();
    // `/` is the home page for a member; a visitor's `/`, sign-in and sign-up are the server's
    // pages (server-page.tsx): no code of the app's to load for them.
    expect(pageAt('/', member)).toBeDefined();
    expect(pageAt('/', null)).toBeUndefined();
    expect(pageAt('/sign-in', null)).toBeUndefined();
    expect(pageAt('/sign-up', null)).toBeUndefined();
    // The care center has its own page, chat the area page; any other path is the not-found page, for members.
    expect(pageAt('/care', member)).toBeDefined();
    expect(pageAt('/care', member)).not.toBe(pageAt('/chat', member));
    expect(pageAt('/providers/new', member)).not.toBe(pageAt('/providers/abc', member));
    expect(pageAt('/groups/night-shift', member)).toBeDefined();
    expect(pageAt('/nowhere', member)).toBeDefined();
    expect(pageAt('/nowhere', member)).not.toBe(pageAt('/checkup', member));
  });

  it('preloading a page brings its code and its texts in the language of the moment', async () => {
    // Fresh modules: the test setup has loaded every text in the shared ones.
    vi.resetModules();
    const i18n = await import('../lib/i18n');
    const router = await import('./router');
    await i18n.setupI18n('fr');
    expect(i18n.t('privacy.title', { defaultValue: 'not yet' })).toBe('not yet');
    await router.pageAt('/privacy', null)?.preload();
    expect(i18n.t('privacy.title')).toBe('Confidentialité');
  });

  it("asks for the home page's data beside its code, for a member only", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL | string) => {
        asked.push(new URL(url).pathname);
        return new Response(JSON.stringify({ data: [] }), {
          headers: { 'content-type': 'application/vnd.api+json' },
        });
      }),
    );
    await pageAt('/', null)?.preload();
    expect(asked).toEqual([]);
    await pageAt('/', member)?.preload();
    expect(asked.sort()).toEqual(['/api/checkups', '/api/recommendations']);
    vi.unstubAllGlobals();
  });
});

describe('the static routes pageAt looks up first', () => {
  it('are every route without parameters, each found as React Router finds it', () => {
    const found = staticRoutes();
    expect(found.get('/checkup')?.area).toBe('signed-in');
    expect(found.get('/crisis')?.area).toBe('open');
    expect(found.get('/')?.area).toBe('home');
    expect(found.size).toBeGreaterThan(20);
    expect([...found.keys()].some((path) => /[:*]/.test(path))).toBe(false);
    for (const [path, entry] of found) expect(routeAt(path), path).toEqual(entry);
  });

  it('leave other spellings of a path to React Router', () => {
    expect(pageAt('/checkup/', member)).toBe(pageAt('/checkup', member));
    expect(pageAt('/Checkup', member)).toBe(pageAt('/checkup', member));
  });
});

describe('FIRST_SCREENS: the pages whose code the server links in a member page', () => {
  it.each(Object.entries(FIRST_SCREENS))(
    '%s is the page the router shows there, with the same texts',
    (path, screen) => {
      const shown = pageAt(path, member);
      expect(shown?.texts).toEqual(screen.texts);
      // The module the page's loader imports (as written in router.tsx, relative to src/app/).
      const named = screen.module.replace(/^src\//, '').replace(/\.tsx$/, '');
      expect(String(shown?.load)).toContain(named);
    },
  );
});
