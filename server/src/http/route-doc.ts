import type { DocumentSpec } from '@evenkeel/common';
import type { z } from 'zod';

/**
 * A route's contract, declared beside it as `config.openapi`. The same declaration drives the
 * OpenAPI document (modules/system/openapi.ts), the refusal of query parameters the route does
 * not support (http/jsonapi-protocol.ts), sparse fieldsets, pagination links and `Location`,
 * and, in the API tests, the check that every response matches it (test/contract.ts).
 */
export type RouteDoc = {
  /** Unique, camelCase: `listOrganizations`, `createInvitation`. */
  operationId: string;
  summary: string;
  tag: string;
  /** Signed-in only (401 otherwise); documents the session cookie as its security. */
  signedIn?: boolean;
  /** The JSON:API request body: `data.type`, the schema of `data.attributes`, its relationships. */
  body?: BodyDoc;
  /** A body that is not JSON:API: the upload's multipart form, the classic form posts. */
  otherBody?: { mediaType: string; schema: Record<string, unknown> };
  query?: QueryDoc;
  /**
   * Every status the route answers. A success names its document (`DocumentSpec` from common/)
   * or says it has no body (204, redirects); an error is a description. Statuses every route can
   * answer (400 for query parameters, 406, 503; 401/403 CSRF/415/413/422 where they apply) are
   * added by the document builder.
   */
  responses: Record<number, ResponseDoc>;
  /** Where a 201's resource lives, for `Location` (`{id}` is replaced by `data.id`). */
  location?: string;
};

export type BodyDoc = {
  type: string;
  attributes: z.ZodType;
  /** Relationship name → the resource type it points at. */
  relationships?: Record<string, string>;
  requiredRelationships?: readonly string[];
  /** PATCH: `data.id` must repeat the path's slug. */
  idRequired?: boolean;
};

/** Parameters besides `include` and `fields[TYPE]` (every route accepts those, and checks them). */
export type QueryDoc = {
  /** Paths `include` may name; any other path is a 400. */
  include?: readonly string[];
  /** Fields `sort` may name (each also with `-`). */
  sort?: readonly string[];
  /** A paginated list: `page[number]`, `page[size]`, `meta.total` and the pagination links. */
  page?: boolean;
  /**
   * A keyset-paginated list (issue 31's members list): `page[after]` (the cursor the previous
   * page's `links.next` carries) and `page[size]`; the route writes its own links.
   */
  cursor?: boolean;
  /** `filter[NAME]`, each with its description and JSON Schema. */
  filter?: Record<string, ParamDoc>;
  /** The spec's own names (`scope`, `reports`, `type`) and link tokens: plain parameters. */
  params?: Record<string, ParamDoc>;
  /**
   * A page people open from links anywhere (the signed-out pages): parameters it does not use are
   * ignored rather than refused, since shared links carry campaign and click ids.
   */
  open?: boolean;
};

export type ParamDoc = { description: string; schema?: Record<string, unknown>; required?: boolean };

export type ResponseDoc =
  | string
  | {
      description: string;
      document: DocumentSpec /** Default: application/vnd.api+json. */;
      mediaType?: string;
    }
  | { description: string; html: true }
  | { description: string /** Files served as they are, in these media types. */; files: readonly string[] }
  | { description: string; redirect: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

/**
 * One module's route contracts share a tag and, mostly, "signed in": `const doc = routeDocs('tag')`
 * in its contract.ts, then `export const createThing = doc({ operationId, summary, … })`. The
 * value is the route's options (`{ config: { openapi } }`), passed as `app.post(path, createThing, …)`.
 */
export const routeDocs =
  (tag: string, defaults: { signedIn?: boolean } = { signedIn: true }) =>
  (partial: Omit<RouteDoc, 'tag'>): { config: { openapi: RouteDoc } } => ({
    config: { openapi: { tag, ...defaults, ...partial } },
  });
