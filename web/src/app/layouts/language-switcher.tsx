import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { LOCALE_NAMES, LOCALE_SWITCH_DESCRIPTIONS, LOCALES, type Locale } from '@evenkeel/common/locale';
import { Button } from '@mantine/core';
import { useSession, useUpdateProfile } from '../../features/session';
import { changeLocale, rememberLocale, useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toasts';

/**
 * One button naming the other language in that language ("Français" on an English page,
 * "English" on a French one), as bilingual sites do: short enough for a phone's header, and
 * its `lang` lets a screen reader pronounce it. Signed in, the choice is saved in the profile
 * (e-mails follow it).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { data: user } = useSession();
  const update = useUpdateProfile();
  const other = LOCALES.find((locale) => locale !== i18n.language) ?? LOCALES[0];
  const choose = async (locale: Locale) => {
    await changeLocale(locale);
    rememberLocale(locale);
    if (user && user.locale !== locale) {
      update.mutate(
        { slug: user.id, attributes: { locale } },
        { onError: () => showToast('danger', t('errors.generic')) },
      );
    }
  };
  return (
    <Button
      variant="default"
      size="compact-sm"
      lang={other}
      title={LOCALE_SWITCH_DESCRIPTIONS[other]}
      onClick={() => void choose(other)}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}
