import { ARTICLE_BODY_MAX_DEPTH } from '@evenkeel/common';
import { Lexer, type MarkedToken, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode, useMemo } from 'react';
import classes from './markdown.module.css';

/**
 * Deeper than this, an element's content shows as the text it was written as (issue 26 §4.5):
 * 5,000 `>` or lists nested a thousand deep would otherwise overflow marked's recursion (the
 * page's error boundary) or draw thousands of nested boxes. The server refuses bodies nesting
 * quotes or lists deeper than ARTICLE_BODY_MAX_DEPTH, so this only meets older bodies and the
 * editor's preview of a body it will refuse.
 */
export const MARKDOWN_RENDER_MAX_DEPTH = ARTICLE_BODY_MAX_DEPTH + 4;
/** Leading columns of a line kept for marked: enough for every list level allowed, and code. */
const MAX_INDENT = 4 * MARKDOWN_RENDER_MAX_DEPTH;

/**
 * Marked's tokens of a body, its recursion bounded: each line's leading quote markers and
 * indentation clamped (one pass over the text), and, should marked still fail, the text as
 * plain paragraphs.
 */
export function lexMarkdown(source: string): Token[] {
  try {
    return new Lexer({ gfm: true, breaks: false }).lex(clampNesting(source));
  } catch {
    return source
      .split(/\n[ \t]*\n/)
      .filter((part) => part.trim() !== '')
      .map((text) => ({ type: 'paragraph', raw: text, text, tokens: [{ type: 'text', raw: text, text }] }));
  }
}

function clampNesting(source: string): string {
  const lines = source.split('\n');
  let changed = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    let quotes = 0;
    let columns = 0;
    let at = 0;
    for (; at < line.length; at += 1) {
      const c = line.charCodeAt(at);
      if (c === 0x3e) quotes += 1;
      else if (c === 0x20) columns += 1;
      else if (c === 0x09) columns += 4;
      else break;
    }
    if (quotes > MARKDOWN_RENDER_MAX_DEPTH + 1 || columns > MAX_INDENT) {
      const kept = Math.min(quotes, MARKDOWN_RENDER_MAX_DEPTH + 1);
      lines[index] =
        `${'>'.repeat(kept)}${kept > 0 ? ' ' : ''}${' '.repeat(Math.min(columns, MAX_INDENT))}${line.slice(at)}`;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : source;
}

/**
 * Markdown rendered safely (issue 13): marked's lexer reads the text into tokens and this module
 * turns each token into React elements, so no HTML string is ever parsed by the browser. Raw HTML
 * in the text shows as the literal text it is; links only to http(s) and mailto addresses, with
 * rel="noopener noreferrer"; images only from our uploads (/uploads/…), else their description.
 * Headings start at h2 (the page's title is the h1: `#` and `##` are both h2). Used by the article page and the editor's
 * preview alike, and only by those lazy routes, so marked stays out of the first load.
 */
export function Markdown({ source, lang }: { source: string; lang?: string }) {
  const tokens = useMemo(() => lexMarkdown(source), [source]);
  return (
    <div className={classes.markdown} lang={lang}>
      {blocks(tokens, 0)}
    </div>
  );
}

/** An absolute address a link may lead to, or null (javascript:, data:, vbscript:, …). */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('#')) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed, window.location.origin);
  } catch {
    return null;
  }
  return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
}

/** An image's address when it is one of our uploads, else null (no tracking pixels, no data:). */
export function safeImage(href: string): string | null {
  const trimmed = href.trim();
  return /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(trimmed) ? trimmed : null;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** marked keeps character references as written (`&amp;`): the text they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Tokens have no identity but their place, and a text is rendered whole each time: keys by position. */
function keyed(nodes: ReactNode[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: a token's place is its only identity (see above).
  return nodes.map((node, index) => <Fragment key={index}>{node}</Fragment>);
}

function blocks(tokens: Token[], depth: number): ReactNode[] {
  return keyed(tokens.map((token) => block(token as MarkedToken, depth)));
}

function inlines(tokens: Token[] | undefined, fallback: string, depth: number): ReactNode[] {
  if (!tokens) return [decodeEntities(fallback)];
  // Runs of plain text join into one text node: a line of unmatched `*_` is thousands of tokens.
  const nodes: ReactNode[] = [];
  for (const token of tokens) {
    const node = inline(token as MarkedToken, depth);
    const last = nodes.length - 1;
    if (typeof node === 'string' && typeof nodes[last] === 'string') nodes[last] += node;
    else nodes.push(node);
  }
  return keyed(nodes);
}

/** Past the depth: the token's text as written, in a paragraph (blocks) or as it is (inline). */
const asWritten = (token: MarkedToken) => ('raw' in token && typeof token.raw === 'string' ? token.raw : '');

function block(token: MarkedToken, depth: number): ReactNode {
  if (depth >= MARKDOWN_RENDER_MAX_DEPTH) return <p className={classes.asWritten}>{asWritten(token)}</p>;
  const next = depth + 1;
  switch (token.type) {
    case 'heading': {
      const level = Math.max(2, token.depth);
      const Heading = `h${level}` as 'h2';
      return <Heading>{inlines(token.tokens, token.text, next)}</Heading>;
    }
    case 'paragraph':
      return <p>{inlines(token.tokens, token.text, next)}</p>;
    case 'blockquote':
      return <blockquote>{blocks(token.tokens, next)}</blockquote>;
    case 'list':
      return list(token, next);
    case 'code':
      return (
        <pre>
          <code>{token.text}</code>
        </pre>
      );
    case 'hr':
      return <hr />;
    case 'table':
      return table(token, next);
    case 'html':
      // Raw HTML is never interpreted: it reads as the text it is.
      return <p>{token.text}</p>;
    case 'text':
      return token.tokens ? inlines(token.tokens, '', next) : decodeEntities(token.text);
    case 'space':
    case 'def':
      return null;
    default:
      return inline(token, depth);
  }
}

function list(token: Tokens.List, depth: number): ReactNode {
  const items = keyed(token.items.map((item) => listItem(item, depth)));
  if (token.ordered) {
    const start = typeof token.start === 'number' && token.start !== 1 ? token.start : undefined;
    return <ol start={start}>{items}</ol>;
  }
  return <ul>{items}</ul>;
}

function listItem(item: Tokens.ListItem, depth: number): ReactNode {
  return (
    <li>
      {item.loose
        ? blocks(item.tokens, depth)
        : keyed(item.tokens.map((child) => tight(child as MarkedToken, depth)))}
    </li>
  );
}

/** A tight list item's text runs without paragraphs. */
function tight(token: MarkedToken, depth: number): ReactNode {
  if (token.type === 'text')
    return token.tokens ? inlines(token.tokens, '', depth) : decodeEntities(token.text);
  return block(token, depth);
}

function table(token: Tokens.Table, depth: number): ReactNode {
  const cell = (entry: Tokens.TableCell, index: number, header: boolean) => {
    const style = { textAlign: token.align[index] ?? undefined };
    const content = inlines(entry.tokens, entry.text, depth);
    return header ? (
      <th scope="col" style={style}>
        {content}
      </th>
    ) : (
      <td style={style}>{content}</td>
    );
  };
  const row = (cells: Tokens.TableCell[], header: boolean) => (
    <tr>{keyed(cells.map((entry, index) => cell(entry, index, header)))}</tr>
  );
  return (
    <div className={classes.table}>
      <table>
        <thead>{row(token.header, true)}</thead>
        <tbody>{keyed(token.rows.map((cells) => row(cells, false)))}</tbody>
      </table>
    </div>
  );
}

function inline(token: MarkedToken, depth: number): ReactNode {
  if (depth >= MARKDOWN_RENDER_MAX_DEPTH) return asWritten(token);
  const next = depth + 1;
  switch (token.type) {
    case 'text':
      return token.tokens ? inlines(token.tokens, '', next) : decodeEntities(token.text);
    case 'escape':
      return token.text;
    case 'strong':
      return <strong>{inlines(token.tokens, token.text, next)}</strong>;
    case 'em':
      return <em>{inlines(token.tokens, token.text, next)}</em>;
    case 'del':
      return <del>{inlines(token.tokens, token.text, next)}</del>;
    case 'codespan':
      return <code>{token.text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const href = safeHref(token.href);
      const children = inlines(token.tokens, token.text, next);
      if (!href) return <>{children}</>;
      return (
        <a
          href={href}
          rel="noopener noreferrer"
          title={token.title ? decodeEntities(token.title) : undefined}
        >
          {children}
        </a>
      );
    }
    case 'image': {
      const src = safeImage(token.href);
      const alt = decodeEntities(token.text);
      if (!src) return alt;
      return (
        <img
          src={src}
          alt={alt}
          title={token.title ? decodeEntities(token.title) : undefined}
          loading="lazy"
        />
      );
    }
    case 'checkbox':
      return token.checked ? '☑ ' : '☐ ';
    case 'html':
      return token.text;
    default:
      return 'raw' in token && typeof token.raw === 'string' ? token.raw : null;
  }
}
