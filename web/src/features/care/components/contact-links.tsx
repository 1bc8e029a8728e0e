import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** Phone, e-mail and website as links (chat comes with the chat capability). */
export function ContactLinks({
  phone,
  email,
  url,
  name,
}: {
  phone: string | null;
  email: string | null;
  url: string | null;
  /** Whose channels: named in each link's accessible name. */
  name: string;
}) {
  const { t } = useTranslation();
  if (!phone && !email && !url) return null;
  // Each name starts with the link's visible text (WCAG 2.5.3: speech users say what they see).
  return (
    <Group gap="md" wrap="wrap">
      {phone && (
        <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={t('care.call', { name, phone })}>
          {phone}
        </Anchor>
      )}
      {email && (
        <Anchor href={`mailto:${email}`} aria-label={t('care.write', { name, email })}>
          {email}
        </Anchor>
      )}
      {url && (
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('care.visit', { name, host: new URL(url).host })}
        >
          {new URL(url).host}
        </Anchor>
      )}
    </Group>
  );
}
