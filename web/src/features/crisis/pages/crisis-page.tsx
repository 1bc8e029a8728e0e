import { Alert, Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isMobileUserAgent } from '../../../lib/device';
import { EMERGENCY_LINES, telHref } from '../data/emergency-lines';

/** Crisis help for everyone, signed in or not: emergency numbers first, then crisis lines. */
export default function CrisisPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('crisis.title'));
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const canText = isMobileUserAgent();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('crisis.title')}</Title>
      <Alert color="red" variant="light" role="note" title={t('crisis.danger_title')}>
        {t('crisis.danger_body')}
      </Alert>
      <Text>{t('crisis.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {EMERGENCY_LINES.map((country) => (
          <Card
            key={country.countryCode}
            withBorder
            component="section"
            aria-labelledby={`crisis-${country.countryCode}`}
          >
            <Title order={2} size="h4" id={`crisis-${country.countryCode}`}>
              {countryName.of(country.countryCode)}
            </Title>
            <Text mt="xs">
              {t('crisis.emergency')}{' '}
              <Anchor href={telHref(country.emergency)} fw={700}>
                {country.emergency}
              </Anchor>
            </Text>
            <List mt="xs" spacing="xs">
              {country.lines.map((line) => (
                <List.Item key={line.name}>
                  <Text span fw={600}>
                    {line.name}
                  </Text>
                  {' — '}
                  {t('crisis.call')} <Anchor href={telHref(line.phone)}>{line.phone}</Anchor>
                  {line.text && (
                    <>
                      {' · '}
                      {t('crisis.text')}{' '}
                      {/* A text message starts only on a phone; a desktop shows the number to use. */}
                      {canText ? (
                        <Anchor href={`sms:${line.text}`}>{line.text}</Anchor>
                      ) : (
                        <Text span fw={700}>
                          {line.text}
                        </Text>
                      )}
                    </>
                  )}
                  {' · '}
                  {t('crisis.always_open')}
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {t('crisis.elsewhere')}
      </Text>
    </Stack>
  );
}
