/**
 * A small, valid one-page PDF of text lines (Helvetica, WinAnsi): the demo's plan booklet and
 * the tests' documents are made at run time rather than committed as binaries. Characters
 * outside Latin-1 are replaced by "?"; a line longer than a page is not wrapped. `padTo` adds a
 * comment after the header until the file has about that many bytes (tests of size limits).
 */
export function textPdf(title: string, lines: readonly string[], options: { padTo?: number } = {}): Buffer {
  const pdfText = (text: string) =>
    text.replace(/[^\x20-\xff]/g, (c) => (c === '\u2019' ? "'" : '?')).replace(/[\\()]/g, (c) => `\\${c}`);
  const body = [
    'BT',
    '/F1 18 Tf',
    '72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    '14 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const stream = Buffer.from(body, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  if (options.padTo) parts.push(Buffer.from(`%${' '.repeat(Math.max(0, options.padTo - 1024))}\n`, 'latin1'));
  const offsets: number[] = [];
  let length = parts.reduce((sum, part) => sum + part.length, 0);
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1');
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
