// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from './sanitize-article';

describe('sanitizeArticle', () => {
  it('keeps headings, paragraphs, lists, links and images', () => {
    const html =
      '<h2>Why</h2><p>Run <strong>fast</strong>.</p><ul><li>one</li></ul><img src="/images/a.png" alt="A">';
    expect(sanitizeArticle(html)).toBe(html);
  });

  it('opens links in a new tab without a window reference', () => {
    expect(sanitizeArticle('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes scripts, event handlers, styles and javascript: URLs', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>';
    const clean = sanitizeArticle(html);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>Hi</p>');
  });
});
