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

describe('sanitizeArticle keeps no more than the server stores', () => {
  it('drops tables, layout, code and extra headings but keeps their text', () => {
    const html =
      '<table><tr><td>cell</td></tr></table><div><span>box</span></div><pre><code>c()</code></pre>' +
      '<h5>deep</h5><h1>top</h1><p>para <u>under</u></p>';
    expect(sanitizeArticle(html)).toBe('cellboxc()deeptop<p>para under</p>');
  });

  it("links only to http(s) pages and shows images of the product's own store only", () => {
    const html =
      '<a href="mailto:a@example.com">mail</a><a href="/keywords">here</a><a href="#top">top</a>' +
      '<img src="https://tracker.example/pixel.gif" alt="t"><img src="/images/../api/users" alt="up">' +
      '<img src="data:image/png;base64,AA">' +
      '<img src="/images/kw-1/a.png" width="10" title="t" alt="A">';
    expect(sanitizeArticle(html)).toBe(
      '<a>mail</a><a>here</a><a>top</a><img src="/images/kw-1/a.png" alt="A">',
    );
  });
});
