import { escapeHtml } from '../../lib/html';

/** An eye, drawn as the app's password inputs draw theirs. */
const EYE =
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/></svg>';

/** Messages by field name, as `fieldErrors` gives them (`common/src/i18n/validation.ts`). */
export type FieldMessages = Record<string, string>;

export type FieldSpec = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  description?: string;
  error?: string;
  /** The show/hide button's name, for a password (drawn hidden; front-door.ts shows it). */
  toggleLabel?: string;
};

/**
 * One labelled input as the app draws it: the required mark hidden from screen readers (the
 * input says `required`), the description and the error tied to the input by `aria-describedby`.
 * The form itself is `novalidate`: the server's messages, in the page's language, say what to fix.
 */
export function field(spec: FieldSpec): string {
  const id = `field-${spec.name}`;
  const described = [spec.description ? `${id}-description` : '', spec.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const input = [
    `<input class="fd-input" id="${id}" name="${escapeHtml(spec.name)}" type="${spec.type ?? 'text'}"`,
    ` autocomplete="${escapeHtml(spec.autocomplete)}" required`,
    spec.value ? ` value="${escapeHtml(spec.value)}"` : '',
    spec.error ? ' aria-invalid="true"' : '',
    described ? ` aria-describedby="${described}"` : '',
    '>',
  ].join('');
  const toggle = spec.toggleLabel
    ? `<button type="button" class="fd-toggle" data-password-toggle="${id}" aria-label="${escapeHtml(spec.toggleLabel)}" aria-pressed="false" hidden>${EYE}</button>`
    : '';
  return [
    `<div class="fd-field">`,
    `<label for="${id}">${escapeHtml(spec.label)}<span class="fd-required" aria-hidden="true"> *</span></label>`,
    spec.description
      ? `<p class="fd-description" id="${id}-description">${escapeHtml(spec.description)}</p>`
      : '',
    `<div class="fd-input-wrap${toggle ? ' fd-has-toggle' : ''}">${input}${toggle}</div>`,
    spec.error ? `<p class="fd-error" id="${id}-error">${escapeHtml(spec.error)}</p>` : '',
    '</div>',
  ].join('');
}

export function hiddenInput(name: string, value: string | null | undefined): string {
  return value ? `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">` : '';
}
