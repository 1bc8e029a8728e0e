import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { reportApiError, useTranslate } from '../../../components/form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { Article, Tip } from '../api/types';
import { useToggleBookmark } from '../api/use-bookmarks';

/**
 * Bookmarks an item when the server allows it (`meta.abilities.bookmark`); removes the member's
 * own bookmark (`meta.bookmark_id`). Neither: no button.
 */
export function BookmarkButton({ item, name }: { item: Article | Tip; name?: string }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const toggle = useToggleBookmark();
  const bookmarked = Boolean(item.meta?.bookmark_id);
  if (!bookmarked && !can(item, 'bookmark')) return null;
  const label = bookmarked ? t('content.bookmark.remove') : t('content.bookmark.add');
  return (
    <Button
      size="xs"
      variant={bookmarked ? 'light' : 'default'}
      aria-pressed={bookmarked}
      aria-label={name ? `${label}: ${name}` : undefined}
      loading={toggle.isPending}
      onClick={() =>
        toggle.mutate(item, {
          onSuccess: (added) =>
            showToast('success', added ? t('content.bookmark.added') : t('content.bookmark.removed')),
          onError: (error) => reportApiError(error, translate),
        })
      }
    >
      {label}
    </Button>
  );
}
