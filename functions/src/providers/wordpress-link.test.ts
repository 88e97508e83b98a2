import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAST } from '#tests/support/fast-retries';
import { logger } from '../lib/logger';
import { createWordPressClient } from './wordpress';
import { checkedPostLink } from './wordpress-link';
import { wordpressSitePosts } from './wordpress-site-posts';

describe('checkedPostLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps an http(s) link', () => {
    expect(checkedPostLink('https://blog.example.com/red-shoes/', 7)).toBe(
      'https://blog.example.com/red-shoes/',
    );
    expect(checkedPostLink('http://127.0.0.1:8080/?p=7', 7)).toBe('http://127.0.0.1:8080/?p=7');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '/red-shoes/',
    '',
    null,
    42,
  ])('treats %j as missing, and logs it', (link) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});

    expect(checkedPostLink(link, 7)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not an http(s) URL'), {
      postId: 7,
      link: String(link),
    });
  });
});

/** A WordPress whose every post answers with the link the test sets. */
let server: Server;
let siteUrl: string;
let link: unknown;
beforeAll(async () => {
  server = createServer((_request, response) => {
    const post = {
      id: 7,
      slug: 'red-shoes',
      status: 'publish',
      link,
      date_gmt: '2026-06-10T09:00:00',
      date: '',
      featured_media: 0,
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(post));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the WordPress clients and a post link', () => {
  const site = () => ({ siteUrl, username: 'author', appPassword: 'abcd efgh', sandbox: false });

  it('hand on a post without a link that is not http(s)', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    link = 'javascript:alert(document.cookie)';

    expect((await createWordPressClient(site(), FAST).getPost(7))?.link).toBeUndefined();
    expect((await wordpressSitePosts.find(site(), 7))?.link).toBeUndefined();
    vi.restoreAllMocks();
  });

  it('hand on an http(s) link as WordPress answered it', async () => {
    link = `${siteUrl}/red-shoes/`;

    expect((await createWordPressClient(site(), FAST).getPost(7))?.link).toBe(link);
    expect((await wordpressSitePosts.find(site(), 7))?.link).toBe(link);
  });
});
