import './skip-link.css';
import { useTranslation } from '../lib/i18n';

/** First focusable element: keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('layout.skip_to_content')}
    </a>
  );
}
