/**
 * A JSON document written as it is read: an object's entries and an array's items may come from
 * async iterables (keyset pages of a table), so a section of 5,000 messages is never one string.
 * Everything else is plain JSON, indented by two spaces like `JSON.stringify(value, null, 2)`.
 */
export class StreamedArray {
  constructor(readonly items: AsyncIterable<unknown> | Iterable<unknown>) {}
}

export class StreamedObject {
  constructor(readonly entries: AsyncIterable<[string, unknown]> | Iterable<[string, unknown]>) {}
}

const plain = (value: unknown, indent: string) =>
  (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${indent}`);

/** The document's text, in pieces. */
export async function* jsonChunks(value: unknown, indent = ''): AsyncGenerator<string> {
  const inner = `${indent}  `;
  if (value instanceof StreamedArray) {
    let first = true;
    for await (const item of value.items) {
      yield `${first ? '[\n' : ',\n'}${inner}`;
      yield* jsonChunks(item, inner);
      first = false;
    }
    yield first ? '[]' : `\n${indent}]`;
  } else if (value instanceof StreamedObject) {
    let first = true;
    for await (const [key, entry] of value.entries) {
      yield `${first ? '{\n' : ',\n'}${inner}${JSON.stringify(key)}: `;
      yield* jsonChunks(entry, inner);
      first = false;
    }
    yield first ? '{}' : `\n${indent}}`;
  } else {
    yield plain(value, indent);
  }
}

/**
 * Joins small pieces into chunks of about `size` bytes: one deflate call per row would cost more
 * than the row.
 */
export async function* buffered(pieces: AsyncIterable<string>, size = 64 * 1024): AsyncGenerator<Buffer> {
  let parts: string[] = [];
  let length = 0;
  for await (const piece of pieces) {
    parts.push(piece);
    length += piece.length;
    if (length >= size) {
      yield Buffer.from(parts.join(''), 'utf8');
      parts = [];
      length = 0;
    }
  }
  if (length > 0) yield Buffer.from(parts.join(''), 'utf8');
}
