import { describe, expect, it } from 'vitest';
import { imageFileName, imageSource } from './image-source';

describe('imageSource', () => {
  it("uses a stored path that begins with the product's own image path as it is", () => {
    expect(imageSource('k1', { url: '/images/k1/a.png', caption: '' }, 0)).toBe('/images/k1/a.png');
  });

  it('goes through the image proxy, by keyword id and index, for anything else', () => {
    expect(imageSource('k1', { url: 'https://cdn.example.com/a.png', caption: '' }, 2)).toBe(
      '/api/image-proxy/k1?index=2',
    );
    expect(imageSource('k/1', { url: 'images/a.png', caption: '' }, 0)).toBe(
      '/api/image-proxy/k%2F1?index=0',
    );
  });
});

describe('imageFileName', () => {
  it('names the file after the keyword and the position from 1', () => {
    expect(imageFileName('Running Shoes 2025!', 0)).toBe('running-shoes-2025-1.png');
    expect(imageFileName('???', 1)).toBe('image-2.png');
  });
});
