import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { fieldErrors, type Translate } from '@evenkeel/common';
import { Alert } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '../lib/api-client';
import { focusOutcome } from '../lib/focus-outcome';
import { useTranslation } from '../lib/i18n';
import { loadOnce } from '../lib/load-once';
import { showToast } from '../lib/toasts';

export type FieldErrors = Record<string, string>;

const FIRST_FIELD = 'input:not([type="hidden"]), textarea, select';

/** A form that never submits by itself: the page decides, after validating (Enter is blocked app-wide). */
export function Form({
  onSubmit,
  children,
  label,
  onStart,
  focusOnOpen = false,
}: {
  onSubmit: () => void;
  children: ReactNode;
  /** Accessible name of the form. */
  label: string;
  /** Called when the person starts on the form (a focus or a press inside it): see `lazySchema`. */
  onStart?: () => void;
  /** An inline form a button opened: focus moves to its first field (docs/decisions/0018-focus-and-names.md). */
  focusOnOpen?: boolean;
}) {
  const ref = useRef<HTMLFormElement>(null);
  // Only when it opens: a form drawn anew (a success) leaves focus to the action's outcome.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (!focusOnOpen) return;
    const first = () => ref.current?.querySelector<HTMLElement>(FIRST_FIELD);
    // At once, not a frame later: the page's own routine (its h1 after a move, still waiting for
    // up to 5 s) would take focus back from <body> where the pressed button left it.
    first()?.focus();
    return focusOutcome(first);
  }, []);
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={ref} noValidate onSubmit={handle} aria-label={label} onFocus={onStart} onPointerDown={onStart}>
      {children}
    </form>
  );
}

/** The interface's `t` as the shared validation module expects it (keys built from schema paths). */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, params) => (t as unknown as Translate)(key, params);
}

/**
 * A schema module fetched when the person starts on the form (`Form`'s `onStart`), not with the
 * page: a visitor who only reads, or only needs crisis help, never downloads the validator (Zod,
 * about 22 kB of brotli, on the signed-out pages). Submitting waits for it if it is not there yet.
 */
export const lazySchema = loadOnce;

/** Validates with the schema the server uses too; messages in the user's language, by field. */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
  t: Translate,
): { data: z.infer<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const error of fieldErrors(parsed.error, t)) errors[error.field] ??= error.message;
  return { data: null, errors };
}

/**
 * A refused call: field errors (422) go next to their fields, anything else becomes a danger
 * toast with the server's message, or the generic one when there is none.
 */
export function reportApiError(
  error: unknown,
  t: Translate,
  setErrors?: (errors: FieldErrors) => void,
): void {
  if (error instanceof ApiRequestError) {
    const byField = error.fieldErrors();
    if (setErrors && Object.keys(byField).length > 0) {
      setErrors(byField);
      return;
    }
    showToast('danger', error.errors[0]?.detail ?? t('errors.generic'));
    return;
  }
  showToast('danger', t('errors.generic'));
}

/** A short summary above a form that has field errors, announced to screen readers. */
export function FormErrorSummary({ errors }: { errors: FieldErrors | null }) {
  const { t } = useTranslation();
  if (!errors || Object.keys(errors).length === 0) return null;
  return (
    <Alert color="red" role="alert" mb="md">
      {t('errors.validation')}
    </Alert>
  );
}
