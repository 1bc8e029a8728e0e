import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { Tip } from '../api/types';
import { useContentOwners } from '../api/use-content-owners';
import { useManagedTips } from '../api/use-manage-tips';
import { useTopics } from '../api/use-topics';
import { ContentActions } from '../components/content-actions';
import { ManagedFacts, ManagedList, ViewSelect } from '../components/managed-items';
import { VIEWS, type View } from '../components/state-views';
import { TipForm } from '../components/tip-form';

type Editing = { mode: 'create' } | { mode: 'edit'; tip: Tip } | null;
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** Organization and platform administrators: the tips they manage by state, the trash, and a tip's form. */
export default function ManageTipsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.tips_manage.title'));
  const { owners } = useContentOwners();
  const topics = useTopics();
  const [view, setView] = useState<View>('current');
  const [editing, setEditing] = useState<Editing>(null);
  const tips = useManagedTips([...VIEWS[view]]);

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={paths.manageArticles} size="sm">
        {t('content.tips_manage.back')}
      </Anchor>
      <Title order={1}>{t('content.tips_manage.title')}</Title>
      <Text>{t('content.tips_manage.intro')}</Text>
      <Group align="flex-end" justify="space-between">
        <ViewSelect view={view} onChange={setView} />
        <Button onClick={() => setEditing({ mode: 'create' })} disabled={owners.length === 0}>
          {t('content.tips_manage.new')}
        </Button>
      </Group>
      {editing && topics.data && (
        <Card withBorder padding="lg">
          <TipForm
            key={editing.mode === 'edit' ? editing.tip.id : 'new'}
            tip={editing.mode === 'edit' ? editing.tip : undefined}
            topics={topics.data}
            owners={owners}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Card>
      )}
      {view === 'trash' && <Text size="sm">{t('content.tips_manage.trash_intro')}</Text>}
      <ManagedList
        items={tips.data ?? []}
        pending={tips.isPending}
        empty={t(view === 'trash' ? 'content.manage.trash_empty' : 'content.tips_manage.none')}
      >
        {(tip) => (
          <>
            <Text lang={tip.language}>{tip.text}</Text>
            <ManagedFacts item={tip}>
              <Badge variant="outline" color="gray.8" size="sm">
                {t(`content.tips.difficulty.${tip.difficulty}`)}
              </Badge>
            </ManagedFacts>
            <Group gap="xs">
              {can(tip, 'update') && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('content.tips_manage.edit_named', { title: short(tip.text) })}
                  onClick={() => setEditing({ mode: 'edit', tip })}
                >
                  {t('content.tips_manage.edit')}
                </Button>
              )}
              <ContentActions item={tip} name={short(tip.text)} />
            </Group>
          </>
        )}
      </ManagedList>
    </Stack>
  );
}
