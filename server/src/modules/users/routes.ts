import { signUpSchema, userUpdateSchema } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, readResource, toDocument } from '../../http/jsonapi';
import { queueDelivery } from '../../mail/outbox';
import { authorize, userPolicy } from '../../policies';
import { recordAudit } from '../audit/service';
import { startSession } from '../sessions/routes';
import { presentCurrentUser } from './presenter';
import { signUp, updateUser } from './service';

export const SIGN_UPS_PER_HOUR_PER_ADDRESS = 100;

export async function userRoutes(app: FastifyInstance) {
  app.post(
    '/api/users',
    {
      config: {
        // Per address: generous enough for an office whose staff sign up together behind one
        // network address during onboarding, tight enough to stop scripted account creation.
        rateLimit: { max: SIGN_UPS_PER_HOUR_PER_ADDRESS, timeWindow: '1 hour' },
        openapi: {
          tag: 'users',
          summary: 'Sign up; signs in and e-mails a verification link',
          resourceType: 'users',
          attributes: signUpSchema,
          responses: { 201: 'users', 422: 'invalid', 429: 'too many sign-ups' },
        },
      },
    },
    async (request, reply) => {
      const input = readResource(request, { type: 'users', schema: signUpSchema });
      const { user, emailId } = await signUp(app.ctx, input, request.locale);
      await queueDelivery(app.ctx.jobs, emailId);
      await recordAudit(app.ctx.db, { action: 'sign_up', actorId: user.id, ip: request.ip });
      return startSession(app, request, reply, user, 201);
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/users/:slug',
    {
      config: {
        openapi: {
          tag: 'users',
          summary: "A user's profile (your own)",
          signedIn: true,
          responses: { 200: 'users', 401: 'signed out', 404: 'not found' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const [subject] = await app.ctx.db
        .select()
        .from(users)
        .where(eq(users.slug, request.params.slug))
        .limit(1);
      authorize(subject !== undefined && userPolicy.canRead(actor, subject));
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentCurrentUser(subject ?? actor, request.roleNames)));
    },
  );

  app.patch<{ Params: { slug: string } }>(
    '/api/users/:slug',
    {
      config: {
        openapi: {
          tag: 'users',
          summary: 'Update your profile (names, language)',
          signedIn: true,
          resourceType: 'users',
          attributes: userUpdateSchema,
          responses: { 200: 'users', 401: 'signed out', 404: 'not found', 422: 'invalid' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const [subject] = await app.ctx.db
        .select()
        .from(users)
        .where(eq(users.slug, request.params.slug))
        .limit(1);
      authorize(subject !== undefined && userPolicy.canUpdate(actor, subject));
      const input = readResource(request, {
        type: 'users',
        schema: userUpdateSchema,
        id: request.params.slug,
      });
      const updated = await updateUser(app.ctx.db, actor, input);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentCurrentUser(updated, request.roleNames)));
    },
  );
}
