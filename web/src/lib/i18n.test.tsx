import { describe, expect, it, vi } from 'vitest';
import { precompileCatalogue } from '../../scripts/web-texts';
import { changeLocale, setupI18n, t } from './i18n';

describe('texts formatted from catalogues parsed at build time', () => {
  it('formats plurals, selects and arguments in both languages without a parser in the browser', async () => {
    await setupI18n('en');
    expect(t('landing.sign_in')).toBe('Sign in');
    expect(t('session.sign_up.password_hint', { count: 1 })).toBe(
      'At least 1 character. A short sentence is easy to remember.',
    );
    expect(t('session.sign_up.password_hint', { count: 12 })).toMatch(/^At least 12 characters\./);
    await changeLocale('fr');
    expect(t('landing.sign_in')).toBe('Se connecter');
    expect(t('session.sign_up.password_hint', { count: 12 })).toMatch(/^Au moins 12 caractères\./);
  });

  it('falls back to the default value for a key no catalogue holds', async () => {
    await setupI18n('en');
    expect(t('nowhere.to.be.found', { defaultValue: 'Shown instead' })).toBe('Shown instead');
  });

  it('keeps plain text as text, parses ICU syntax, and names a broken message', () => {
    const compiled = precompileCatalogue(
      {
        plain: 'Sign in',
        nested: { plural: '{count, plural, one {# day} other {# days}}' },
        quote: "It's fine",
      },
      'en:web',
    );
    expect(compiled.plain).toBe('Sign in');
    expect(Array.isArray((compiled.nested as Record<string, unknown>).plural)).toBe(true);
    expect(Array.isArray(compiled.quote)).toBe(true);
    expect(() => precompileCatalogue({ group: { broken: 'Hello {name' } }, 'fr:web')).toThrow(
      /fr:web\.group\.broken/,
    );
  });
});

describe('texts loaded in parts', () => {
  /** A fresh copy of the module: nothing loaded yet (the test setup loads every part in the shared one). */
  async function freshI18n() {
    vi.resetModules();
    return import('./i18n');
  }

  it('loads the core parts first, a page part when asked, and speaks it only once it is there', async () => {
    const i18n = await freshI18n();
    await i18n.setupI18n('en');
    expect(i18n.t('layout.loading')).not.toBe('layout.loading');
    // Outside rendering, a part not loaded yet gives the default value while it loads.
    expect(i18n.t('landing.sign_in', { defaultValue: '…' })).toBe('…');
    await i18n.loadTexts(['landing']);
    expect(i18n.t('landing.sign_in')).toBe('Sign in');
  });

  it('suspends a component that shows a part not loaded yet, then shows its text', async () => {
    const i18n = await freshI18n();
    // The same fresh React as the fresh module's: the shared copy's would not see its suspension.
    const { render, screen } = await import('@testing-library/react');
    const { Suspense } = await import('react');
    await i18n.setupI18n('en');
    function Landing() {
      const { t } = i18n.useTranslation();
      return <p>{t('landing.get_started')}</p>;
    }
    render(
      <Suspense fallback={<p>Loading texts</p>}>
        <Landing />
      </Suspense>,
    );
    expect(screen.getByText('Loading texts')).toBeInTheDocument();
    expect(await screen.findByText('Create an account')).toBeInTheDocument();
  });

  it('switching language brings the parts already shown, in the new language', async () => {
    const i18n = await freshI18n();
    await i18n.setupI18n('en');
    await i18n.loadTexts(['landing']);
    await i18n.changeLocale('fr');
    expect(i18n.t('landing.sign_in')).toBe('Se connecter');
  });

  it('a part that cannot load (offline) fails the page once, then loads when asked again', async () => {
    vi.resetModules();
    let refuse = true;
    vi.doMock('virtual:web-texts', async (importOriginal) => {
      const { textLoaders } = await importOriginal<typeof import('virtual:web-texts')>();
      const landing = textLoaders.en.web.landing;
      return {
        textLoaders: {
          ...textLoaders,
          en: {
            ...textLoaders.en,
            web: {
              ...textLoaders.en.web,
              landing: () => (refuse ? Promise.reject(new Error('offline')) : landing()),
            },
          },
        },
      };
    });
    const i18n = await import('./i18n');
    const { render, screen } = await import('@testing-library/react');
    const { Component, Suspense } = await import('react');
    await i18n.setupI18n('en');
    function Landing() {
      i18n.useTexts(['landing']);
      return <p>{i18n.t('landing.get_started')}</p>;
    }
    class Boundary extends Component<{ children: React.ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>Could not load</p> : this.props.children;
      }
    }
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Boundary>
        <Suspense fallback={<p>Loading texts</p>}>
          <Landing />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    first.unmount();
    refuse = false;
    render(
      <Boundary>
        <Suspense fallback={<p>Loading texts</p>}>
          <Landing />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('Create an account')).toBeInTheDocument();
    consoleError.mockRestore();
    vi.doUnmock('virtual:web-texts');
  });
});
