import { describe, expect, it } from 'vitest';
import { wordpressSlug } from './wordpress-slug';

describe('wordpressSlug', () => {
  it('lower-cases and joins the words with hyphens', () => {
    expect(wordpressSlug('Best Hiking Boots: A Practical Guide')).toBe('best-hiking-boots-a-practical-guide');
  });

  it('removes accents and drops punctuation as WordPress does, leaving ASCII', () => {
    expect(wordpressSlug("Don't Miss: Café Résumé Deals!")).toBe('dont-miss-cafe-resume-deals');
    expect(wordpressSlug('Boots & Socks — 2024 / Winter')).toBe('boots-socks-2024-winter');
    expect(wordpressSlug('Straße für Größen')).toMatch(/^[a-z0-9-]+$/);
  });

  it('collapses and trims hyphens, and is empty when nothing usable is left', () => {
    expect(wordpressSlug('  --Hiking   boots--  ')).toBe('hiking-boots');
    expect(wordpressSlug('★ ☆ !!')).toBe('');
  });

  it('cuts a long text at a word boundary within 60 characters', () => {
    const slug = wordpressSlug(
      'Lightweight Waterproof Hiking Boots for Wide Feet on Rocky Alpine Trails in Winter',
    );
    expect(slug).toBe('lightweight-waterproof-hiking-boots-for-wide-feet-on-rocky');
    expect(slug.length).toBeLessThanOrEqual(60);
  });
});
