import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/List.css';
import { Accordion, List, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Invitation } from '../api/use-invitations';

type Audience = 'connection' | 'reporter' | 'administrator' | 'provider' | 'member';

/** Which row of spec §6's table an invitation falls under. */
export function audienceOf(invitation: Pick<Invitation, 'scope' | 'role'>): Audience {
  if (invitation.scope === 'connection') return 'connection';
  if (invitation.role === 'reporter') return 'reporter';
  if (invitation.scope === 'provider' || invitation.role === 'provider') return 'provider';
  if (invitation.role === 'administrator') return 'administrator';
  return 'member';
}

/** The expandable 'Will my data be shared?' section, with spec §6's wording per role. */
export function SharingDisclosure({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const audience = audienceOf(invitation);
  return (
    <Accordion variant="contained" chevronPosition="right">
      <Accordion.Item value="sharing">
        <Accordion.Control>{t('invitations.disclosure.title')}</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="xs">
            {t(`invitations.disclosure.${audience}.who`, { name: invitation.name })}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              {t('invitations.disclosure.can_view')} {t(`invitations.disclosure.${audience}.view`)}
            </List.Item>
            <List.Item>
              {t('invitations.disclosure.can_do')} {t(`invitations.disclosure.${audience}.do`)}
            </List.Item>
          </List>
          {(audience === 'member' || audience === 'administrator') && (
            <Text size="sm" mt="xs" fw={600}>
              {t('invitations.disclosure.no_results')}
            </Text>
          )}
          <Text size="sm" mt="xs">
            {t('invitations.disclosure.never_shared')}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
