import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TEST CODE. A minimal S3-compatible server on 127.0.0.1 for the storage tests: PutObject,
 * GetObject and DeleteObject with path-style URLs (`/<bucket>/<key>`). Like S3 it checks the
 * AWS Signature V4 of every request against its own credentials (403 SignatureDoesNotMatch),
 * and the signed payload hash against the body; it keeps objects in memory with their
 * Content-Type and canned ACL, and records each request's method, path and headers.
 */
export type FakeObject = { data: Buffer; contentType: string | undefined; acl: string | undefined };
export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  authorized: boolean;
};

export type FakeS3 = {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  endpoint: string;
  /** By `<bucket>/<key>`. */
  objects: Map<string, FakeObject>;
  requests: RecordedRequest[];
  /** The next `count` requests get this status (a 5xx as from an unwell store). */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function xmlError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/** AWS Signature V4, computed independently of the client library, as S3 does. */
function signatureMatches(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): { ok: true } | { ok: false; code: string } {
  const header = String(request.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return { ok: false, code: 'AccessDenied' };
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== credentials.accessKeyId) return { ok: false, code: 'InvalidAccessKeyId' };
  if (region !== credentials.region) return { ok: false, code: 'AuthorizationHeaderMalformed' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (!amzDate.startsWith(date as string) || !payloadHash) return { ok: false, code: 'AccessDenied' };
  const names = (signedHeaders as string).split(';');
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => names.includes(name))) {
    return { ok: false, code: 'AccessDenied' };
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { ok: false, code: 'XAmzContentSHA256Mismatch' };
  }
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date as string), region as string), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? { ok: true } : { ok: false, code: 'SignatureDoesNotMatch' };
}

export async function startFakeS3(credentials: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: RecordedRequest[] = [];
  let failures: { status: number; count: number } | null = null;

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
    const check = signatureMatches(request, body, credentials);
    requests.push({ method: request.method ?? '', path, headers: request.headers, authorized: check.ok });
    if (!check.ok) return xmlError(response, 403, check.code);
    if (failures && failures.count > 0) {
      failures.count -= 1;
      return xmlError(response, failures.status, 'InternalError');
    }
    const [, bucket, ...rest] = path.split('/');
    const key = rest.join('/');
    if (!bucket || !key) return xmlError(response, 400, 'InvalidRequest');
    const id = `${bucket}/${key}`;
    switch (request.method) {
      case 'PUT': {
        objects.set(id, {
          data: body,
          contentType: request.headers['content-type'],
          acl: request.headers['x-amz-acl'] as string | undefined,
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      case 'GET': {
        const object = objects.get(id);
        if (!object) return xmlError(response, 404, 'NoSuchKey');
        response.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.data.length,
        });
        return response.end(object.data);
      }
      case 'DELETE': {
        objects.delete(id);
        response.writeHead(204);
        return response.end();
      }
      default:
        return xmlError(response, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
