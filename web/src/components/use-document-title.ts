import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';

/** Every page has its own title, read first by screen readers and shown in the tab. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('product.name')}`;
  }, [title, t]);
}
