import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { documentCreateSchema } from '@evenkeel/common';
import { Anchor, Button, FileButton, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  type FieldErrors,
  Form,
  FormErrorSummary,
  reportApiError,
  useTranslate,
  validate,
} from '../../../components/form';
import { can } from '../../../lib/abilities';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import type { BenefitDocument } from '../api/types';
import { useAddDocument, useDeleteDocument, useDocuments } from '../api/use-documents';
import { DocumentPreview } from './document-preview';
import { PlainList } from './plain-list';

type Owner = { kind: 'benefit_group' | 'provider'; slug: string };

const TYPE_NAMES: Record<BenefitDocument['content_type'], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/** One document: its name, the file to download, its preview on demand, and delete when allowed. */
function DocumentItem({ document, owner }: { document: BenefitDocument; owner: Owner }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const remove = useDeleteDocument(owner);
  const previewId = `preview-${document.id}`;
  const type = TYPE_NAMES[document.content_type];
  return (
    <Stack component="li" gap="xs">
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{document.name}</Text>
        <Anchor
          href={document.url}
          download
          aria-label={t('benefits.document_download', { name: document.name, type })}
        >
          {t('benefits.download', { type })}
        </Anchor>
        <Button
          size="xs"
          variant="default"
          aria-expanded={shown}
          aria-controls={previewId}
          onClick={() => setShown(!shown)}
        >
          {shown ? t('benefits.preview_hide') : t('benefits.preview_show')}
        </Button>
        {can(document, 'delete') && (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            loading={remove.isPending}
            aria-label={t('benefits.document_delete_named', { name: document.name })}
            onClick={() =>
              remove.mutate(document.id, {
                onSuccess: () => showToast('success', t('benefits.document_deleted')),
                onError: (error) => reportApiError(error, translate),
              })
            }
          >
            {t('benefits.document_delete')}
          </Button>
        )}
      </Group>
      <div id={previewId}>{shown && <DocumentPreview document={document} />}</div>
    </Stack>
  );
}

/** Naming and uploading a document: the server words both missing pieces (spec §5). */
function AddDocumentForm({ owner }: { owner: Owner }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const add = useAddDocument(owner);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    // The spec's two messages before anything is sent: a name, then a file (the server says the same).
    const checked = validate(documentCreateSchema, { name }, translate);
    const missing: FieldErrors = { ...(checked.errors ?? {}) };
    if (!file) missing.upload = t('validation.document_file_required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    add.mutate(
      { name, file },
      {
        onSuccess: () => {
          showToast('success', t('benefits.document_added'));
          setName('');
          setFile(null);
        },
        onError: (error) => reportApiError(error, translate, setErrors),
      },
    );
  };
  return (
    <Form onSubmit={submit} label={t('benefits.document_add')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('benefits.document_add')}
        </Title>
        <FormErrorSummary errors={errors} />
        <TextInput
          label={t('benefits.document_name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          maxLength={120}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`document-file-${owner.slug}`}>
            {t('benefits.document_file')}
          </Text>
          <Group gap="sm">
            <FileButton onChange={setFile} accept="application/pdf,image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="default" aria-describedby={`document-file-${owner.slug}`}>
                  {t('benefits.document_choose')}
                </Button>
              )}
            </FileButton>
            {file && <Text size="sm">{t('benefits.document_chosen', { name: file.name })}</Text>}
          </Group>
          {(errors.upload || errors.file) && (
            <Text size="sm" c="red.9" role="alert">
              {errors.upload ?? errors.file}
            </Text>
          )}
        </Stack>
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('benefits.document_upload')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** A benefit group's (or a provider's) documents, and the form to add one when allowed. */
export function DocumentsSection({
  owner,
  canAdd,
  emptyText,
}: {
  owner: Owner;
  canAdd: boolean;
  /** What an empty list says ("No documents yet." unless told). */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const documents = useDocuments(owner);
  const list = documents.data ?? [];
  return (
    <Stack gap="md">
      {documents.isPending && <Loader size="sm" aria-label={t('benefits.loading_documents')} />}
      {documents.isError && (
        <Text c="red.9" role="alert">
          {t('errors.generic')}
        </Text>
      )}
      {documents.isSuccess && list.length === 0 && (
        <Text c="dimmed">{emptyText ?? t('benefits.documents_none')}</Text>
      )}
      {list.length > 0 && (
        <PlainList gap="md">
          {list.map((document) => (
            <DocumentItem key={document.id} document={document} owner={owner} />
          ))}
        </PlainList>
      )}
      {canAdd && <AddDocumentForm owner={owner} />}
    </Stack>
  );
}
