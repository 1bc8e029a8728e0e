import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;

/**
 * Opens the newest e-mail to an address in the development outbox, waiting for its delivery;
 * with a subject, the newest one with that subject (e-mails written by a job arrive later).
 */
export async function openLatestEmail(page: Page, to: string, subject?: string): Promise<void> {
  const email = page.locator('li', { hasText: `to ${to}` }).filter(subject ? { hasText: subject } : {});
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(email.first()).toContainText('sent', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await email.first().getByRole('link').click();
}

/** Follows the link in the open e-mail, as a person clicking it would. */
export async function followEmailLink(page: Page): Promise<void> {
  await page.locator('pre a').first().click();
}

/**
 * Opens the app's crisis page and waits for the app to take over from the server's first paint
 * (`.crisis-first`, whose form works without scripts): before that, both forms could answer a
 * label, and a choice made in the first paint's form is not the app's.
 */
export async function openCrisisPage(page: Page, url = '/crisis'): Promise<void> {
  await page.goto(url);
  await expect(page.locator('.crisis-first')).toHaveCount(0);
}

/**
 * Waits until the signed-out page's script has run (web/src/front-door/front-door.ts marks
 * `<html data-enhanced>`): before that, Enter sends a form, as without scripts, and the buttons
 * and fields the script adds are not there yet.
 */
export async function scriptReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true');
}

/**
 * No serious or critical WCAG 2.x A/AA violation on the page once its transitions have ended: a
 * dialog fading in is judged in its own colours, not half-way through them (a loader's endless
 * spin is not waited for).
 */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog just opened starts its fade a frame or two later: let those frames pass first, so
  // the wait below sees its transition running (a loaded machine showed it half-faded to axe).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export type Lang = 'en' | 'fr';

/** The visible texts the tests look for, in each language (from the catalogues' wording). */
export const texts = {
  en: {
    signUpTitle: 'Create an account',
    signUpSubmit: 'Create my account',
    checkInbox: 'Check your inbox',
    signInTitle: 'Sign in',
    signInSubmit: 'Sign in',
    signOut: 'Sign out',
    signedOut: 'You are signed out.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    wrongPassword: 'The e-mail or password is incorrect.',
    forgot: 'Forgot your password?',
    sendLink: 'Send the link',
    resetSent: 'If an account uses this address, we have sent it a link to reset the password.',
    saveNewPassword: 'Save the new password',
    passwordChanged: 'Your password has been changed. You are signed in.',
    hello: 'Hello, ',
    openMenu: 'Open the menu',
    crisis: 'Crisis help',
    confirmed: 'Thank you, your e-mail address is confirmed.',
    confirmedOwn: (email: string) => `The address ${email} is confirmed.`,
    confirmedOther: (current: string, email: string) =>
      `You are signed in as ${current}. This link confirmed the address of another account, ${email}: you are still signed in as ${current}.`,
    claimIntro: (email: string) =>
      `The address ${email} is confirmed. To finish, enter the password chosen when the account was created: you will be signed in.`,
    claimOther: (current: string, email: string) =>
      `You are signed in as ${current}. This link is for another account, ${email}, and you are still signed in as ${current}.`,
    claimPassword: 'Password chosen at sign-up',
    claimSubmit: 'Finish and sign in',
    claimWrong: 'This is not the password chosen when signing up. Try again, or choose a new password.',
    claimChoose: 'Choose a new password',
    claimNewSubmit: 'Save and sign in',
    tooShort: 'Password must be at least 8 characters long.',
    verifySubject: 'Confirm your e-mail address for Evenkeel',
    attemptSubject: 'Someone tried to create an Evenkeel account with your address',
    resetSubject: 'Reset your Evenkeel password',
    welcome: 'Welcome to Evenkeel',
    continue: 'Continue',
    skip: 'Skip this step',
    later: 'Later: go to my home page',
  },
  fr: {
    signUpTitle: 'Créer un compte',
    signUpSubmit: 'Créer mon compte',
    checkInbox: 'Consultez votre boîte de réception',
    signInTitle: 'Se connecter',
    signInSubmit: 'Se connecter',
    signOut: 'Se déconnecter',
    signedOut: 'Vous êtes déconnecté.',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    wrongPassword: 'Le courriel ou le mot de passe est incorrect.',
    forgot: 'Mot de passe oublié ?',
    sendLink: 'Envoyer le lien',
    resetSent:
      'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe.',
    saveNewPassword: 'Enregistrer le nouveau mot de passe',
    passwordChanged: 'Votre mot de passe a été modifié. Vous êtes connecté·e.',
    hello: 'Bonjour, ',
    openMenu: 'Ouvrir le menu',
    crisis: 'Aide en cas de crise',
    confirmed: 'Merci, votre adresse courriel est confirmée.',
    confirmedOwn: (email: string) => `L’adresse ${email} est confirmée.`,
    confirmedOther: (current: string, email: string) =>
      `Vous êtes connecté·e en tant que ${current}. Ce lien a confirmé l’adresse d’un autre compte, ${email} : vous restez connecté·e en tant que ${current}.`,
    claimIntro: (email: string) =>
      `L’adresse ${email} est confirmée. Pour terminer, saisissez le mot de passe choisi à la création du compte : vous serez connecté·e.`,
    claimOther: (current: string, email: string) =>
      `Vous êtes connecté·e en tant que ${current}. Ce lien est celui d’un autre compte, ${email}, et vous restez connecté·e en tant que ${current}.`,
    claimPassword: 'Mot de passe choisi à l’inscription',
    claimSubmit: 'Terminer et me connecter',
    claimWrong:
      'Ce n’est pas le mot de passe choisi à l’inscription. Réessayez, ou choisissez un nouveau mot de passe.',
    claimChoose: 'Choisir un nouveau mot de passe',
    claimNewSubmit: 'Enregistrer et me connecter',
    tooShort: 'Mot de passe doit comporter au moins 8 caractères.',
    verifySubject: 'Confirmez votre adresse courriel pour Evenkeel',
    attemptSubject: 'Quelqu’un a tenté de créer un compte Evenkeel avec votre adresse',
    resetSubject: 'Réinitialisez votre mot de passe Evenkeel',
    welcome: 'Bienvenue sur Evenkeel',
    continue: 'Continuer',
    skip: 'Passer cette étape',
    later: 'Plus tard : aller à l’accueil',
  },
} as const;

/** The check-up's heading and buttons, for the journeys that take one (checkup, recommendations). */
export const checkupTexts = {
  en: {
    checkupTitle: 'Weekly check-up',
    next: 'Next',
    finish: 'See my results',
    resultsTitle: 'Your results',
  },
  fr: {
    checkupTitle: 'Bilan hebdomadaire',
    next: 'Suivant',
    finish: 'Voir mes résultats',
    resultsTitle: 'Vos résultats',
  },
} as const;

const CSRF_COOKIE = 'evenkeel_csrf';

/**
 * One chain of api() calls per browser context: a call starts when the previous one has ended, so
 * two calls never fetch a token at once (each GET /api/session without the secret cookie set a
 * different secret, and the first call's token no longer matched the cookie the jar kept).
 */
const apiChains = new WeakMap<BrowserContext, Promise<unknown>>();
/** The token known for each context's CSRF secret (the server never rotates a secret it was sent). */
const knownTokens = new WeakMap<BrowserContext, { secret: string; token: string }>();

const csrfSecret = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value;

/**
 * A token that matches the secret cookie the next request will carry. Fetched only when the
 * context's secret is new to us; when the page's own first requests (sent before any secret
 * existed) bring a different secret after ours, the secret seen before sending differs from the
 * one the token was made for, and the token is fetched again for the secret the jar now keeps:
 * that can happen only until every request carries a secret, after which it never changes.
 */
export async function csrfToken(page: Page): Promise<string> {
  const context = page.context();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const secret = await csrfSecret(context);
    const known = knownTokens.get(context);
    if (secret !== undefined && known?.secret === secret) return known.token;
    const session = await page.request.get('/api/session', {
      headers: { accept: 'application/vnd.api+json' },
    });
    const token = (await session.json()).meta.csrf_token as string;
    // The token is for the secret this response set, or else for the one the request sent.
    const set = session
      .headersArray()
      .find(
        (header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${CSRF_COOKIE}=`),
      );
    const usedSecret = set
      ? decodeURIComponent(set.value.slice(CSRF_COOKIE.length + 1).split(';')[0] ?? '')
      : secret;
    if (usedSecret !== undefined) knownTokens.set(context, { secret: usedSecret, token });
  }
  throw new Error(`no stable ${CSRF_COOKIE} cookie after 5 GET /api/session`);
}

/**
 * Waits until the app has drawn the page: a member's page at an address they open directly first
 * shows the server's painting of it (server/src/modules/first-screens/first-paint.ts), whose main
 * says it is busy; the app's own main replaces it.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
}

/** A JSON:API call with the page's cookies (session and CSRF secret), as the web app makes it. */
export async function api(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
  lang: Lang = 'en',
) {
  const context = page.context();
  const call = (apiChains.get(context) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => apiCall(page, method, path, data, lang));
  apiChains.set(context, call);
  return call;
}

async function apiCall(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data: unknown,
  lang: Lang,
) {
  const token = method === 'GET' ? undefined : await csrfToken(page);
  const response = await page.request.fetch(path, {
    method,
    headers: {
      accept: 'application/vnd.api+json',
      'accept-language': lang,
      ...(data === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
      ...(token ? { 'x-csrf-token': token } : {}),
    },
    ...(data === undefined ? {} : { data: JSON.stringify(data) }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 || response.status() === 202 ? null : await response.json();
}

/** The token of the newest e-mail to `to` with `subject` in the development outbox, once written. */
export async function emailedToken(page: Page, to: string, subject: string): Promise<string> {
  let token = '';
  await expect(async () => {
    const outbox = await (await page.request.get('/dev/mail')).text();
    const id = outbox
      .split('<li>')
      .find((item) => item.includes(`>${subject}</a> — to ${to} —`))
      ?.match(/href="\/dev\/mail\/(\d+)"/)?.[1];
    expect(id, `an e-mail to ${to}`).toBeDefined();
    const message = await (await page.request.get(`/dev/mail/${id}`)).text();
    token = decodeURIComponent(message.match(/[?&]token=([^"&<\s]+)/)?.[1] ?? '');
    expect(token).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return token;
}

/**
 * A confirmed member, signed in on the page, onboarding finished, on the home page: what the
 * sign-up journey leaves behind, reached through the API the web app calls (sign-up, the e-mailed
 * token, the profile) instead of its screens, which accounts.spec.ts and the onboarding test walk.
 */
export async function signUpQuickly(
  page: Page,
  lang: Lang,
  email: string,
  password: string,
  firstName = 'Alex',
) {
  const attributes = { email, password, first_name: firstName, last_name: 'Rivera', locale: lang };
  await api(page, 'POST', '/api/users', { data: { type: 'users', attributes } }, lang);
  const token = await emailedToken(page, email, texts[lang].verifySubject);
  const activated = await api(
    page,
    'POST',
    '/api/email_verifications',
    { data: { type: 'email_verifications', attributes: { token } } },
    lang,
  );
  const id = activated.data.id as string;
  await api(
    page,
    'PATCH',
    `/api/users/${id}`,
    { data: { type: 'users', id, attributes: { onboarding_step: 'done' } } },
    lang,
  );
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: `${texts[lang].hello}${firstName}` }),
  ).toBeVisible();
  await appReady(page);
}

/**
 * Signs up through the form, as a person does: "check your inbox", then the link in the e-mail
 * (development outbox) signs in and opens onboarding, which is skipped; lands on the home page.
 */
export async function signUpThroughForm(page: Page, lang: Lang, email: string, password: string) {
  const x = texts[lang];
  await submitSignUp(page, lang, email, password);
  await confirmSignUp(page, lang, email);
  await skipOnboarding(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
}

/** Fills and sends the sign-up form (as Alex Rivera); ends on "check your inbox". */
export async function submitSignUp(
  page: Page,
  lang: Lang,
  email: string,
  password: string,
  firstName = 'Alex',
) {
  const x = texts[lang];
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: x.signUpTitle })).toBeVisible();
  await page.getByLabel(x.firstName).fill(firstName);
  await page.getByRole('textbox', { name: x.lastName, exact: true }).fill('Rivera');
  await page.getByLabel(x.email).fill(email);
  await page.getByRole('textbox', { name: x.password, exact: true }).fill(password);
  await page.getByRole('button', { name: x.signUpSubmit }).click();
  await expect(page.getByRole('heading', { level: 1, name: x.checkInbox })).toBeVisible();
}

/** Follows the sign-up e-mail's link from the development outbox: signed in, at onboarding. */
export async function confirmSignUp(page: Page, lang: Lang, email: string) {
  await openLatestEmail(page, email);
  await followEmailLink(page);
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].welcome })).toBeVisible();
}

/** Goes through onboarding keeping the language and skipping every optional step. */
export async function skipOnboarding(page: Page, lang: Lang) {
  const x = texts[lang];
  await expect(page.getByRole('heading', { level: 1, name: x.welcome })).toBeVisible();
  await page.getByRole('button', { name: x.continue }).click();
  for (let step = 0; step < 3; step += 1) {
    const skip = page.getByRole('button', { name: x.skip });
    await expect(skip).toBeEnabled();
    await skip.click();
  }
  await page.getByRole('button', { name: x.later }).click();
}

/**
 * Signs out from the header, or from the menu on a phone. The sign-in page that follows speaks
 * the browser's language, which can differ from the signed-out profile's (`after`).
 */
export async function signOut(page: Page, lang: Lang, after: Lang = lang) {
  const x = texts[lang];
  const burger = page.getByRole('button', { name: x.openMenu });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('button', { name: x.signOut }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts[after].signInTitle })).toBeVisible();
}

export async function signInThroughForm(page: Page, lang: Lang, email: string, password: string) {
  const x = texts[lang];
  await page.goto('/sign-in');
  await page.getByLabel(x.email).fill(email);
  await page.getByRole('textbox', { name: x.password, exact: true }).fill(password);
  // The form's post ends in a page load, the next page or the form again: then, the app's page.
  const loaded = page.waitForEvent('load');
  await page.getByRole('button', { name: x.signInSubmit }).click();
  await loaded;
  await appReady(page);
}

/** A small whole PDF (header, one page, cross-reference table, trailer): a booklet or a licence. */
export function bookletPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
