import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { signUpSchema } from '../schemas/accounts';
import { catalogues } from './catalogues';
import { fieldErrors, type Translate } from './validation';

function translatorFor(locale: 'en' | 'fr'): Translate {
  const common = catalogues[locale].common as Record<string, Record<string, string>>;
  return (key, params = {}) => {
    const [group = '', name = ''] = key.split('.');
    const message = common[group]?.[name];
    if (message === undefined) return String(params.defaultValue ?? key);
    return String(new IntlMessageFormat(message, locale).format(params as Record<string, string>));
  };
}

describe('fieldErrors', () => {
  it('gives one message per field with a JSON pointer, in the chosen language', () => {
    const result = signUpSchema.safeParse({
      email: 'nope',
      password: 'abc',
      first_name: 'A',
      last_name: 'B',
      extra: 1,
    });
    if (result.success) throw new Error('expected failure');
    const english = fieldErrors(result.error, translatorFor('en'));
    expect(english).toEqual(
      expect.arrayContaining([
        {
          field: 'email',
          pointer: '/data/attributes/email',
          message: 'Enter a valid e-mail address, like name@example.com.',
        },
        {
          field: 'password',
          pointer: '/data/attributes/password',
          message: 'Password must be at least 8 characters long.',
        },
        {
          field: 'extra',
          pointer: '/data/attributes/extra',
          message: '“extra” is not a field that can be set here. Remove it and try again.',
        },
      ]),
    );
    const french = fieldErrors(result.error, translatorFor('fr'));
    expect(french.find((error) => error.field === 'password')?.message).toBe(
      'Mot de passe doit comporter au moins 8 caractères.',
    );
  });

  it('says a missing field is required', () => {
    const result = signUpSchema.safeParse({});
    if (result.success) throw new Error('expected failure');
    const errors = fieldErrors(result.error, translatorFor('en'));
    expect(errors.find((error) => error.field === 'first_name')?.message).toBe('First name is required.');
  });
});
