import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { BenefitDocument } from '../api/types';

type ContentType = BenefitDocument['content_type'];

/** The first bytes each type must start with: what the server checked, checked again here. */
const SIGNATURES: Record<ContentType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

export const hasSignature = (bytes: Uint8Array, type: ContentType) =>
  SIGNATURES[type].every((byte, index) => bytes[index] === byte);

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string };

/**
 * A document shown in the page (docs/benefits.md, "Preview"): the file is fetched, its first
 * bytes checked against its type, and shown from a blob: URL (a PDF in a frame, an image as an
 * image). Anything that goes wrong, including an image the browser cannot decode, says so in
 * the spec's words; the download link beside it still works.
 */
export function DocumentPreview({ document }: { document: BenefitDocument }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    (async () => {
      try {
        const response = await fetch(document.url, { credentials: 'same-origin' });
        if (!response.ok) throw new Error(String(response.status));
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (!hasSignature(bytes, document.content_type)) throw new Error('unexpected content');
        if (cancelled) return;
        url = URL.createObjectURL(new Blob([bytes], { type: document.content_type }));
        setState({ status: 'ready', url });
      } catch {
        if (!cancelled) setState({ status: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [document.url, document.content_type]);

  const label = t('benefits.preview', { name: document.name });
  if (state.status === 'loading')
    return <Loader size="sm" role="status" aria-label={t('benefits.preview_loading')} />;
  if (state.status === 'failed') {
    return (
      <Alert color="orange" role="alert">
        {t('benefits.preview_failed')}
      </Alert>
    );
  }
  if (document.content_type === 'application/pdf') {
    return (
      <Box
        component="iframe"
        src={state.url}
        title={label}
        w="100%"
        h={{ base: 420, sm: 640 }}
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={state.url}
      alt={label}
      maw="100%"
      style={{ display: 'block' }}
      onError={() => setState({ status: 'failed' })}
    />
  );
}
