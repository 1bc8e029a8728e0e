import { describe, expect, it } from 'vitest';
import { ApiError } from './http/errors';
import { dynamicKey, translator } from './i18n';

describe('server translations', () => {
  it('translate typed keys in both languages', () => {
    expect(translator('fr')('errors.not_found')).toBe(
      'Cette page ou cet élément est introuvable. Il a peut-être été supprimé.',
    );
    expect(translator('en')('server:mail.signature')).not.toBe('server:mail.signature');
  });

  it('refuse, at type-check time, a key or an error code that does not exist', () => {
    const t = translator('en');
    // @ts-expect-error: not a key of the catalogues (npm run typecheck fails without this line's error)
    expect(t('errors.no_such_message')).toBe('errors.no_such_message');
    // @ts-expect-error: not an error code clients know
    expect(new ApiError(404, 'gone_fishing', 'errors.not_found').status).toBe(404);
    // @ts-expect-error: not a key of the catalogues
    expect(new ApiError(404, 'not_found', 'errors.gone_fishing').key).toBe('errors.gone_fishing');
    // Keys built at run time pass only through dynamicKey, on purpose.
    expect(t(dynamicKey('fields.email'))).toBe('E-mail');
  });
});
