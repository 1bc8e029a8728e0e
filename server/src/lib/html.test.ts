import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('makes markup and attribute breakouts inert', () => {
    expect(escapeHtml(`<script>alert("x")</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    expect(escapeHtml(`" onmouseover='x' a="`)).toBe('&quot; onmouseover=&#39;x&#39; a=&quot;');
    // Escaped once, not twice: an ampersand first, so entities are not double-encoded by later steps.
    expect(escapeHtml('Tom & Jerry &lt;')).toBe('Tom &amp; Jerry &amp;lt;');
  });

  it('writes nothing for null and undefined, and numbers as text', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(988)).toBe('988');
  });
});
