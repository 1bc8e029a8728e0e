import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
  ARTICLE_TOPICS_MAX,
  articleCreateSchema,
  CONTENT_LANGUAGES,
  type ContentLanguage,
} from '@evenkeel/common';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  FileButton,
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
import { useDeferredValue, useState } from 'react';
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
import {
  useManagedArticle,
  useManagedArticles,
  useSaveArticle,
  useUploadCover,
} from '../api/use-manage-articles';
import { useTopics } from '../api/use-topics';
import classes from '../components/content.module.css';
import { ContentActions } from '../components/content-actions';
import { Markdown } from '../components/markdown';

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
  const topics = useTopics();
  const managed = useManagedArticles(['published', 'unpublished']);
  const save = useSaveArticle();
  const upload = useUploadCover();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const preview = useDeferredValue(values.body);
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

  const uploadCover = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (url) => set('cover_image_url', url),
      onError: (error) => reportApiError(error, translate),
    });
  };

  const title = article ? t('content.editor.edit_title') : t('content.editor.new_title');
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.manageArticles} size="sm">
        {t('content.editor.back')}
      </Anchor>
      <Title order={1}>{title}</Title>
      {article && (
        <Group gap="sm">
          <Badge
            variant="filled"
            color={
              article.state === 'published' ? 'teal.9' : article.state === 'deleted' ? 'red.9' : 'gray.8'
            }
          >
            {t(`content.states.${article.state}`)}
          </Badge>
          {article.state === 'published' && (
            <Anchor component={Link} to={generatePath(paths.article, { slug: article.id })} size="sm">
              {t('content.editor.view')}
            </Anchor>
          )}
          <ContentActions
            item={article}
            name={article.title}
            onDone={(step) => {
              if (step === 'delete') navigate(paths.manageArticles);
            }}
          />
        </Group>
      )}
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
            <Checkbox.Group
              label={t('content.editor.fields.topics')}
              description={t('content.editor.topics_hint', { max: ARTICLE_TOPICS_MAX })}
              value={values.topics}
              onChange={(topics) => set('topics', topics)}
              error={fieldError('topics')}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                {(topics.data ?? []).map((topic) => (
                  <Checkbox
                    key={topic.id}
                    value={topic.id}
                    label={topic.name}
                    disabled={
                      !editable ||
                      (values.topics.length >= ARTICLE_TOPICS_MAX && !values.topics.includes(topic.id))
                    }
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Stack gap={6}>
              <Text fw={500} size="sm">
                {t('content.editor.fields.cover')}
              </Text>
              {values.cover_image_url && (
                <img
                  src={values.cover_image_url}
                  alt={t('content.editor.cover_alt')}
                  className={classes.cover}
                />
              )}
              <Group gap="xs">
                <FileButton onChange={uploadCover} accept="image/png,image/jpeg,image/webp,image/gif">
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      size="xs"
                      loading={upload.isPending}
                      disabled={!editable}
                    >
                      {values.cover_image_url
                        ? t('content.editor.cover_replace')
                        : t('content.editor.cover_upload')}
                    </Button>
                  )}
                </FileButton>
                {values.cover_image_url && (
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => set('cover_image_url', null)}
                    disabled={!editable}
                  >
                    {t('content.editor.cover_remove')}
                  </Button>
                )}
              </Group>
              {errors.cover_image_url && (
                <Text size="sm" c="red.9">
                  {errors.cover_image_url}
                </Text>
              )}
            </Stack>
            {editable && (
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {article ? t('content.editor.save') : t('content.editor.create')}
                </Button>
              </Group>
            )}
          </Stack>
        </Form>
        <Card
          withBorder
          padding="lg"
          component="section"
          aria-labelledby="article-preview"
          className={classes.preview}
          // Scrollable on wide screens: reachable by keyboard.
          tabIndex={0}
        >
          <Title order={2} size="h3" id="article-preview" mb="sm">
            {t('content.editor.preview')}
          </Title>
          <div data-testid="article-preview">
            {values.title && (
              <Text fw={700} size="xl" lang={values.language}>
                {values.title}
              </Text>
            )}
            <Markdown source={preview} lang={values.language} />
          </div>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
