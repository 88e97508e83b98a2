import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, imageBlobKey, imageKeyFromUrl, imageUrlForKey } from './keywords-images';

describe('image paths and blob keys', () => {
  it('serves a blob under the product image path, and finds the key back', () => {
    const key = imageBlobKey('kw-1', 'hero.png');

    expect(key).toBe('images/kw-1/hero.png');
    expect(imageUrlForKey(key)).toBe('/images/kw-1/hero.png');
    expect(imageKeyFromUrl(imageUrlForKey(key))).toBe(key);
  });

  it('has no key for other URLs or paths leaving the images folder', () => {
    expect(imageKeyFromUrl('https://cdn.example.com/images/a.png')).toBeUndefined();
    expect(imageKeyFromUrl('/api/image-proxy/kw-1?index=0')).toBeUndefined();
    expect(imageKeyFromUrl('/images/')).toBeUndefined();
    expect(imageKeyFromUrl('/images/../secrets.json')).toBeUndefined();
  });

  it('makes own paths absolute from an origin and leaves absolute URLs alone', () => {
    expect(absoluteImageUrl('/images/a.png', 'https://dash.example.com')).toBe(
      'https://dash.example.com/images/a.png',
    );
    expect(absoluteImageUrl('https://cdn.example.com/a.png', 'https://dash.example.com')).toBe(
      'https://cdn.example.com/a.png',
    );
  });
});
