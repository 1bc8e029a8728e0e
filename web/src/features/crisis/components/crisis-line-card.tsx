import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { isMobileUserAgent } from '../../../lib/device';
import { useTranslation } from '../../../lib/i18n';
import { languageName } from '../../../lib/language-name';
import type { CrisisLine } from '../api/use-crisis-lines';
import { telHref } from '../data/emergency-lines';

/** One line: how to reach it (call, text, chat), when, in which languages, and its source. */
export function CrisisLineCard({ line, headingLevel }: { line: CrisisLine; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const verified = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${line.verified_on}T00:00:00Z`),
  );
  // A text message starts only on a phone; a desktop shows the number to use.
  const canText = isMobileUserAgent();
  const titleId = `crisis-line-${line.id}`;
  return (
    <Card withBorder component="section" aria-labelledby={titleId} data-testid="crisis-line">
      <Stack gap={6}>
        <Title order={headingLevel} size="h4" id={titleId}>
          {line.name}
        </Title>
        {line.description && <Text size="sm">{line.description}</Text>}
        {line.phone && (
          <Text>
            {t('crisis.call')}{' '}
            <Anchor
              href={telHref(line.phone)}
              className="crisis-tel"
              underline="always"
              fw={700}
              fz={line.kind === 'emergency' ? 'xl' : undefined}
            >
              {line.phone}
            </Anchor>
          </Text>
        )}
        {line.sms && (
          <Text>
            {line.sms_body ? t('crisis.text_body', { body: line.sms_body }) : t('crisis.text')}{' '}
            {canText ? (
              <Anchor href={`sms:${line.sms.replace(/[^\d+]/g, '')}`} underline="always">
                {line.sms}
              </Anchor>
            ) : (
              <Text span fw={700}>
                {line.sms}
              </Text>
            )}
          </Text>
        )}
        {line.chat_url && (
          <Anchor href={line.chat_url} target="_blank" rel="noopener noreferrer" underline="always">
            {t('crisis.chat')}
          </Anchor>
        )}
        <Group gap="xs">
          <Text size="sm" fw={600} c="teal.9">
            {line.available_24_7 ? t('crisis.always_open') : (line.hours ?? t('crisis.hours_unknown'))}
          </Text>
          {line.kind !== 'emergency' && line.languages.length > 0 && (
            <Text size="sm" c="gray.7">
              {line.languages.map((code) => languageName(code, i18n.language)).join(', ')}
            </Text>
          )}
        </Group>
        <Text size="xs" c="gray.7">
          {t('crisis.verified', { date: verified })}{' '}
          <Anchor
            href={line.source_url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            underline="always"
          >
            {t('crisis.source')}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
