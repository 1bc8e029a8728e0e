import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { QueryView } from '../../../components/query-view';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { type ShareLink, useShareLinks } from '../api/use-share-links';
import { CreatedLink } from './created-link';
import { formatDate, formatDateTime, STATE_KEYS } from './link-words';
import { RevokeModal } from './revoke-modal';

// The form (and the schema it checks with, which brings the validation library) loads when a
// member opens it, not with the insights page (issue 32's byte budget, bench/bundle-size.ts).
const ShareLinkForm = lazy(() => import('./share-link-form').then((m) => ({ default: m.ShareLinkForm })));

const SECTION_TITLE = 'share-links-title';

/**
 * "Share with someone outside Evenkeel" on the insights page (issue 32 §5): make a read-only link
 * (its address and code shown once), and the member's links with their state, openings and
 * Revoke (`can(link, 'revoke')`).
 */
export function ShareLinksSection() {
  const { t } = useTranslation();
  const query = useShareLinks();
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<ShareLink | null>(null);
  const [revoking, setRevoking] = useState<{ link: ShareLink; name: string } | null>(null);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={SECTION_TITLE}>
      <Stack gap="md">
        <Title order={2} id={SECTION_TITLE}>
          {t('share_links.title')}
        </Title>
        <Text>{t('share_links.intro')}</Text>
        {created && <CreatedLink link={created} onDone={() => setCreated(null)} />}
        {formOpen ? (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t('layout.loading')} />}>
            <ShareLinkForm
              onCreated={(link) => {
                setFormOpen(false);
                setCreated(link);
              }}
              onCancel={() => setFormOpen(false)}
            />
          </Suspense>
        ) : query.data?.canCreate ? (
          <Group>
            <Button
              onClick={() => {
                setCreated(null);
                setFormOpen(true);
              }}
            >
              {t('share_links.create')}
            </Button>
          </Group>
        ) : (
          query.data && <Text>{t('share_links.at_most')}</Text>
        )}
        <Title order={3}>{t('share_links.list_title')}</Title>
        <QueryView query={query}>
          {({ links }) =>
            links.length === 0 ? (
              <Text c="dimmed">{t('share_links.empty')}</Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {links.map((link) => (
                  <LinkItem key={link.id} link={link} onRevoke={(name) => setRevoking({ link, name })} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
      <RevokeModal revoking={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}

function LinkItem({ link, onRevoke }: { link: ShareLink; onRevoke: (name: string) => void }) {
  const { t } = useTranslation();
  const name = link.label || t('share_links.untitled', { date: formatDate(link.created_at) });
  const parts = [
    t('share_links.part_insights'),
    ...(link.include_answers ? [t('share_links.part_answers')] : []),
    ...(link.include_logs ? [t('share_links.part_logs')] : []),
  ].join(', ');
  const opened = [
    t('share_links.opened', { count: link.open_count }),
    ...(link.last_opened_at
      ? [t('share_links.last_opened', { date: formatDateTime(link.last_opened_at) })]
      : []),
  ].join(', ');
  return (
    <Card component="li" withBorder padding="md" id={`share-link-${link.id}`} tabIndex={-1}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge variant="light" color={link.state === 'active' ? 'evenkeel' : 'gray'}>
            {t(STATE_KEYS[link.state])}
          </Badge>
        </Group>
        <Text size="sm">{t('share_links.until', { date: formatDateTime(link.expires_at) })}</Text>
        <Text size="sm">{t('share_links.shows', { parts })}</Text>
        {link.code_required && <Text size="sm">{t('share_links.with_code')}</Text>}
        <Text size="sm">{opened}</Text>
        {can(link, 'revoke') && (
          <Group>
            <Button
              variant="default"
              color="red.8"
              onClick={() => onRevoke(name)}
              aria-label={t('share_links.revoke_named', { name })}
            >
              {t('share_links.revoke')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
