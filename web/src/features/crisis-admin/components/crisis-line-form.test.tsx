import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, setupI18n } from '../../../lib/i18n';
import { attributesOf, CrisisLineForm, type CrisisLineValues, emptyValues } from './crisis-line-form';

beforeAll(async () => {
  await setupI18n('en');
});

function renderForm(onSubmit: (values: CrisisLineValues) => void, errors: Record<string, string> = {}) {
  return render(
    <MantineProvider>
      <CrisisLineForm
        title="Add a crisis line"
        initial={emptyValues('CA')}
        countries={[
          { code: 'CA', name: 'Canada' },
          { code: 'FR', name: 'France' },
        ]}
        errors={errors}
        busy={false}
        submitLabel="Add the line"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </MantineProvider>,
  );
}

describe('CrisisLineForm', () => {
  it('labels every field and sends both languages’ texts as API attributes', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name in English' }), 'SOS Friendship');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name in French' }), 'SOS Amitié');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '09 72 39 40 50');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Languages' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Languages' }), 'fr');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Source (the organization’s official page)' }),
      'https://www.sos-amitie.com/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add the line' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(attributesOf(onSubmit.mock.calls[0]?.[0])).toMatchObject({
      country_code: 'FR',
      administrative_area_code: null,
      kind: 'crisis_line',
      name_en: 'SOS Friendship',
      name_fr: 'SOS Amitié',
      phone: '09 72 39 40 50',
      sms: null,
      languages: ['fr'],
      position: 0,
      available_24_7: true,
      source_url: 'https://www.sos-amitie.com/',
    });
  });

  it('shows the server’s messages next to their fields, in French too', async () => {
    await changeLocale('fr');
    renderForm(() => {}, {
      source_url: 'Source doit être une adresse sécurisée complète commençant par https://.',
    });
    expect(
      screen.getByRole('textbox', { name: 'Source (la page officielle de l’organisme)' }),
    ).toHaveAccessibleDescription(expect.stringContaining('commençant par https://'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await changeLocale('en');
  });
});
