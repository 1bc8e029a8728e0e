import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toJsonSchema } from '../http/json-schema';

type Content = Record<string, { schema?: object }>;
type Operation = {
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/**
 * Every response the API tests receive is checked against GET /api/openapi.json: its status is
 * declared for the operation, and its body matches the declared schema (sparse fieldsets
 * included: the document requires no attribute a `fields[TYPE]` may leave out); a response
 * without sparse fieldsets also matches the route's strict document (every attribute its Zod
 * definition requires). A request body the server accepted (2xx) matches the operation's request
 * schema: the document never refuses what the server takes. A route whose behaviour and
 * description differ fails the test file that reached it (createTestApp's close()).
 */
export class ContractCheck {
  private document: OpenApi | undefined;
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction | null>();
  /** Request bodies: formats checked (`format: date` a real day), as the server checks them. */
  private readonly requestAjv = addFormats(new Ajv2020({ strict: false, allErrors: false }));
  readonly violations: string[] = [];

  use(document: OpenApi): void {
    this.document = document;
  }

  /** Fastify `onSend` hook body: never changes the response, only records what disagrees. */
  inspect(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const document = this.document;
    const route = request.routeOptions.url;
    if (!document || !route?.startsWith('/api/') || request.method === 'HEAD') return;
    if (!request.routeOptions.config.openapi) return;
    const path = route.replace(/:(\w+)/g, '{$1}');
    const method = request.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    const where = `${request.method} ${route} → ${reply.statusCode}`;
    if (!operation) {
      this.violations.push(`${where}: the operation is not in the OpenAPI document`);
      return;
    }
    const status = String(reply.statusCode);
    const declared = operation.responses?.[status];
    if (!declared) {
      this.violations.push(
        `${where}: status not declared (declared: ${Object.keys(operation.responses ?? {}).join(', ')})`,
      );
      return;
    }
    if (reply.statusCode < 300) this.inspectRequest(request, operation, where);
    const sparse = Object.keys(request.query as object).some((name) => name.startsWith('fields['));
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '';
    const schema = declared.content?.[type]?.schema;
    if (!schema) {
      if (declared.content && reply.statusCode !== 204 && payload) {
        this.violations.push(
          `${where}: answered ${type || 'no content type'}, declared ${Object.keys(declared.content).join(', ')}`,
        );
      }
      return;
    }
    if (typeof payload !== 'string') return;
    // A page for people (text/html): its media type is declared, its body is not JSON to check.
    if (!type.endsWith('json')) return;
    const key = `${method} ${path} ${status} ${type}`;
    let validate = this.validators.get(key);
    if (validate === undefined) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    if (!validate) return;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      this.violations.push(`${where}: the body is not JSON`);
      return;
    }
    if (!validate(body)) {
      this.violations.push(`${where}: body does not match the declared schema: ${describe(validate)}`);
      return;
    }
    if (sparse) return;
    // The strict document, from the route's own declaration: every required attribute is there.
    const spec = request.routeOptions.config.openapi?.responses[reply.statusCode];
    if (typeof spec !== 'object' || !('document' in spec)) return;
    const strictKey = `strict ${key}`;
    let strict = this.validators.get(strictKey);
    if (strict === undefined) {
      strict = this.ajv.compile(toJsonSchema(spec.document.schema, 'output'));
      this.validators.set(strictKey, strict);
    }
    if (strict && !strict(body)) {
      this.violations.push(`${where}: body does not match the route's document: ${describe(strict)}`);
    }
  }

  /** A JSON body the server accepted must be one the operation's request schema accepts. */
  private inspectRequest(request: FastifyRequest, operation: Operation, where: string): void {
    const type =
      String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (!type.endsWith('json') || request.body === undefined || request.body === null) return;
    const schema = operation.requestBody?.content?.[type]?.schema;
    if (!schema) return;
    const key = `request ${request.method} ${request.routeOptions.url} ${type}`;
    let validate = this.validators.get(key);
    if (validate === undefined) {
      validate = this.requestAjv.compile(schema);
      this.validators.set(key, validate);
    }
    if (validate && !validate(request.body)) {
      this.violations.push(
        `${where}: the request body was accepted but its schema refuses it: ${describe(validate)}`,
      );
    }
  }

  /** Throws when any response disagreed with the document (createTestApp's close()). */
  assertClean(): void {
    if (this.violations.length === 0) return;
    const unique = [...new Set(this.violations)];
    throw new Error(`Responses that break the OpenAPI contract:\n- ${unique.slice(0, 20).join('\n- ')}`);
  }
}

const describe = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
    .join('; ');
