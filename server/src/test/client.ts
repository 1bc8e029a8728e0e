import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { JSONAPI_MEDIA_TYPE } from '../http/jsonapi';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Response = LightMyRequestResponse & { body: string; doc: JsonApiDoc };
export type JsonApiDoc = {
  data?: {
    type: string;
    id: string;
    attributes: Record<string, unknown>;
    meta?: Record<string, unknown>;
  } | null;
  errors?: {
    status: string;
    code: string;
    title: string;
    detail: string;
    source?: { pointer?: string; parameter?: string };
  }[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
  included?: JsonApiItem[];
};
export type JsonApiItem = {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  meta?: Record<string, unknown>;
  relationships?: Record<
    string,
    { data: { type: string; id: string } | { type: string; id: string }[] | null }
  >;
};

/** The resources of a list document. */
export const items = (response: { doc: JsonApiDoc }): JsonApiItem[] =>
  (response.doc.data as unknown as JsonApiItem[] | undefined) ?? [];

/**
 * A browser-like client for `app.inject`: keeps cookies, fetches the CSRF token the way the
 * web app does (GET /api/session), and sends the JSON:API headers.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  csrfToken = '';
  locale = 'en';
  /** The socket's peer address the app sees (light-my-request's default is 127.0.0.1). */
  remoteAddress: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      accept: JSONAPI_MEDIA_TYPE,
      'accept-language': this.locale,
      'x-utc-offset': '-300',
      ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(options.body !== undefined ? { 'content-type': JSONAPI_MEDIA_TYPE } : {}),
      ...options.headers,
    };
    const inject: InjectOptions = { method, url, headers };
    if (this.remoteAddress) inject.remoteAddress = this.remoteAddress;
    if (options.body !== undefined)
      inject.payload =
        typeof options.body === 'string' || Buffer.isBuffer(options.body)
          ? options.body
          : JSON.stringify(options.body);
    const response = (await this.app.inject(inject)) as Response;
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const type = String(response.headers['content-type'] ?? '');
    // A compressed body (the test asked for it) is the test's to decode.
    const plain =
      type.startsWith(JSONAPI_MEDIA_TYPE) && response.body && !response.headers['content-encoding'];
    response.doc = plain ? JSON.parse(response.body) : {};
    const token = response.doc.meta?.csrf_token;
    if (typeof token === 'string') this.csrfToken = token;
    return response;
  }

  /** Loads the CSRF token, as the web app does on start. */
  /** The cookies as a `Cookie` header, for what inject cannot do (a WebSocket's handshake). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async start(): Promise<this> {
    await this.request('GET', '/api/session');
    return this;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, { headers });
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, { body, headers });
  patch = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PATCH', url, { body, headers });
  put = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', url, { body, headers });
  delete = (url: string, headers?: Record<string, string>) => this.request('DELETE', url, { headers });

  /** A classic HTML form post (application/x-www-form-urlencoded), with the CSRF token as a field. */
  form = (url: string, fields: [string, string][], withToken = true) => {
    const params = new URLSearchParams(fields);
    if (withToken) params.append('authenticity_token', this.csrfToken);
    return this.request('POST', url, {
      body: params.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': '' },
    });
  };

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }
}

export const resource = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});
