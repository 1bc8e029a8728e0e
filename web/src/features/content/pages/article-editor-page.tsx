import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  articleCreateSchema,
  CONTENT_LANGUAGES,
  type ContentLanguage,
} from '@evenkeel/common';
import {
  Anchor,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link, useNavigate, useParams } from 'react-router';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { useDocumentTitle } from '../../../components/use-document-title';
import { can } from '../../../lib/abilities';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { NotFoundPage } from '../../areas';
import type { Article } from '../api/types';
import { PLATFORM, useContentOwners } from '../api/use-content-owners';
import { useManagedArticle, useManagedArticles, useSaveArticle } from '../api/use-manage-articles';
import { ArticleCoverField } from '../components/article-cover-field';
import { ArticlePreview } from '../components/article-preview';
import { ArticleStateBar } from '../components/article-state-bar';
import { ArticleTopicsField } from '../components/article-topics-field';

type Values = {
  title: string;
  summary: string;
  body: string;
  language: ContentLanguage;
  cover_image_url: string | null;
  topics: string[];
  owner: string;
  translation: string;
};

function valuesOf(article: Article | undefined, owner: string): Values {
  return {
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
    language: article?.language ?? (currentLocale() as ContentLanguage),
    cover_image_url: article?.cover_image_url ?? null,
    topics: (article?.topics ?? []).map((topic) => topic.id),
    owner: article ? (article.organization?.id ?? PLATFORM) : owner,
    translation: article?.translation?.id ?? '',
  };
}

/** Writing or changing an article, with a live preview through the readers' safe renderer. */
export default function ArticleEditorPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const article = useManagedArticle(slug);
  const { owners, isPending } = useContentOwners();
  useDocumentTitle(
    slug ? (article.data?.title ?? t('content.editor.edit_title')) : t('content.editor.new_title'),
  );
  if (slug && article.isError) return <NotFoundPage />;
  if ((slug && !article.data) || isPending) return <Loader aria-label={t('content.loading')} />;
  return (
    <ArticleEditor
      key={slug ?? 'new'}
      article={article.data ?? undefined}
      owners={owners}
      initial={valuesOf(article.data ?? undefined, owners[0]?.value ?? PLATFORM)}
    />
  );
}

function ArticleEditor({
  article,
  owners,
  initial,
}: {
  article: Article | undefined;
  owners: { value: string; label: string }[];
  initial: Values;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const navigate = useNavigate();
  const managed = useManagedArticles(['published', 'unpublished']);
  const save = useSaveArticle();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const deleted = article?.state === 'deleted';
  const editable = !article || can(article, 'update');
  const ownerOf = (other: Article) => other.organization?.id ?? PLATFORM;
  const translations = (managed.data ?? []).filter(
    (other) =>
      other.id !== article?.id && other.language !== values.language && ownerOf(other) === values.owner,
  );
  const fieldError = (name: string) => errors[name] ?? errors[`/data/relationships/${name}`];

  const submit = () => {
    const attributes = {
      title: values.title,
      summary: values.summary,
      body: values.body,
      language: values.language,
      cover_image_url: values.cover_image_url,
    };
    const checked = validate(articleCreateSchema, attributes, translate);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const links = {
      topics: values.topics.map((id) => ({ type: 'topics' as const, id })),
      translation: values.translation ? { type: 'articles', id: values.translation } : null,
      ...(article
        ? {}
        : { organization: values.owner === PLATFORM ? null : { type: 'organizations', id: values.owner } }),
    };
    if (!article && values.owner === PLATFORM) delete (links as { organization?: unknown }).organization;
    save.mutate(
      { slug: article?.id, attributes: checked.data, links },
      {
        onSuccess: (saved) => {
          showToast('success', t('content.editor.saved', { title: saved.title }));
          if (!article) navigate(generatePath(paths.editArticle, { slug: saved.id }), { replace: true });
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };

  const title = article ? t('content.editor.edit_title') : t('content.editor.new_title');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.manageArticles} size="sm">
        {t('content.editor.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {article && <ArticleStateBar article={article} />}
      {deleted && <Text>{t('content.editor.deleted')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Form onSubmit={submit} label={title}>
          <Stack gap="sm">
            <FormErrorSummary errors={errors} />
            <TextInput
              label={t('content.editor.fields.title')}
              value={values.title}
              onChange={(event) => set('title', event.currentTarget.value)}
              maxLength={ARTICLE_TITLE_MAX_LENGTH}
              error={errors.title}
              required
              disabled={!editable}
            />
            <Textarea
              label={t('content.editor.fields.summary')}
              value={values.summary}
              onChange={(event) => set('summary', event.currentTarget.value)}
              maxLength={ARTICLE_SUMMARY_MAX_LENGTH}
              autosize
              minRows={2}
              error={errors.summary}
              required
              disabled={!editable}
            />
            <Textarea
              label={t('content.editor.fields.body')}
              description={t('content.editor.body_hint')}
              value={values.body}
              onChange={(event) => set('body', event.currentTarget.value)}
              maxLength={ARTICLE_BODY_MAX_LENGTH}
              autosize
              minRows={10}
              maxRows={30}
              error={errors.body}
              required
              disabled={!editable}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('content.editor.fields.language')}
                value={values.language}
                onChange={(event) => set('language', event.currentTarget.value as ContentLanguage)}
                data={CONTENT_LANGUAGES.map((value) => ({ value, label: t(`content.languages.${value}`) }))}
                error={errors.language}
                disabled={!editable}
              />
              {article ? (
                <TextInput
                  label={t('content.editor.fields.owner')}
                  value={article.organization?.name ?? t('content.manage.platform')}
                  readOnly
                />
              ) : (
                <NativeSelect
                  label={t('content.editor.fields.owner')}
                  value={values.owner}
                  onChange={(event) => set('owner', event.currentTarget.value)}
                  data={owners}
                  error={fieldError('organization')}
                />
              )}
            </SimpleGrid>
            <NativeSelect
              label={t('content.editor.fields.translation')}
              description={t('content.editor.translation_hint')}
              value={values.translation}
              onChange={(event) => set('translation', event.currentTarget.value)}
              data={[
                { value: '', label: t('content.editor.no_translation') },
                ...translations.map((other) => ({ value: other.id, label: other.title })),
                ...(values.translation && !translations.some((other) => other.id === values.translation)
                  ? [{ value: values.translation, label: article?.translation?.title ?? values.translation }]
                  : []),
              ]}
              error={fieldError('translation')}
              disabled={!editable}
            />
            <ArticleTopicsField
              value={values.topics}
              onChange={(topics) => set('topics', topics)}
              error={fieldError('topics')}
              disabled={!editable}
            />
            <ArticleCoverField
              url={values.cover_image_url}
              onChange={(url) => set('cover_image_url', url)}
              error={errors.cover_image_url}
              disabled={!editable}
            />
            {editable && (
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {article ? t('content.editor.save') : t('content.editor.create')}
                </Button>
              </Group>
            )}
          </Stack>
        </Form>
        <ArticlePreview title={values.title} body={values.body} language={values.language} />
      </SimpleGrid>
    </Stack>
  );
}
