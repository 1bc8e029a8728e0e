import { randomBytes } from 'node:crypto';
import type { TestClient } from './client';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----evenkeel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/uploads with `purpose` then `file`. */
export function upload(
  client: TestClient,
  purpose: string,
  data: Buffer,
  options: { filename?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const { body, contentType } = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', filename: options.filename ?? 'picture.png', type: options.type ?? 'image/png', data },
  ]);
  return client.request('POST', '/api/uploads', {
    body,
    headers: { 'content-type': contentType, ...options.headers },
  });
}
