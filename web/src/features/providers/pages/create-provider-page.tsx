import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { providerCreateSchema } from '@evenkeel/common';
import { Button, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, FormErrorSummary, reportApiError, useTranslate, validate } from '../../../components/form';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useCurrentUser } from '../../session';
import { useCreateProvider } from '../api/use-create-provider';

/** Where a provider invitation's Create Profile button leads: a minimal profile accepts it. */
export default function CreateProviderPage() {
  const { t, i18n } = useTranslation();
  // The bio is written in the interface's language; the full editor offers both.
  const bioKey = i18n.language === 'fr' ? 'bio_fr' : 'bio_en';
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const create = useCreateProvider();
  const [values, setValues] = useState({ display_name: user.full_name, credentials: '', bio: '' });
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  useDocumentTitle(t('providers.create_title'));

  const submit = () => {
    // The server's own rules first (a display name without a web address, no control characters).
    const checked = validate(
      providerCreateSchema,
      {
        display_name: values.display_name,
        ...(values.credentials.trim() ? { credentials: values.credentials } : {}),
        ...(values.bio.trim() ? { [bioKey]: values.bio } : {}),
      },
      translate,
    );
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors(null);
    create.mutate(
      {
        invitation: params.get('invitation') ?? '',
        display_name: checked.data.display_name,
        ...(checked.data.credentials ? { credentials: checked.data.credentials } : {}),
        ...(checked.data[bioKey] ? { [bioKey]: checked.data[bioKey] } : {}),
      },
      {
        onSuccess: () => {
          showToast('success', t('providers.created'));
          navigate('/profile#permissions');
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('providers.create_title')}</Title>
      <Text>{t('providers.create_intro')}</Text>
      <FormErrorSummary errors={errors} />
      <Form onSubmit={submit} label={t('providers.create_title')}>
        <Stack gap="sm">
          <TextInput
            label={t('providers.display_name')}
            required
            value={values.display_name}
            onChange={(event) => setValues({ ...values, display_name: event.currentTarget.value })}
            error={errors?.display_name}
          />
          <TextInput
            label={t('providers.credentials')}
            value={values.credentials}
            onChange={(event) => setValues({ ...values, credentials: event.currentTarget.value })}
            error={errors?.credentials}
          />
          <Textarea
            label={t('providers.bio')}
            autosize
            minRows={3}
            value={values.bio}
            onChange={(event) => setValues({ ...values, bio: event.currentTarget.value })}
            error={errors?.[bioKey]}
          />
          <Button type="submit" loading={create.isPending} w="fit-content">
            {t('invitations.create_profile')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
