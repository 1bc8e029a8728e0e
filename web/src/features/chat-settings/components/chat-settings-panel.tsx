import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Title.css';
import { Stack, Switch, Text, Title } from '@mantine/core';
import { QueryView } from '../../../components/query-view';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { type ChatSetting, useChatPreferences, useSaveChatPreference } from '../api/use-chat-preferences';
import { BlockedPeople } from './blocked-people';

const SETTINGS = [
  'read_receipts',
  'typing_indicator',
  'message_notifications',
] as const satisfies ChatSetting[];

/**
 * The chat settings (issue 29): read receipts and the typing indicator (off until turned on,
 * and shown only when both people turned them on), e-mail and push for unread messages (on
 * until turned off); each switch saves on its own. Below them, the people the member blocked.
 */
export function ChatSettingsPanel() {
  const { t } = useTranslation();
  const query = useChatPreferences();
  const save = useSaveChatPreference();

  const change = (id: string, setting: ChatSetting, on: boolean) =>
    save.mutate(
      { id, change: { [setting]: on } },
      {
        onSuccess: () => showToast('success', t('chat_settings.saved')),
        onError: () => showToast('danger', t('chat_settings.failed')),
      },
    );

  return (
    <Stack gap="xl" maw={560}>
      <section aria-labelledby="chat-settings-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="chat-settings-title">
            {t('chat_settings.title')}
          </Title>
          <Text>{t('chat_settings.intro')}</Text>
          <QueryView query={query}>
            {(preferences) => (
              <Stack gap="lg">
                {SETTINGS.map((setting) => (
                  <Switch
                    key={setting}
                    label={t(`chat_settings.${setting}`)}
                    description={t(`chat_settings.${setting}_help`)}
                    checked={preferences[setting]}
                    onChange={(event) => change(preferences.id, setting, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            )}
          </QueryView>
        </Stack>
      </section>
      <BlockedPeople />
    </Stack>
  );
}
