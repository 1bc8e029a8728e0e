import { fieldErrors, type Locale, signInSchema, signUpSchema } from '@evenkeel/common';
import { deviceFields as deviceFieldSchemas } from '@evenkeel/common/schemas/accounts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import { ApiError } from '../../http/errors';
import { FLASH_COOKIE, type FlashType } from '../../http/flash';
import { bindLinkBrowser } from '../../http/link-browser';
import type { SendApp } from '../../http/spa';
import { pageTranslator, translator } from '../../i18n';
import { CRISIS_APP_PATH, crisisState, renderCrisisMain } from '../crisis-lines';
import { openSession, signInWithinLimits } from '../sessions';
import type { SignUpLimit } from '../users';
import { signUp } from '../users/service';
import type { FrontDoorAssets } from './assets';
import * as contract from './contract';
import type { FieldMessages } from './fields';
import { type Flash, type FrontDoorPage, renderFrontDoor } from './layout';
import { frontDoorLocale, rememberLocale } from './locale';
import { checkInboxMain, landingMain, locateMain, signInMain, signUpMain } from './pages';
import { safeNext } from './safe-next';
import { keepUtmParams } from './utm';

const DEVICE_FIELDS = Object.keys(deviceFieldSchemas);

type Form = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A flash left by a form post and redirect (sign-out): shown once, then gone. */
function takeFlash(request: FastifyRequest, reply: FastifyReply): Flash | null {
  const raw = request.cookies[FLASH_COOKIE];
  if (!raw) return null;
  reply.clearCookie(FLASH_COOKIE, { path: '/' });
  try {
    const flash = JSON.parse(raw) as { type?: unknown; message?: unknown };
    return typeof flash.message === 'string'
      ? { type: flash.type as FlashType, message: flash.message }
      : null;
  } catch {
    return null;
  }
}

function errorsByField(error: ZodError, locale: Locale): FieldMessages {
  return Object.fromEntries(
    fieldErrors(error, translator(locale)).map(({ field, message }) => [field, message]),
  );
}

/** The native app's device fields from the address (`?native_app=1&one_signal_token=…`) or a form sent back. */
function deviceFrom(source: Form): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of DEVICE_FIELDS) {
    const value = text(source[name]).slice(0, 200);
    if (value) fields[name] = value;
  }
  return fields;
}

/**
 * The signed-out pages (`/`, `/sign-in`, `/sign-up`, `/crisis`), drawn by the server with forms that work
 * without scripts (docs/decisions/0008-front-door.md): a visitor's first load carries a few
 * kilobytes instead of the app. A signed-in member asking for `/` or `/crisis` gets the app; for
 * sign-in or sign-up, where they were heading.
 */
export async function frontDoorRoutes(
  app: FastifyInstance,
  {
    sendApp,
    assets,
    signUpLimit,
  }: { sendApp: SendApp | null; assets: FrontDoorAssets; signUpLimit: SignUpLimit },
) {
  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    locale: Locale,
    content: Pick<FrontDoorPage, 'title' | 'main' | 'wide'>,
  ) => {
    const [path, search] = request.url.split('?') as [string, string | undefined];
    const html = renderFrontDoor(
      {
        ...content,
        locale,
        t: pageTranslator(locale),
        path,
        query: new URLSearchParams(request.method === 'GET' ? search : ''),
        flash: takeFlash(request, reply),
      },
      assets,
    );
    return reply
      .status(status)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  /** The language of a GET: a `?lang=` just chosen is remembered for the next pages. */
  const getLocale = (request: FastifyRequest, reply: FastifyReply): Locale => {
    const query = request.query as Form;
    keepUtmParams(query, reply);
    const locale = frontDoorLocale(request, query.lang);
    if (query.lang === locale) rememberLocale(reply, locale);
    return locale;
  };

  app.get('/', contract.getFrontDoor, async (request, reply) => {
    if (request.currentUser) return sendApp ? sendApp(request, reply) : reply.callNotFound();
    const locale = getLocale(request, reply);
    const t = pageTranslator(locale);
    return page(request, reply, 200, locale, {
      title: t('landing.title'),
      main: landingMain(t),
      wide: true,
    });
  });

  const signInPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    locale: Locale,
    form: Partial<Parameters<typeof signInMain>[1]> & { source: Form },
  ) => {
    const t = pageTranslator(locale);
    return page(request, reply, status, locale, {
      title: t('session.sign_in.title'),
      main: signInMain(t, {
        csrf: reply.generateCsrf(),
        email: text(form.source.email),
        next: text(form.source.next) || null,
        device: deviceFrom(form.source),
        errors: form.errors ?? {},
        refusal: form.refusal ?? null,
      }),
    });
  };

  app.get('/sign-in', contract.getSignInPage, async (request, reply) => {
    const query = request.query as Form;
    if (request.currentUser) return reply.redirect(safeNext(text(query.next)), 303);
    return signInPage(request, reply, 200, getLocale(request, reply), { source: query });
  });

  app.post('/sign-in', contract.signInForm, async (request, reply) => {
    const body = (request.body ?? {}) as Form;
    const locale = frontDoorLocale(request, body.locale);
    const parsed = signInSchema.safeParse({
      email: text(body.email),
      password: text(body.password),
      ...deviceFrom(body),
    });
    if (!parsed.success) {
      return signInPage(request, reply, 422, locale, {
        source: body,
        errors: errorsByField(parsed.error, locale),
      });
    }
    try {
      const user = await signInWithinLimits(app.ctx.db, parsed.data, request.ip);
      await openSession(app, request, reply, user);
    } catch (error) {
      if (
        !(error instanceof ApiError) ||
        (error.status !== 401 && error.status !== 403 && error.status !== 429)
      )
        throw error;
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      const refusal = translator(locale)(error.key, error.params);
      return signInPage(request, reply, error.status, locale, { source: body, refusal });
    }
    return reply.redirect(safeNext(text(body.next)), 303);
  });

  const signUpPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    locale: Locale,
    source: Form,
    errors: FieldMessages = {},
    refusal: string | null = null,
  ) => {
    const t = pageTranslator(locale);
    return page(request, reply, status, locale, {
      title: t('session.sign_up.title'),
      main: signUpMain(t, {
        csrf: reply.generateCsrf(),
        // An invitation e-mail links here with the invited address filled in.
        values: {
          first_name: text(source.first_name),
          last_name: text(source.last_name),
          email: text(source.email),
        },
        locale,
        device: deviceFrom(source),
        errors,
        refusal,
      }),
    });
  };

  app.get('/sign-up', contract.getSignUpPage, async (request, reply) => {
    const query = request.query as Form;
    if (request.currentUser) {
      // Signing up from an invitation e-mail leads straight to the invitation.
      return reply.redirect(query.invitation ? '/profile#invitations' : safeNext(text(query.next)), 303);
    }
    return signUpPage(request, reply, 200, getLocale(request, reply), query);
  });

  app.post(
    '/sign-up',
    {
      // The same allowance as POST /api/users, counted together (users/sign-up-limit.ts); counted
      // once the form is read (preHandler, not onRequest), so the refusal gives it back filled in.
      ...contract.signUpForm,
      preHandler: signUpLimit,
      // The rate limiter refuses with an ApiError, which the app's error handler answers with a
      // JSON:API document; a person on the form gets the form back, saying how long to wait
      // (the limiter has set Retry-After). Any other error goes on to the app's handler.
      errorHandler: (error, request, reply) => {
        if (!(error instanceof ApiError) || error.code !== 'rate_limited') throw error;
        const body = (request.body ?? {}) as Form;
        const locale = frontDoorLocale(request, body.locale);
        const refusal = translator(locale)(error.key, error.params);
        return signUpPage(request, reply, error.status, locale, body, {}, refusal);
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Form;
      const locale = frontDoorLocale(request, body.locale);
      const parsed = signUpSchema.safeParse({
        first_name: text(body.first_name),
        last_name: text(body.last_name),
        email: text(body.email),
        password: text(body.password),
        locale,
        ...deviceFrom(body),
      });
      if (!parsed.success)
        return signUpPage(request, reply, 422, locale, body, errorsByField(parsed.error, locale));
      await signUp(app.ctx, parsed.data, locale, request.ip, bindLinkBrowser(request, reply));
      const t = pageTranslator(locale);
      // The same answer whether or not the address has an account: the e-mail tells the rest.
      return page(request, reply, 200, locale, {
        title: t('session.sign_up.check_title'),
        main: checkInboxMain(t, parsed.data.email),
      });
    },
  );

  app.get(CRISIS_APP_PATH, contract.getCrisisFrontDoor, async (request, reply) => {
    if (request.currentUser) return sendApp ? sendApp(request, reply) : reply.callNotFound();
    const locale = getLocale(request, reply);
    const state = await crisisState(app, request, request.query as Form, locale);
    const t = pageTranslator(locale);
    const main = `<div class="fd-crisis"${state.country ? '' : ' data-needs-place'}>${renderCrisisMain(state, translator(locale), CRISIS_APP_PATH)}${locateMain(t)}</div>`;
    return page(request, reply, state.error ? 422 : 200, locale, { title: t('crisis.title'), main });
  });
}
