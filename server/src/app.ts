import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { authenticate } from './http/authenticate';
import { clientErrorHandler } from './http/client-error';
import { registerCompression } from './http/compression';
import { errorDocument, registerErrorHandling } from './http/error-handler';
import { ApiError } from './http/errors';
import { inputGuard } from './http/input-guard';
import { JSONAPI_MEDIA_TYPE } from './http/jsonapi';
import { jsonApiPlugin } from './http/jsonapi-plugin';
import { jsonApiProtocol } from './http/jsonapi-protocol';
import { logUrl } from './http/log-safety';
import { collectAllowedMethods } from './http/method-not-allowed';
import { PATH_SEGMENT_MAX_RAW_LENGTH, refusedPath, rewriteRefusedPath } from './http/path-guard';
import { requestContext } from './http/request-context';
import { security, securityHeaderPairs } from './http/security';
import { isSpaRequest, serveSpa } from './http/spa';
import { accessRecordRoutes } from './modules/access-records/routes';
import { adminAccountRoutes } from './modules/admin-accounts/routes';
import { coverageRoutes } from './modules/benefits/coverage-routes';
import { myCoverageRoutes } from './modules/benefits/my-coverage-routes';
import { benefitGroupRoutes } from './modules/benefits/routes';
import { callRoutes } from './modules/calls/routes';
import { chatRoutes } from './modules/chat/routes';
import { chatSocketRoutes } from './modules/chat-socket/routes';
import { checkupRoutes } from './modules/checkups/routes';
import { connectionRoutes } from './modules/connections/routes';
import { resultConsentRoutes } from './modules/consents/routes';
import { contentRoutes } from './modules/content/routes';
import { CRISIS_APP_PATH, crisisFirstPaint } from './modules/crisis-lines/page';
import { crisisLineRoutes } from './modules/crisis-lines/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { dataExportRoutes } from './modules/data-exports/routes';
import { devMailRoutes } from './modules/dev-mail/routes';
import { documentRoutes } from './modules/documents/routes';
import { emailVerificationRoutes } from './modules/email-verifications/routes';
import { frontDoorAssets } from './modules/front-door/assets';
import { frontDoorRoutes } from './modules/front-door/routes';
import { groupReporterRoutes } from './modules/groups/reporters';
import { groupRoutes } from './modules/groups/routes';
import { healthServiceRoutes } from './modules/health-services/routes';
import { insightCardRoutes } from './modules/insight-cards/routes';
import { insightRoutes } from './modules/insights/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { logRoutes } from './modules/logs/routes';
import { organizationInvitationRoutes } from './modules/organization-invitations/routes';
import { organizationMemberRoutes } from './modules/organization-members/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { passwordResetRoutes } from './modules/password-resets/routes';
import { nearestPlaceRoutes } from './modules/places/nearest-route';
import { placeRoutes } from './modules/places/routes';
import { preferenceRoutes } from './modules/preferences/routes';
import { providerRoutes } from './modules/providers/routes';
import { pushRoutes } from './modules/push/routes';
import { questionnaireRoutes } from './modules/questionnaires/routes';
import { recommendationRoutes } from './modules/recommendations/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { roleRoutes } from './modules/roles/routes';
import { pageSession } from './modules/sessions/page-session';
import { sessionRoutes } from './modules/sessions/routes';
import { shareLinkPageRoutes } from './modules/share-links/page-routes';
import { shareLinkRoutes } from './modules/share-links/routes';
import { collectRouteDocs, systemRoutes } from './modules/system/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';
import { createSignUpLimit } from './modules/users/sign-up-limit';

export type BuildOptions = {
  ctx: AppContext;
  /** Serve the built web app in this folder when it has one (the server: web/dist; API tests leave it off). */
  webRoot?: string;
  logger?: boolean;
  /** Where the logs go when `logger` is on (standard output by default; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Sees every response as sent (the API tests check each against the OpenAPI document). */
  inspectResponse?: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
};

/** Builds the HTTP app around a ready context (database migrated, queue started). Tests build it too. */
/** The levels at which request lines (info) are written. */
const REQUEST_LINE_LEVELS: ReadonlySet<string> = new Set(['info', 'debug', 'trace']);

export async function buildApp({
  ctx,
  webRoot,
  logger = false,
  logStream,
  inspectResponse,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: ctx.env.LOG_LEVEL,
          ...(logStream ? { stream: logStream } : {}),
          // Request logs carry method, path and status only: no bodies, cookies or tokens; of the
          // query, parameter names and only the values of paging and fixed choices (log-safety.ts).
          redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization'],
          serializers: {
            req: (req) => ({
              method: req.method,
              url: logUrl(req.url),
            }),
          },
        }
      : false,
    // The socket's peer is the client unless EVENKEEL_TRUSTED_PROXIES names the proxies in front.
    trustProxy: trustProxy(ctx.env.trustedProxies),
    bodyLimit: 100 * 1024,
    // A request must arrive whole (headers and body) within EVENKEEL_REQUEST_TIMEOUT_MS, or Node
    // answers 408 and closes the socket: a body sent a byte at a time no longer holds a
    // connection for ever (Fastify's default is no limit). Node looks at open connections every
    // `connectionsCheckingInterval` (30 s by default), so the check runs often enough to keep
    // the bound near its value; headers alone keep Node's 60 s, or less.
    requestTimeout: ctx.env.EVENKEEL_REQUEST_TIMEOUT_MS,
    http: {
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, ctx.env.EVENKEEL_REQUEST_TIMEOUT_MS / 4)),
      headersTimeout: Math.min(60_000, ctx.env.EVENKEEL_REQUEST_TIMEOUT_MS),
    },
    // A longer segment never reaches the router: rewriteRefusedPath sends it to the not-found
    // handler (414), with every hook on the way (http/path-guard.ts).
    routerOptions: { maxParamLength: PATH_SEGMENT_MAX_RAW_LENGTH },
    rewriteUrl: rewriteRefusedPath,
    // A request the HTTP parser refused (a NUL in the path): a JSON:API error all the same.
    clientErrorHandler: clientErrorHandler(securityHeaderPairs(ctx.env.NODE_ENV === 'production')),
  });
  app.decorate('ctx', ctx);
  // Request logs carry method, path and status only: no bodies, cookies, tokens or health data.
  // Nothing is worked out for a line the level drops (LOG_LEVEL=warn or above), and both hooks
  // below take a callback: an async hook costs every request a promise and a microtask.
  if (logger && REQUEST_LINE_LEVELS.has(ctx.env.LOG_LEVEL)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          // As asked (a refused path was rewritten, path-guard.ts).
          url: logUrl(request.originalUrl),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });
  }
  // A response sent before its request's body arrived (a refused upload, a 413) closes the
  // connection: the rest of the body would otherwise sit unread in front of the next request
  // on a keep-alive connection, which then hangs until the socket times out.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && request.raw.method !== 'GET' && request.raw.method !== 'HEAD') {
      reply.header('connection', 'close');
    }
    done(null, payload);
  });
  if (inspectResponse) {
    app.addHook('onSend', async (request, reply, payload) => {
      inspectResponse(request, reply, payload);
      return payload;
    });
  }
  const documented = collectRouteDocs(app);
  const allowedMethods = collectAllowedMethods(app);

  registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(requestContext);
  await app.register(jsonApiPlugin);
  await app.register(jsonApiProtocol);
  await app.register(inputGuard);
  // multipart/form-data for POST /api/uploads only; files are read as streams (uploads/routes.ts).
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await app.register(authenticate);
  await app.register(security);
  registerErrorHandling(app);

  await app.register(systemRoutes, { documented });
  await app.register(sessionRoutes);
  // One counter for the two routes that create accounts (the API and the sign-up form).
  const signUpLimit = createSignUpLimit(app);
  await app.register(userRoutes, { signUpLimit });
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(invitationRoutes);
  await app.register(connectionRoutes);
  await app.register(resultConsentRoutes);
  await app.register(roleRoutes);
  await app.register(organizationRoutes);
  await app.register(organizationMemberRoutes);
  await app.register(organizationInvitationRoutes);
  await app.register(adminAccountRoutes);
  await app.register(groupRoutes);
  await app.register(groupReporterRoutes);
  await app.register(providerRoutes);
  await app.register(healthServiceRoutes);
  await app.register(placeRoutes);
  await app.register(nearestPlaceRoutes);
  await app.register(uploadRoutes);
  await app.register(preferenceRoutes);
  await app.register(questionnaireRoutes);
  await app.register(checkupRoutes);
  await app.register(insightRoutes);
  await app.register(logRoutes);
  await app.register(pushRoutes);
  await app.register(reminderRoutes);
  await app.register(crisisLineRoutes);
  await app.register(contentRoutes);
  await app.register(dashboardRoutes);
  await app.register(recommendationRoutes);
  await app.register(benefitGroupRoutes);
  await app.register(coverageRoutes);
  await app.register(myCoverageRoutes);
  await app.register(documentRoutes);
  await app.register(callRoutes);
  await app.register(chatSocketRoutes);
  await app.register(chatRoutes);
  // Issue 30: "who saw my data", the member's own access log.
  await app.register(accessRecordRoutes);
  await app.register(dataExportRoutes);
  // Issue 32 §5: a member's read-only links for someone outside Evenkeel.
  await app.register(shareLinkRoutes);
  // Issue 32 §3: a member's own insight cards.
  await app.register(insightCardRoutes);
  if (ctx.env.NODE_ENV !== 'production') await app.register(devMailRoutes);

  const sendApp =
    webRoot === undefined
      ? null
      : await serveSpa(app, webRoot, {
          firstPaints: { [CRISIS_APP_PATH]: crisisFirstPaint(app) },
          session: pageSession,
        });
  // The signed-out pages, drawn here; a member asking for `/` gets the app.
  await app.register(frontDoorRoutes, {
    sendApp,
    assets: frontDoorAssets(webRoot, ctx.env.NODE_ENV === 'development'),
    signUpLimit,
  });
  await app.register(shareLinkPageRoutes, {
    assets: frontDoorAssets(webRoot, ctx.env.NODE_ENV === 'development'),
  });
  app.setNotFoundHandler(async (request, reply) => {
    const refused = refusedPath(request.raw);
    if (refused)
      return reply.status(refused.status).type(JSONAPI_MEDIA_TYPE).send(errorDocument(request, refused));
    if (sendApp && isSpaRequest(request.method, request.url, request.headers.accept)) {
      return sendApp(request, reply);
    }
    // A known path asked with a method it does not answer: 405 and the methods it does.
    const allowed = request.url.startsWith('/api/') ? allowedMethods(request.url) : [];
    if (allowed.length > 0) {
      const error = new ApiError(405, 'method_not_allowed', 'errors.method_not_allowed', {
        method: request.method,
      });
      reply.header('allow', allowed.join(', '));
      return reply.status(405).type(JSONAPI_MEDIA_TYPE).send(errorDocument(request, error));
    }
    const error = new ApiError(404, 'not_found', 'errors.not_found');
    return reply.status(404).type(JSONAPI_MEDIA_TYPE).send(errorDocument(request, error));
  });
  return app;
}

/** A hop count trusts that many proxies from the socket inward, as Fastify does for a number. */
function trustProxy(setting: AppContext['env']['trustedProxies']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Tokens travel in some URLs (reset links, device tokens): logs keep only their place. */
export function maskSecrets(url: string): string {
  return (
    url
      .replace(/(\/password_resets\/)[^/?]+/, '$1…')
      // A share link's token opens the member's data (issue 32 §5).
      .replace(/(\/shared\/)[^/?]+/, '$1…')
      .replace(/([?&](?:token|device_token)=)[^&]+/g, '$1…')
      // A position shared for crisis help is nobody's business, the logs' included.
      .replace(/([?&](?:filter(?:\[|%5B))?(?:latitude|longitude)(?:\]|%5D)?=)[^&]+/gi, '$1…')
  );
}
