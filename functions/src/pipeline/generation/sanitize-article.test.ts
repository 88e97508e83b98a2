import { describe, expect, it } from 'vitest';
import { sanitizeArticle } from './sanitize-article';

describe('sanitizeArticle', () => {
  it('keeps structure and safe links, and drops scripts, handlers, styles and other schemes', () => {
    const html = sanitizeArticle(
      [
        '```html',
        '<h1>Title</h1><p onclick="steal()">Intro <strong>bold</strong> <a href="https://example.com/x">link</a></p>',
        '<script>alert(1)</script><style>p{}</style><p style="color:red">Styled</p>',
        '<a href="javascript:alert(1)">bad</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>',
        '```',
      ].join('\n'),
    );

    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain(
      '<p>Intro <strong>bold</strong> <a href="https://example.com/x" rel="noopener nofollow">link</a></p>',
    );
    expect(html).toContain('<p>Styled</p>');
    expect(html).not.toMatch(/script|alert|style=|onclick|onerror|<img|<iframe|javascript:|```/);
  });

  it('sets its own rel, and keeps no link that is not plain http(s), however it is disguised', () => {
    const html = sanitizeArticle(
      [
        '<a href="https://example.com" rel="opener" target="_blank">ok</a>',
        '<A HREF="&#106;avascript:alert(1)">entity</A>',
        '<a href="//evil.example">relative to the scheme</a>',
      ].join(''),
    );

    expect(html).toBe(
      [
        '<a href="https://example.com" rel="noopener nofollow">ok</a>',
        '<a href rel="noopener nofollow">entity</a>',
        '<a href rel="noopener nofollow">relative to the scheme</a>',
      ].join(''),
    );
  });
});

describe('sanitizeArticle images', () => {
  it("keeps an image of the product's own store, and drops any other image whole", () => {
    const html = sanitizeArticle(
      [
        '<p>Intro</p><img src="/images/kw-1/image-1.png" alt="Red shoes" onerror="alert(1)">',
        '<img src="https://tracker.example/pixel.gif" alt="t"><img alt="no source"><img src="data:image/png;base64,AA">',
        '<img src="/images/../api/users"><img src="/images/%2e%2e/api/users"><img src="/images/..\\api">',
      ].join(''),
    );

    expect(html).toBe('<p>Intro</p><img src="/images/kw-1/image-1.png" alt="Red shoes">');
  });
});
