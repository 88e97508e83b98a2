import { encodePng } from './png';
import { hashText } from './text-kit';

/** Side of the sandbox's square images, whatever size was asked: small enough to stay cheap. */
export const SANDBOX_IMAGE_SIZE = 512;

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * A PNG landscape (sky, sun, rolling hills) whose colours and shapes derive from the prompt and the
 * image's index. The prompt rides along in an `iTXt` "Description" entry, which the Vision sandbox reads
 * to answer SafeSearch and labels the way the real service would judge the picture.
 */
export function renderImage(prompt: string, index: number): Buffer {
  const size = SANDBOX_IMAGE_SIZE;
  const hash = hashText(`${prompt}#${index}`);
  const hue = hash % 360;
  const skyTop = hslToRgb(hue, 0.65, 0.78);
  const skyBottom = hslToRgb((hue + 30) % 360, 0.55, 0.9);
  const sun = hslToRgb((hue + 180) % 360, 0.85, 0.62);
  const hill = hslToRgb((hue + 90 + (hash % 60)) % 360, 0.45, 0.4);
  const sunX = size * (0.2 + ((hash >>> 8) % 60) / 100);
  const sunY = size * (0.18 + ((hash >>> 16) % 20) / 100);
  const sunRadius = size * (0.07 + ((hash >>> 4) % 6) / 100);
  const phase = (hash % 628) / 100;
  // The hills' outline per column, computed once rather than per pixel.
  const horizon = Array.from(
    { length: size },
    (_, x) => size * (0.68 + 0.07 * Math.sin((x / size) * 6.28 + phase)),
  );
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    const t = y / size;
    const sky = [0, 1, 2].map((c) => Math.round(skyTop[c]! * (1 - t) + skyBottom[c]! * t));
    const sunSpan = sunRadius ** 2 - (y - sunY) ** 2;
    for (let x = 0; x < size; x += 1) {
      const colour = y > horizon[x]! ? hill : sunSpan > (x - sunX) ** 2 ? sun : sky;
      const offset = (y * size + x) * 3;
      pixels[offset] = colour[0]!;
      pixels[offset + 1] = colour[1]!;
      pixels[offset + 2] = colour[2]!;
    }
  }
  return encodePng(size, size, pixels, { Description: prompt, Software: 'Keywright sandbox' });
}
