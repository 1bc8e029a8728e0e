import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import type { Coverage } from '../api/types';
import { useMyCoverage } from '../api/use-my-coverage';
import { CoverageFacts, coverageName } from '../components/coverage-card';
import { CoverageUses } from '../components/coverage-uses';
import { DocumentsSection } from '../components/documents-section';
import { PlainList } from '../components/plain-list';
import { RecordUseForm } from '../components/record-use-form';

type GroupOfCoverage = { slug: string; name: string; coverages: Coverage[] };

/** The coverages of each benefit group, in the order the server gives (by group, then target). */
function byGroup(coverages: Coverage[]): GroupOfCoverage[] {
  const groups = new Map<string, GroupOfCoverage>();
  for (const coverage of coverages) {
    const group = groups.get(coverage.benefit_group_slug) ?? {
      slug: coverage.benefit_group_slug,
      name: coverage.benefit_group_name,
      coverages: [],
    };
    group.coverages.push(coverage);
    groups.set(group.slug, group);
  }
  return [...groups.values()];
}

/** One coverage of the member: what is left, their uses, and recording one. */
function MyCoverage({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation();
  const [recording, setRecording] = useState(false);
  const name = coverageName(t, coverage);
  return (
    <Card withBorder component="li" padding="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {name}
        </Title>
        <CoverageFacts coverage={coverage} />
        <CoverageUses coverage={coverage} />
        {can(coverage, 'record_use') &&
          (recording ? (
            <RecordUseForm coverage={coverage} onDone={() => setRecording(false)} />
          ) : (
            <div>
              <Button
                variant="light"
                onClick={() => setRecording(true)}
                aria-label={t('benefits.record_open_named', { name })}
              >
                {t('benefits.record_open')}
              </Button>
            </div>
          ))}
      </Stack>
    </Card>
  );
}

/**
 * "My benefits": each benefit group the member is in, what it covers, what is left this plan
 * year, their own uses (private), and the group's documents (the plan booklet).
 */
export default function MyBenefitsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('benefits.my_title'));
  const coverage = useMyCoverage();
  const groups = byGroup(coverage.data ?? []);
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{t('benefits.my_title')}</Title>
      <Text>{t('benefits.my_intro')}</Text>
      {coverage.isPending ? (
        <Loader role="status" aria-label={t('benefits.loading')} />
      ) : groups.length === 0 ? (
        <Text c="dimmed">{t('benefits.my_none')}</Text>
      ) : (
        groups.map((group) => (
          <section key={group.slug} aria-labelledby={`benefit-group-${group.slug}`}>
            <Stack gap="md">
              <Title order={2} size="h3" id={`benefit-group-${group.slug}`}>
                {group.name}
              </Title>
              <PlainList gap="md">
                {group.coverages.map((item) => (
                  <MyCoverage key={item.id} coverage={item} />
                ))}
              </PlainList>
              <Title order={3} size="h4">
                {t('benefits.documents_title')}
              </Title>
              <DocumentsSection owner={{ kind: 'benefit_group', slug: group.slug }} canAdd={false} />
            </Stack>
          </section>
        ))
      )}
    </Stack>
  );
}
