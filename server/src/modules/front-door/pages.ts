import { PASSWORD_MIN_LENGTH } from '@evenkeel/common';
import type { PageTranslate } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import { type FieldMessages, field, hiddenInput } from './fields';

/** The contents of each signed-out page: what the app's pages showed, in the same words. */

export function landingMain(t: PageTranslate): string {
  const e = (key: Parameters<PageTranslate>[0]) => escapeHtml(t(key));
  return `<div class="fd-stack">
<section class="fd-section">
<h1>${e('landing.title')}</h1>
<p class="fd-lead">${e('landing.intro')}</p>
<div class="fd-row">
<a class="fd-button fd-large" href="/sign-up">${e('landing.get_started')}</a>
<p>${e('landing.have_account')} <a href="/sign-in">${e('landing.sign_in')}</a></p>
</div>
</section>
<section class="fd-section" aria-labelledby="landing-promise">
<h2 id="landing-promise">${e('landing.promise_title')}</h2>
<ul class="fd-list">
<li>${e('landing.promise_results')}</li>
<li>${e('landing.promise_never')}</li>
<li>${e('landing.promise_organizations')}</li>
<li>${e('landing.promise_trackers')}</li>
</ul>
<p><a href="/privacy">${e('landing.privacy_link')}</a></p>
</section>
<section class="fd-paper fd-section" aria-labelledby="landing-help">
<h2 id="landing-help">${e('landing.help_title')}</h2>
<p>${e('landing.help_body')}</p>
<p><a class="fd-button fd-danger" href="/crisis">${e('crisis.entry')}</a></p>
</section>
</div>`;
}

/** What a form page shows above its fields: a refusal said once, or the summary of the fields' errors. */
function notices(refusal: string | null, errors: FieldMessages, t: PageTranslate): string {
  if (refusal) return `<div class="fd-alert" role="alert">${escapeHtml(refusal)}</div>`;
  return Object.keys(errors).length > 0
    ? `<div class="fd-alert" role="alert">${escapeHtml(t('errors.validation'))}</div>`
    : '';
}

/** The native app's device fields, kept from the address it opened the page with (front-door.ts adds them too). */
function deviceInputs(device: Record<string, string>): string {
  return Object.entries(device)
    .map(([name, value]) => hiddenInput(name, value))
    .join('');
}

export type SignInForm = {
  csrf: string;
  email: string;
  next: string | null;
  device: Record<string, string>;
  errors: FieldMessages;
  refusal: string | null;
};

export function signInMain(t: PageTranslate, form: SignInForm): string {
  const title = escapeHtml(t('session.sign_in.title'));
  return `<div class="fd-stack">
<h1>${title}</h1>
${notices(form.refusal, form.errors, t)}
<form class="fd-stack" method="post" action="/sign-in" novalidate aria-label="${title}" data-device-fields>
${hiddenInput('authenticity_token', form.csrf)}${hiddenInput('next', form.next)}${deviceInputs(form.device)}
${field({ name: 'email', label: t('fields.email'), type: 'email', autocomplete: 'email', value: form.email, error: form.errors.email })}
${field({ name: 'password', label: t('fields.password'), type: 'password', autocomplete: 'current-password', error: form.errors.password, toggleLabel: t('session.show_password') })}
<div><button type="submit" class="fd-button">${escapeHtml(t('session.sign_in.submit'))}</button></div>
</form>
<div class="fd-links">
<p><a href="/forgot-password">${escapeHtml(t('session.sign_in.forgot'))}</a></p>
<p>${escapeHtml(t('session.sign_in.no_account'))} <a href="/sign-up">${escapeHtml(t('session.sign_up.title'))}</a></p>
</div>
</div>`;
}

export type SignUpForm = {
  csrf: string;
  values: { first_name: string; last_name: string; email: string };
  locale: string;
  device: Record<string, string>;
  errors: FieldMessages;
  refusal: string | null;
};

export function signUpMain(t: PageTranslate, form: SignUpForm): string {
  const title = escapeHtml(t('session.sign_up.title'));
  const { values, errors } = form;
  return `<div class="fd-stack">
<h1>${title}</h1>
${notices(form.refusal, errors, t)}
<form class="fd-stack" method="post" action="/sign-up" novalidate aria-label="${title}" data-device-fields>
${hiddenInput('authenticity_token', form.csrf)}${hiddenInput('locale', form.locale)}${deviceInputs(form.device)}
${field({ name: 'first_name', label: t('fields.first_name'), autocomplete: 'given-name', value: values.first_name, error: errors.first_name })}
${field({ name: 'last_name', label: t('fields.last_name'), autocomplete: 'family-name', value: values.last_name, error: errors.last_name })}
${field({ name: 'email', label: t('fields.email'), type: 'email', autocomplete: 'email', value: values.email, error: errors.email })}
${field({ name: 'password', label: t('fields.password'), type: 'password', autocomplete: 'new-password', description: t('session.sign_up.password_hint', { count: PASSWORD_MIN_LENGTH }), error: errors.password, toggleLabel: t('session.show_password') })}
<p class="fd-small">${escapeHtml(t('session.sign_up.privacy'))}</p>
<div><button type="submit" class="fd-button">${escapeHtml(t('session.sign_up.submit'))}</button></div>
</form>
<p>${escapeHtml(t('session.sign_up.have_account'))} <a href="/sign-in">${escapeHtml(t('session.sign_in.title'))}</a></p>
</div>`;
}

/** After a sign-up: where the link went and what to do next. */
export function checkInboxMain(t: PageTranslate, email: string): string {
  return `<div class="fd-stack">
<h1 tabindex="-1" autofocus>${escapeHtml(t('session.sign_up.check_title'))}</h1>
<div class="fd-alert fd-alert-ok" role="status">${escapeHtml(t('session.sign_up.check_body', { email }))}</div>
<p>${escapeHtml(t('session.sign_up.check_hint'))}</p>
<p><a href="/sign-in">${escapeHtml(t('session.back_to_sign_in'))}</a></p>
</div>`;
}

/**
 * "Use my position" on crisis help: drawn hidden, shown by front-door.ts, which asks the browser
 * for its position and opens the lines of the place it is in. Its messages wait in the button.
 */
export function locateMain(t: PageTranslate): string {
  return `<p><button type="button" class="fd-button fd-default" data-locate hidden data-unsupported="${escapeHtml(t('crisis.locate_unsupported'))}" data-failed="${escapeHtml(t('crisis.locate_failed'))}" data-denied="${escapeHtml(t('crisis.locate_denied'))}">${escapeHtml(t('crisis.use_position'))}</button></p>
<p class="fd-error" role="alert" data-locate-error></p>`;
}
