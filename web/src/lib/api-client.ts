import { Jsona } from 'jsona';
import { currentLocale } from './i18n';

export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

/** A JSON:API error object as the server sends it (design/api.md). */
export type ApiErrorObject = {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string };
};

/** A refused or failed call; `detail` texts are already in the user's language. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorObject[],
  ) {
    super(errors[0]?.detail ?? `HTTP ${status}`);
  }

  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** 422 details by attribute name (`/data/attributes/email` → `email`), for form fields. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const error of this.errors) {
      const field = error.source?.pointer?.replace(/^\/data\/attributes\/?/, '');
      if (field && !(field in out)) out[field] = error.detail;
    }
    return out;
  }
}

/** `links` of a list: `next` is how a keyset-paged list (organization members) reads on. */
export type ApiResult<T> = { data: T; meta: Record<string, unknown>; links: Record<string, string | null> };

let csrfToken: string | null = null;

/** The session call hands out the CSRF token; every mutation sends it back. */
export function setCsrfToken(token: unknown): void {
  if (typeof token === 'string' && token) csrfToken = token;
}

const formatter = new Jsona();

type Options = {
  /** Sent as a JSON:API document: `{ data: { type, id?, attributes, relationships? } }`. */
  body?: {
    type: string;
    id?: string;
    attributes: Record<string, unknown>;
    relationships?: Record<string, { data: { type: string; id: string } | null }>;
  };
  query?: Record<string, string | number | undefined>;
};

/**
 * The one way the app talks to the API: JSON:API both ways, the CSRF token, the user's UTC
 * offset and language on every request; responses deserialised to snake_case objects.
 */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: Options = {},
): Promise<ApiResult<T>> {
  const response = await send(method, path, options);
  if (response.status === 403 && method !== 'GET') {
    // An expired page keeps a stale CSRF token: fetch a fresh one and try once more.
    const error = await readError(response.clone());
    if (error.code === 'csrf_invalid') {
      await refreshCsrfToken();
      return finish<T>(await send(method, path, options));
    }
  }
  return finish<T>(response);
}

async function send(method: string, path: string, options: Options): Promise<Response> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = commonHeaders();
  let body: string | undefined;
  if (options.body) {
    headers['Content-Type'] = JSONAPI_MEDIA_TYPE;
    body = JSON.stringify({ data: options.body });
  }
  return fetch(url, { method, headers, body, credentials: 'same-origin' });
}

/** What every request carries (spec §7): media type, language, UTC offset, CSRF token. */
function commonHeaders(): Record<string, string> {
  return {
    Accept: JSONAPI_MEDIA_TYPE,
    'Accept-Language': currentLocale(),
    // Minutes east of UTC (getTimezoneOffset counts the other way).
    'X-UTC-Offset': String(-new Date().getTimezoneOffset()),
    ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}),
  };
}

async function finish<T>(response: Response): Promise<ApiResult<T>> {
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return { data: null as T, meta: {}, links: {} };
  return readDocument<T>((await response.json()) as Record<string, unknown>);
}

/**
 * A JSON:API document as a response's body is read: its CSRF token kept, its data deserialised.
 * Also for the documents the server writes into the page (the session: features/session).
 */
export function readDocument<T>(document: Record<string, unknown>): ApiResult<T> {
  const meta = (document.meta ?? {}) as Record<string, unknown>;
  setCsrfToken(meta.csrf_token);
  const data = 'data' in document && document.data !== null ? formatter.deserialize(document as never) : null;
  const links = (document.links ?? {}) as Record<string, string | null>;
  return { data: data as T, meta, links };
}

async function readError(response: Response): Promise<ApiRequestError> {
  try {
    const document = (await response.json()) as {
      errors?: ApiErrorObject[];
      meta?: { csrf_token?: unknown };
    };
    setCsrfToken(document.meta?.csrf_token);
    return new ApiRequestError(response.status, document.errors ?? []);
  } catch {
    return new ApiRequestError(response.status, []);
  }
}

async function refreshCsrfToken(): Promise<void> {
  const response = await send('GET', '/api/session', {});
  const document = (await response.json().catch(() => ({}))) as { meta?: { csrf_token?: unknown } };
  setCsrfToken(document.meta?.csrf_token);
}

/** For the few classic form posts (sign-out): the hidden `authenticity_token` field. */
export function getCsrfToken(): string {
  return csrfToken ?? '';
}

/**
 * Uploads a file as multipart/form-data (POST /api/uploads): the one request that is not a
 * JSON:API document. Same headers, same errors.
 */
export async function uploadFile<T = unknown>(purpose: string, file: Blob, filename: string): Promise<T> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, filename);
  const response = await fetch(new URL('/api/uploads', window.location.origin), {
    method: 'POST',
    headers: commonHeaders(),
    body,
    credentials: 'same-origin',
  });
  return (await finish<T>(response)).data;
}

/**
 * Posts a multipart/form-data form to an API path (an organization's CSV of invitations, issue
 * 31): same headers and errors as `apiRequest`; the answer read as a JSON:API document.
 */
export async function postFormData<T = unknown>(path: string, body: FormData): Promise<ApiResult<T>> {
  const response = await fetch(new URL(path, window.location.origin), {
    method: 'POST',
    headers: commonHeaders(),
    body,
    credentials: 'same-origin',
  });
  return finish<T>(response);
}
