import { type RouteDoc, routeDocs } from '../../http/route-doc';

/**
 * The signed-out pages' contracts (http/route-doc.ts says what each part drives): HTML pages and
 * the classic form posts that answer them, open to visitors.
 */
const doc = routeDocs('front_door', {});

type PageDoc = Omit<RouteDoc, 'tag'>;

/** A page people open from links anywhere: the parameters it reads, and any other ignored. */
function page(operationId: string, summary: string): PageDoc {
  return {
    operationId,
    summary,
    query: {
      open: true,
      params: {
        lang: { description: 'en or fr: the language chosen, remembered in a cookie' },
        next: { description: 'Where to go once signed in (a path of the app)' },
        email: { description: 'The address to fill in (an invitation’s sign-up link)' },
        invitation: { description: 'Set by an invitation’s link: once signed in, on to the invitations' },
        native_app: {
          description:
            '1 in the native app, with its device fields (hardware, model, one_signal_token, os, os_version)',
        },
      },
    },
    responses: {
      200: { description: 'The page', html: true },
      303: { description: 'Signed in: on to the app', redirect: true },
    },
  };
}

/** A form post (`authenticity_token` and these fields), answered with a page or a redirect. */
function form(operationId: string, summary: string, fields: Record<string, string>): PageDoc {
  return {
    operationId,
    summary,
    otherBody: {
      mediaType: 'application/x-www-form-urlencoded',
      schema: {
        type: 'object',
        required: ['authenticity_token'],
        properties: Object.fromEntries(
          Object.entries({ authenticity_token: 'The CSRF token the page carries', ...fields }).map(
            ([name, description]) => [name, { type: 'string', description }],
          ),
        ),
      },
    },
    responses: {
      200: { description: 'The next page', html: true },
      303: { description: 'Signed in: on to `next`', redirect: true },
      401: { description: 'The page again, saying the e-mail or password is wrong', html: true },
      422: { description: 'The page again, each field with what to fix', html: true },
      429: { description: 'The page again, saying how long to wait (`Retry-After`)', html: true },
    },
  };
}

export const getFrontDoor = doc(
  page('getFrontDoor', 'The front door: the app for a member, what Evenkeel is for a visitor'),
);

export const getSignInPage = doc(page('getSignInPage', 'The sign-in form; signed in, on to `next`'));

const signInFormDoc = form('signInForm', 'Sign in from the form: a session cookie, then on to `next`', {
  email: 'E-mail',
  password: 'Password',
  next: 'Where to go once signed in (a path of the app)',
  locale: 'The page’s language',
});
export const signInForm = doc({
  ...signInFormDoc,
  responses: {
    ...signInFormDoc.responses,
    403: {
      description: 'The page again, saying the account is locked and why to write to support',
      html: true,
    },
  },
});

export const getSignUpPage = doc(
  page(
    'getSignUpPage',
    'The sign-up form (`email` fills the address in); signed in, on to the invitation or `next`',
  ),
);

export const signUpForm = doc(
  form(
    'signUpForm',
    'Create an account from the form: the e-mail with the activation link is sent, and the page says where',
    {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      password: 'Password',
      locale: 'The page’s language, the account’s',
    },
  ),
);

export const getCrisisFrontDoor = doc({
  ...page(
    'getCrisisFrontDoor',
    'Crisis help: for a visitor the emergency number and the lines of `country` (and `region`), drawn here; for a member the app, painted first the same way',
  ),
  query: {
    open: true,
    params: {
      country: { description: 'ISO 3166-1 alpha-2 country code' },
      region: { description: 'ISO 3166-2 subdivision code, with country' },
      lang: { description: 'en or fr: the language chosen, remembered in a cookie' },
    },
  },
  responses: {
    200: { description: 'The page', html: true },
    422: { description: 'The page, saying which code was refused', html: true },
  },
});
