import type { z } from 'zod';

/** What GET /api/openapi.json says about a route; attached as `config.openapi` where it is declared. */
export type RouteDoc = {
  summary: string;
  tag: string;
  /** Schema of `data.attributes` in the JSON:API request body. */
  attributes?: z.ZodType;
  resourceType?: string;
  signedIn?: boolean;
  responses: Record<number, string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}
