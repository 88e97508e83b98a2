import { describe, expect, it } from 'vitest';
import {
  ARTICLE_TAGS,
  isArticleAttribute,
  isArticleAttributeValue,
  isArticleImageSource,
  isArticleLink,
} from './article-html-allow-list';

describe('the article HTML allow-list', () => {
  it('holds what the pipeline writes and nothing that runs or lays out a page', () => {
    expect(ARTICLE_TAGS).toEqual(expect.arrayContaining(['h2', 'p', 'ul', 'li', 'strong', 'a', 'img']));
    for (const tag of ['script', 'style', 'iframe', 'table', 'div', 'span', 'h1', 'form', 'svg'])
      expect(ARTICLE_TAGS).not.toContain(tag);
  });

  it('allows each attribute on its own tag only', () => {
    expect(isArticleAttribute('a', 'href')).toBe(true);
    expect(isArticleAttribute('img', 'alt')).toBe(true);
    expect(isArticleAttribute('a', 'src')).toBe(false);
    expect(isArticleAttribute('p', 'style')).toBe(false);
    expect(isArticleAttribute('constructor', 'href')).toBe(false);
  });

  it('links to http(s) pages only', () => {
    expect(isArticleLink('https://example.com/a')).toBe(true);
    expect(isArticleLink(' HTTP://example.com')).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      '/keywords',
      '#top',
      'mailto:a@b.c',
      'data:,x',
    ])
      expect(isArticleLink(href)).toBe(false);
    expect(isArticleAttributeValue('a', 'href', '/keywords')).toBe(false);
    expect(isArticleAttributeValue('a', 'title', 'anything')).toBe(true);
  });

  it("takes images from the product's own store only, by a path that cannot climb out of it", () => {
    expect(isArticleImageSource('/images/kw-1/image-1.png')).toBe(true);
    for (const src of [
      'https://example.com/images/a.png',
      '/images/',
      '/imagesx/a.png',
      '/images/../api/users',
      '/images/%2e%2e/api/users',
      '/images/..\\api/users',
      '/images/.\t./api/users',
      '/images/a.png?x=1',
    ])
      expect(isArticleImageSource(src)).toBe(false);
  });
});
