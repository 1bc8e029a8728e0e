import { Lexer, type MarkedToken, type Token, type Tokens } from 'marked';
import { Fragment, type ReactNode, useMemo } from 'react';
import classes from './markdown.module.css';

/**
 * Markdown rendered safely (issue 13): marked's lexer reads the text into tokens and this module
 * turns each token into React elements, so no HTML string is ever parsed by the browser. Raw HTML
 * in the text shows as the literal text it is; links only to http(s) and mailto addresses, with
 * rel="noopener noreferrer"; images only from our uploads (/uploads/…), else their description.
 * Headings start at h2 (the page's title is the h1: `#` and `##` are both h2). Used by the article page and the editor's
 * preview alike, and only by those lazy routes, so marked stays out of the first load.
 */
export function Markdown({ source, lang }: { source: string; lang?: string }) {
  const tokens = useMemo(() => new Lexer({ gfm: true, breaks: false }).lex(source), [source]);
  return (
    <div className={classes.markdown} lang={lang}>
      {blocks(tokens)}
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

function blocks(tokens: Token[]): ReactNode[] {
  return keyed(tokens.map((token) => block(token as MarkedToken)));
}

function inlines(tokens: Token[] | undefined, fallback = ''): ReactNode[] {
  if (!tokens) return [decodeEntities(fallback)];
  return keyed(tokens.map((token) => inline(token as MarkedToken)));
}

function block(token: MarkedToken): ReactNode {
  switch (token.type) {
    case 'heading': {
      const level = Math.max(2, token.depth);
      const Heading = `h${level}` as 'h2';
      return <Heading>{inlines(token.tokens, token.text)}</Heading>;
    }
    case 'paragraph':
      return <p>{inlines(token.tokens, token.text)}</p>;
    case 'blockquote':
      return <blockquote>{blocks(token.tokens)}</blockquote>;
    case 'list':
      return list(token);
    case 'code':
      return (
        <pre>
          <code>{token.text}</code>
        </pre>
      );
    case 'hr':
      return <hr />;
    case 'table':
      return table(token);
    case 'html':
      // Raw HTML is never interpreted: it reads as the text it is.
      return <p>{token.text}</p>;
    case 'text':
      return token.tokens ? inlines(token.tokens) : decodeEntities(token.text);
    case 'space':
    case 'def':
      return null;
    default:
      return inline(token);
  }
}

function list(token: Tokens.List): ReactNode {
  const items = keyed(token.items.map(listItem));
  if (token.ordered) {
    const start = typeof token.start === 'number' && token.start !== 1 ? token.start : undefined;
    return <ol start={start}>{items}</ol>;
  }
  return <ul>{items}</ul>;
}

function listItem(item: Tokens.ListItem): ReactNode {
  return (
    <li>
      {item.loose ? blocks(item.tokens) : keyed(item.tokens.map((child) => tight(child as MarkedToken)))}
    </li>
  );
}

/** A tight list item's text runs without paragraphs. */
function tight(token: MarkedToken): ReactNode {
  if (token.type === 'text') return token.tokens ? inlines(token.tokens) : decodeEntities(token.text);
  return block(token);
}

function table(token: Tokens.Table): ReactNode {
  const cell = (entry: Tokens.TableCell, index: number, header: boolean) => {
    const style = { textAlign: token.align[index] ?? undefined };
    const content = inlines(entry.tokens, entry.text);
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

function inline(token: MarkedToken): ReactNode {
  switch (token.type) {
    case 'text':
      return token.tokens ? inlines(token.tokens) : decodeEntities(token.text);
    case 'escape':
      return token.text;
    case 'strong':
      return <strong>{inlines(token.tokens, token.text)}</strong>;
    case 'em':
      return <em>{inlines(token.tokens, token.text)}</em>;
    case 'del':
      return <del>{inlines(token.tokens, token.text)}</del>;
    case 'codespan':
      return <code>{token.text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const href = safeHref(token.href);
      const children = inlines(token.tokens, token.text);
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
