import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** A password input whose show/hide button is named in the user's language and takes focus. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    // Reachable by keyboard too (Mantine leaves it out of the tab order by default).
    <PasswordInput
      {...props}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('session.show_password') }}
    />
  );
}
