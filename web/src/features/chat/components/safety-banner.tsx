import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Stack, Text } from '@mantine/core';
import { CrisisLink } from '../../../components/crisis-link';
import { useTranslation } from '../../../lib/i18n';

/** Chat is not an emergency service (issue 29, Safety): said on the chat screens, crisis help one click away. */
export function SafetyBanner() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" p="sm">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('chat.safety')}</Text>
        <CrisisLink mayWrap />
      </Stack>
    </Alert>
  );
}
