import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  lexMarkdown,
  MARKDOWN_RENDER_MAX_DEPTH,
  Markdown,
  safeHref,
  safeImage,
} from './markdown';

const html = (source: string) => render(<Markdown source={source} />).container.innerHTML;

/** Nothing that runs script or loads from elsewhere survives in the rendered tree. */
function expectInert(container: HTMLElement) {
  expect(
    container.querySelectorAll(
      'script, iframe, object, embed, svg, math, style, form, input, base, meta, link',
    ),
  ).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on')).toBe(false);
  }
  for (const anchor of container.querySelectorAll('a')) {
    expect(anchor.getAttribute('href')).toMatch(/^(https?:|mailto:|#)/);
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  }
  for (const image of container.querySelectorAll('img'))
    expect(image.getAttribute('src')).toMatch(/^\/uploads\//);
}

describe('the safe Markdown renderer', () => {
  it('renders Markdown: headings from h2, emphasis, lists, code, tables, safe links and uploads', () => {
    const { container } = render(
      <Markdown
        source={
          '# Sleep\n\nSome **bold**, *italic* & `code` &amp; more.\n\n- one\n- two\n\n1. first\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Source](https://example.org/study) ![Chart](/uploads/abc123.webp)'
        }
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Sleep');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.textContent).toContain('& code & more.');
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(container.querySelector('td')?.textContent).toBe('1');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/study');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/abc123.webp');
    expectInert(container);
  });

  it('shows raw HTML as text and drops dangerous links and outside images', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](java\tscript:alert(1))',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[x](vbscript:msgbox(1))',
      '![x](javascript:alert(1))',
      '![x](https://evil.example/pixel.gif)',
      '![x](//evil.example/a.png)',
      '![x](/uploads/../api/session)',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '[x](&#106;avascript:alert(1))',
      '<details open ontoggle=alert(1)>',
      '[x]: javascript:alert(1)\n\n[y][x]',
    ];
    for (const payload of payloads) {
      const { container, unmount } = render(<Markdown source={payload} />);
      expectInert(container);
      unmount();
    }
    expect(html('<b>bold</b>')).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('checks addresses by their parsed protocol', () => {
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref('mailto:help@example.org')).toBe('mailto:help@example.org');
    expect(safeHref('/articles')).toBe(`${window.location.origin}/articles`);
    expect(safeImage('/uploads/a.png')).toBe('/uploads/a.png');
    expect(safeImage('/uploads/../x')).toBeNull();
    expect(decodeEntities('&lt;&#65;&#x42;&amp;&nosuch;')).toBe('<AB&&nosuch;');
  });
});

/** How deeply elements nest under the rendered root. */
function maxDepth(root: Element): number {
  let deepest = 0;
  const stack: [Element, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [element, depth] = stack.pop() as [Element, number];
    deepest = Math.max(deepest, depth);
    for (const child of element.children) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe('deeply nested Markdown renders without breaking the page (issue 26 §4.5)', () => {
  const deep: Record<string, string> = {
    '5,000 quote markers': `${'>'.repeat(5000)} the end`,
    '5,000 spaced quote markers': `${'> '.repeat(5000)}the end`,
    'lists nested 1,000 deep': Array.from(
      { length: 1000 },
      (_, i) => `${' '.repeat(i * 2)}- the end ${i}`,
    ).join('\n'),
    'list markers on one line': `${'- '.repeat(3000)}the end`,
    'emphasis nested 12,000 deep': `${'*_'.repeat(6000)}the end${'_*'.repeat(6000)}`,
    'links in links': `${'[a '.repeat(3000)}the end${'](/x)'.repeat(3000)}`,
    tabs: `${'\t'.repeat(5000)}- the end`,
  };
  for (const [name, source] of Object.entries(deep)) {
    it(`draws ${name} with bounded depth, keeping the text`, () => {
      const { container, unmount } = render(<Markdown source={source} />);
      expect(container.textContent).toContain('the end');
      expect(maxDepth(container)).toBeLessThan(3 * MARKDOWN_RENDER_MAX_DEPTH);
      expectInert(container);
      unmount();
    });
  }

  it('keeps ordinary nesting as it is', () => {
    const { container } = render(<Markdown source={'> quoted\n>> twice\n\n- a\n  - b\n    - c'} />);
    expect(container.querySelectorAll('blockquote')).toHaveLength(2);
    expect(container.querySelectorAll('ul')).toHaveLength(3);
  });

  it('falls back to plain paragraphs should the lexer still fail', () => {
    // 3,000 list markers on one line: marked's recursion overflows; the text stays, as written.
    const source = `${'- '.repeat(3000)}the end\n\nsecond`;
    const tokens = lexMarkdown(source);
    expect(tokens.map((token) => token.type)).toEqual(['paragraph', 'paragraph']);
    expect(tokens[0]?.raw).toBe(`${'- '.repeat(3000)}the end`);
    expect(tokens[1]?.raw).toBe('second');
  });
});
