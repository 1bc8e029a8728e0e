import { describe, expect, it } from 'vitest';
import { precompileCatalogue } from '../../scripts/icu-precompile';
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
