import { EMAIL_MAX_LENGTH, emailField, type InvitationImportRefusal } from '@evenkeel/common';

/** An address to invite: its line, the text as written and the address normalized. */
export type CsvCandidate = { line: number; value: string; email: string };
export type CsvRefusal = { line: number; value: string; reason: InvitationImportRefusal; firstLine?: number };

/** A first line naming the column rather than holding an address. */
const HEADER = /^(e-?mail|email address|e-mail address|courriel|adresse courriel|adresse e-?mail)$/i;

/**
 * The addresses of an imported CSV, one a line: the first column (`,` `;` or a tab separate
 * columns; the others are ignored), quotes removed; blank lines skipped; a first line "email"
 * (or "courriel") is a header. Each line is an address to invite, or refused with its reason
 * (not an address, or the same address as an earlier line). `lines` counts the lines holding
 * something: the route refuses more than CSV_IMPORT_MAX_LINES whole, never cut short in silence.
 */
export function parseInvitationCsv(text: string): {
  lines: number;
  candidates: CsvCandidate[];
  refused: CsvRefusal[];
} {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const filled: { line: number; value: string }[] = [];
  rows.forEach((raw, index) => {
    const value = (raw.split(/[,;\t]/)[0] ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (value === '') return;
    if (filled.length === 0 && HEADER.test(value)) return;
    filled.push({ line: index + 1, value });
  });
  const candidates: CsvCandidate[] = [];
  const refused: CsvRefusal[] = [];
  const seen = new Map<string, number>();
  for (const { line, value } of filled) {
    const shown = value.slice(0, EMAIL_MAX_LENGTH);
    const parsed = emailField.safeParse(value);
    if (!parsed.success) {
      refused.push({ line, value: shown, reason: 'invalid_email' });
      continue;
    }
    const firstLine = seen.get(parsed.data);
    if (firstLine !== undefined) {
      refused.push({ line, value: shown, reason: 'duplicate', firstLine });
      continue;
    }
    seen.set(parsed.data, line);
    candidates.push({ line, value: shown, email: parsed.data });
  }
  return { lines: filled.length, candidates, refused };
}
