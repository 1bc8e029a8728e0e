import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { type Flat, type organizationResource, organizationUpdateSchema } from '@evenkeel/common';
import { Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Form, FormErrorSummary } from '../../../components/form';
import { useResourceForm } from '../../../components/use-resource-form';
import { useTranslation } from '../../../lib/i18n';
import { initials } from '../../../lib/names';
import { ImageUploadField } from '../../profile';
import { useUpdateOrganization } from '../api/use-update-group';

type Organization = Flat<typeof organizationResource>;

/**
 * Its administrators' own part of the organization's page (issue 31): its name and description,
 * and its logo (chosen, cropped square, uploaded as `organization_logo`, then saved).
 */
export function OrganizationDetails({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const update = useUpdateOrganization(organization.id);
  const form = useResourceForm({
    initial: () => ({ name: organization.name, description: organization.description ?? '' }),
    schema: organizationUpdateSchema,
    mutation: update,
    variables: ({ name, description }) => ({ name, description: description?.trim() ? description : null }),
    success: (saved) => t('groups_management.saved', { name: saved.name }),
  });
  return (
    <Stack gap="md" component="section" aria-labelledby="organization-about">
      <Title order={2} size="h3" id="organization-about">
        {t('groups_management.about_title')}
      </Title>
      <Form onSubmit={form.submit} label={t('groups_management.about_title')}>
        <Stack gap="sm" maw={480}>
          <FormErrorSummary errors={form.errors} />
          <TextInput label={t('groups_management.name')} required {...form.text('name')} />
          <Textarea
            label={t('groups_management.description')}
            autosize
            minRows={2}
            {...form.text('description')}
          />
          <Button type="submit" loading={form.pending} w="fit-content">
            {t('groups_management.save')}
          </Button>
        </Stack>
      </Form>
      <ImageUploadField
        purpose="organization_logo"
        label="logo"
        texts={{
          label: t('groups_management.organization_logo_label'),
          current: t('groups_management.organization_logo_current'),
          saved: t('groups_management.organization_logo_saved'),
        }}
        imageUrl={organization.logo_image_url}
        fallback={initials(organization.name)}
        save={(url) => update.mutateAsync({ logo_image_url: url })}
      />
    </Stack>
  );
}
