import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** A form's submit button and its Cancel (the coverage editor, recording a use). */
export function SubmitOrCancel({
  label,
  pending,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button type="submit" loading={pending}>
        {label}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('benefits.cancel')}
      </Button>
    </Group>
  );
}
