import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { DocumentsSection } from '../../benefits';
import type { Provider } from '../api/use-providers';

/**
 * A provider's licences, shown on request (docs/benefits.md, "Provider documents on request"):
 * nothing is loaded until the button is pressed, and the button is there only when
 * `meta.abilities.view_documents` says the reader may ask. Their owner adds and removes them here.
 */
export function LicencesSection({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (!can(provider, 'view_documents')) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('care.licences_title')}
        </Title>
        <Button
          variant="default"
          w="fit-content"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown(!shown)}
        >
          {shown ? t('care.hide_licences') : t('care.show_licences')}
        </Button>
        <div id={listId}>
          {shown && (
            <DocumentsSection
              owner={{ kind: 'provider', slug: provider.id }}
              canAdd={can(provider, 'update')}
              emptyText={t('care.licences_none')}
            />
          )}
        </div>
      </Stack>
    </section>
  );
}
