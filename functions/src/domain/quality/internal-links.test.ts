import { describe, expect, it } from 'vitest';
import { insertLinks, linkTagsOf } from './internal-links';

const ARTICLE = [
  '<p>Intro about budget gear and boots.</p>',
  '<h2>Budget gear</h2>',
  '<p>Good budget gear lasts for years.</p>',
  '<p>Already linked <a href="https://x.example/">here</a>.</p>',
  '<p>Pick <em>sturdy</em> soles.</p>',
  '<p>Last words.</p>',
].join('\n');

const target = (id: string, tags: string[]) => ({
  keywordId: id,
  title: `Guide ${id}`,
  url: `https://blog.example/${id}/`,
  tags,
});

describe('insertLinks', () => {
  it('links a shared tag where a paragraph says it, never in a heading or the introduction', () => {
    const { html, links } = insertLinks(ARTICLE, [target('a', ['budget gear'])]);
    expect(links).toEqual([{ keywordId: 'a', title: 'Guide a', url: 'https://blog.example/a/' }]);
    expect(html).toContain('<p>Good <a href="https://blog.example/a/">budget gear</a> lasts for years.</p>');
    expect(html).toContain('<h2>Budget gear</h2>');
    expect(html).toContain('<p>Intro about budget gear and boots.</p>');
  });

  it('puts each target in a paragraph of its own, once, at most three, never where a link is', () => {
    const { html, links } = insertLinks(ARTICLE, [
      target('a', ['budget gear']),
      target('a', ['budget gear']),
      target('b', ['budget gear']),
      target('c', ['tents']),
      target('d', ['stoves']),
    ]);
    expect(links.map((link) => link.keywordId)).toEqual(['a', 'b', 'c']);
    expect(html.match(/<a href="https:\/\/blog\.example/g)).toHaveLength(3);
    expect(html).toContain('<p>Already linked <a href="https://x.example/">here</a>.</p>');
    expect(html).toContain('<p>Last words. Related: <a href="https://blog.example/b/">Guide b</a>.</p>');
    expect(html).toContain(
      '<p>Pick <em>sturdy</em> soles. Related: <a href="https://blog.example/c/">Guide c</a>.</p>',
    );
  });

  it('escapes the address and title it writes', () => {
    const { html } = insertLinks(ARTICLE, [
      { keywordId: 'x', title: 'A <b> & "c"', url: 'https://e.example/?a=1&b="2"', tags: [] },
    ]);
    expect(html).toContain(
      'Related: <a href="https://e.example/?a=1&amp;b=&quot;2&quot;">A &lt;b&gt; &amp; &quot;c&quot;</a>.',
    );
  });
});

describe('linkTagsOf', () => {
  it('normalises the primary, generated and manual tags, each once', () => {
    expect(
      linkTagsOf({
        primaryTag: 'Buy  Boots',
        tags: { Transactional: ['buy boots', 'boot sale'], Navigational: ['boot guide'] },
        manualTags: ['Budget Gear', ''],
      }),
    ).toEqual(['buy boots', 'boot sale', 'boot guide', 'budget gear']);
  });
});
