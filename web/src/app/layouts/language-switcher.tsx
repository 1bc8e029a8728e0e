import { LOCALES, type Locale } from '@evenkeel/common/locale';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession, useUpdateProfile } from '../../features/session';
import { changeLocale, rememberLocale } from '../../lib/i18n';
import { showToast } from '../../lib/toasts';

const LABELS: Record<Locale, string> = { en: 'English', fr: 'Français' };
const SHORT: Record<Locale, string> = { en: 'EN', fr: 'FR' };

/** Always visible; signed in, the choice is saved in the profile (e-mails follow it). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { data: user } = useSession();
  const update = useUpdateProfile();
  const choose = async (value: string) => {
    const locale = value as Locale;
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
    <SegmentedControl
      size="xs"
      value={i18n.language}
      onChange={(value) => void choose(value)}
      aria-label={t('language.label')}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: (
          <span lang={locale} title={LABELS[locale]}>
            <span aria-hidden="true">{SHORT[locale]}</span>
            <span className="visually-hidden">{LABELS[locale]}</span>
          </span>
        ),
      }))}
    />
  );
}
