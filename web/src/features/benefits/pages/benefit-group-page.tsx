import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { benefitGroupUpdateSchema } from '@evenkeel/common';
import { Alert, Anchor, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useResourceForm } from '../../../components/use-resource-form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import type { BenefitGroup, Coverage } from '../api/types';
import {
  useBenefitGroup,
  useCoverages,
  useDeleteBenefitGroup,
  useDeleteCoverage,
  useUpdateBenefitGroup,
} from '../api/use-benefit-groups';
import { CoverageFacts, coverageName } from '../components/coverage-card';
import { CoverageForm } from '../components/coverage-form';
import { DocumentsSection } from '../components/documents-section';
import { GroupForm } from '../components/group-form';
import { MembersSection } from '../components/members-section';
import { PlainList } from '../components/plain-list';

/** Name and description, and deleting the group after a confirmation. */
function GroupSettings({ group }: { group: BenefitGroup }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const form = useResourceForm({
    initial: () => ({
      name: group.name_en,
      nameFr: group.name_fr ?? '',
      description: group.description ?? '',
    }),
    schema: benefitGroupUpdateSchema,
    input: ({ name, nameFr, description }) => ({
      name,
      name_fr: nameFr.trim() || null,
      description: description.trim() || null,
    }),
    mutation: useUpdateBenefitGroup(group.id),
    variables: (data) => data,
    success: () => t('benefits.saved'),
  });
  const remove = useDeleteBenefitGroup(group.id);
  const [confirming, setConfirming] = useState(false);
  const destroy = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast('success', t('benefits.deleted'));
        navigate(generatePath(paths.organizationBenefits, { slug: group.organization_slug }));
      },
      onError: (error) => reportApiError(error, translate),
    });
  return (
    <Stack gap="md">
      <GroupForm title={t('benefits.edit_title')} submitLabel={t('benefits.save')} form={form} />
      {can(group, 'delete') &&
        (confirming ? (
          <Alert color="red" role="alert">
            <Stack gap="sm">
              <Text>{t('benefits.delete_group_confirm', { name: group.name })}</Text>
              <Group>
                <Button color="red.9" onClick={destroy} loading={remove.isPending}>
                  {t('benefits.confirm')}
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('benefits.cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <div>
            <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
              {t('benefits.delete_group')}
            </Button>
          </div>
        ))}
    </Stack>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; coverage: Coverage } | null;

/** What the group covers; its administrators add, change and delete coverage. */
function CoverageSection({ group }: { group: BenefitGroup }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const coverages = useCoverages(group.id);
  const remove = useDeleteCoverage();
  const [editing, setEditing] = useState<Editing>(null);
  const list = coverages.data ?? [];
  const manage = can(group, 'manage_coverage');
  return (
    <Stack gap="md">
      {coverages.isPending ? (
        <Loader size="sm" role="status" aria-label={t('benefits.loading')} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('benefits.coverage_none')}</Text>
      ) : (
        <PlainList gap="sm">
          {list.map((coverage) => {
            const name = coverageName(t, coverage);
            return (
              <Card key={coverage.id} component="li" withBorder padding="md">
                <Stack gap="xs">
                  <Title order={3} size="h4">
                    {name}
                  </Title>
                  <CoverageFacts coverage={coverage} />
                  <Group gap="xs">
                    {can(coverage, 'update') && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('benefits.coverage_edit_named', { name })}
                        onClick={() => setEditing({ mode: 'edit', coverage })}
                      >
                        {t('benefits.coverage_edit')}
                      </Button>
                    )}
                    {can(coverage, 'delete') && (
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        aria-label={t('benefits.coverage_delete_named', { name })}
                        onClick={() =>
                          remove.mutate(coverage.id, {
                            onSuccess: () => showToast('success', t('benefits.coverage_deleted')),
                            onError: (error) => reportApiError(error, translate),
                          })
                        }
                      >
                        {t('benefits.coverage_delete')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </PlainList>
      )}
      {manage &&
        (editing ? (
          <Card withBorder padding="lg">
            <CoverageForm
              key={editing.mode === 'edit' ? editing.coverage.id : 'new'}
              group={group.id}
              coverage={editing.mode === 'edit' ? editing.coverage : undefined}
              onDone={() => setEditing(null)}
              onCancel={() => setEditing(null)}
            />
          </Card>
        ) : (
          <div>
            <Button onClick={() => setEditing({ mode: 'create' })}>{t('benefits.coverage_add')}</Button>
          </div>
        ))}
    </Stack>
  );
}

/**
 * A benefit group: what it covers and its documents for its members; for the organization's
 * administrators also its name, members, coverage editor and booklet upload.
 */
export default function BenefitGroupPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const found = useBenefitGroup(slug);
  useDocumentTitle(found.data?.name ?? t('benefits.manage_title'));
  return (
    <QueryView query={found} loadingLabel={t('benefits.loading')}>
      {(group) => {
        const admin = can(group, 'update');
        return (
          <Stack gap="lg" maw={880}>
            {admin ? (
              <Anchor
                component={Link}
                to={generatePath(paths.organizationBenefits, { slug: group.organization_slug })}
                size="sm"
              >
                {t('benefits.back_to_groups')}
              </Anchor>
            ) : (
              <Anchor component={Link} to={paths.myBenefits} size="sm">
                {t('benefits.my_title')}
              </Anchor>
            )}
            <Title order={1}>{group.name}</Title>
            <Text size="sm">{t('benefits.organization', { name: group.organization_name })}</Text>
            {group.description && <Text>{group.description}</Text>}
            <section aria-labelledby="benefit-coverage">
              <Stack gap="md">
                <Title order={2} size="h3" id="benefit-coverage">
                  {t('benefits.coverage_title')}
                </Title>
                <CoverageSection group={group} />
              </Stack>
            </section>
            <Divider />
            <section aria-labelledby="benefit-documents">
              <Stack gap="md">
                <Title order={2} size="h3" id="benefit-documents">
                  {t('benefits.documents_title')}
                </Title>
                <DocumentsSection
                  owner={{ kind: 'benefit_group', slug: group.id }}
                  canAdd={can(group, 'manage_documents')}
                />
              </Stack>
            </section>
            {can(group, 'manage_members') && (
              <>
                <Divider />
                <section aria-labelledby="benefit-members">
                  <Stack gap="md">
                    <Title order={2} size="h3" id="benefit-members">
                      {t('benefits.members_title')}
                    </Title>
                    <MembersSection group={group.id} />
                  </Stack>
                </section>
              </>
            )}
            {admin && (
              <>
                <Divider />
                <GroupSettings group={group} />
              </>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
