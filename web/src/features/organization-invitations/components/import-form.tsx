import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import type { InvitationImportResult } from '@evenkeel/common';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { reportApiError, useTranslate } from '../../../components/form';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { useImportInvitations } from '../api/use-organization-invitations';

const RESULT_ID = 'invitation-import-result';

/**
 * "Invite from a CSV": a file of addresses, then what the import did (how many invited, and
 * each line not invited with its reason in a list), focus moved to that result.
 */
export function ImportForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const inputId = useId();
  const errorId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<InvitationImportResult | null>(null);
  const importing = useImportInvitations(slug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setError(t('invitations_console.import_file_required'));
      file.current?.focus();
      return;
    }
    setError(null);
    importing.mutate(chosen, {
      onSuccess: (outcome) => {
        setResult(outcome);
        if (file.current) file.current.value = '';
        focusOutcome(`#${RESULT_ID}`);
      },
      onError: (failure) => {
        setResult(null);
        reportApiError(failure, translate, (errors) => {
          const message = Object.values(errors)[0];
          if (message) setError(String(message));
        });
        file.current?.focus();
      },
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invitation-import-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="invitation-import-title">
          {t('invitations_console.import_title')}
        </Title>
        <Text size="sm">{t('invitations_console.import_intro')}</Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs" align="flex-start">
            <Text component="label" htmlFor={inputId} fw={500} size="sm">
              {t('invitations_console.import_file')}
            </Text>
            <input
              ref={file}
              id={inputId}
              type="file"
              name="file"
              accept=".csv,text/csv,text/plain"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              style={{ display: 'block', minHeight: 44, maxWidth: '100%' }}
            />
            {error && (
              <Text id={errorId} c="red.9" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Button type="submit" loading={importing.isPending} mih={44}>
              {t('invitations_console.import_submit')}
            </Button>
          </Stack>
        </form>
        {result && (
          <section aria-labelledby={RESULT_ID}>
            <Title order={3} size="h4" id={RESULT_ID} tabIndex={-1}>
              {t('invitations_console.import_result_title')}
            </Title>
            <Text>
              {t('invitations_console.import_summary', { invited: result.invited, lines: result.lines })}
            </Text>
            {result.refused.length > 0 && (
              <>
                <Text fw={700} mt="xs" id="invitation-import-refused">
                  {t('invitations_console.import_refused_title', { count: result.refused.length })}
                </Text>
                <ul aria-labelledby="invitation-import-refused" data-refused-lines>
                  {result.refused.map((line) => (
                    <li key={line.line}>
                      {t('invitations_console.import_refused_line', {
                        line: line.line,
                        value: line.value,
                        message: line.message,
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </Stack>
    </Paper>
  );
}
