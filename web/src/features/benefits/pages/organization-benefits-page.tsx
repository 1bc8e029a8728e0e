import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { benefitGroupCreateSchema } from '@evenkeel/common';
import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link, useParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useResourceForm } from '../../../components/use-resource-form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useOrganization } from '../../organizations';
import { useBenefitGroups, useCreateBenefitGroup } from '../api/use-benefit-groups';
import { GroupForm } from '../components/group-form';
import { PlainList } from '../components/plain-list';

function CreateBenefitGroupForm({ organization }: { organization: string }) {
  const { t } = useTranslation();
  const form = useResourceForm({
    initial: () => ({ name: '', nameFr: '', description: '' }),
    schema: benefitGroupCreateSchema,
    input: ({ name, nameFr, description }) => ({
      name,
      ...(nameFr.trim() ? { name_fr: nameFr } : {}),
      ...(description.trim() ? { description } : {}),
    }),
    mutation: useCreateBenefitGroup(organization),
    variables: (data) => data,
    success: () => t('benefits.created'),
    reset: true,
  });
  return (
    <GroupForm title={t('benefits.create_title')} submitLabel={t('benefits.create')} required form={form} />
  );
}

/** An organization's benefit groups, for its administrators: the list and a form for a new one. */
export default function OrganizationBenefitsPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const organization = useOrganization(slug);
  const groups = useBenefitGroups(slug);
  useDocumentTitle(t('benefits.manage_title'));
  return (
    <QueryView query={organization} loadingLabel={t('benefits.loading')}>
      {(org) => {
        const list = groups.data ?? [];
        return (
          <Stack gap="lg" maw={880}>
            <Anchor component={Link} to={generatePath(paths.organization, { slug })} size="sm">
              {t('benefits.back_to_organization', { name: org.name })}
            </Anchor>
            <Title order={1}>{t('benefits.manage_title')}</Title>
            <Text>{t('benefits.manage_intro')}</Text>
            {groups.isPending ? (
              <Loader size="sm" role="status" aria-label={t('benefits.loading')} />
            ) : list.length === 0 ? (
              <Text c="dimmed">{t('benefits.groups_none')}</Text>
            ) : (
              <PlainList gap="sm">
                {list.map((group) => (
                  <Card key={group.id} component="li" withBorder padding="md">
                    <Group justify="space-between" wrap="wrap">
                      <Anchor
                        component={Link}
                        to={generatePath(paths.benefitGroup, { slug: group.id })}
                        fw={600}
                      >
                        {group.name}
                      </Anchor>
                      {group.member_count !== undefined && (
                        <Text size="sm">{t('benefits.member_count', { count: group.member_count })}</Text>
                      )}
                    </Group>
                    {group.description && <Text size="sm">{group.description}</Text>}
                  </Card>
                ))}
              </PlainList>
            )}
            {can(org, 'manage_benefits') && (
              <Card withBorder padding="lg">
                <CreateBenefitGroupForm organization={slug} />
              </Card>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
