import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

const SECTIONS = [
  {
    id: 'collected',
    items: ['collected_account', 'collected_profile', 'collected_checkups', 'collected_security'],
  },
  { id: 'who', items: ['who_you', 'who_shared', 'who_organizations', 'who_never', 'who_aggregates'] },
  { id: 'trackers', body: 'trackers_body' },
  { id: 'deletion', body: 'deletion_body' },
  { id: 'contact', body: 'contact_body' },
] as const;

/** What Evenkeel keeps, who sees what, and how to have it deleted; public, in both languages. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('privacy.title')}</Title>
      <Text>{t('privacy.intro')}</Text>
      {SECTIONS.map((section) => (
        <Stack gap="xs" key={section.id} component="section" aria-labelledby={`privacy-${section.id}`}>
          <Title order={2} id={`privacy-${section.id}`}>
            {t(`privacy.${section.id}_title`)}
          </Title>
          {'items' in section ? (
            <List spacing="xs">
              {section.items.map((item) => (
                <List.Item key={item}>{t(`privacy.${item}`)}</List.Item>
              ))}
            </List>
          ) : (
            <Text>{t(`privacy.${section.body}`)}</Text>
          )}
        </Stack>
      ))}
      <Anchor component={Link} to={paths.home}>
        {t('privacy.back_home')}
      </Anchor>
    </Stack>
  );
}
