import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxGeneration } from '#tests/support/sandbox-generation';
import type { ImageChecker } from '../../ports/image-checker';
import type { ImageGenerator } from '../../ports/image-generator';
import type { ContentInputs } from './generation-inputs';
import { captionFrom, generateCheckedImages } from './images';

let env: Awaited<ReturnType<typeof startSandboxGeneration>>;
beforeAll(async () => {
  env = await startSandboxGeneration();
});
afterAll(() => env.close());

const inputs = (keyword: string): ContentInputs => ({
  keyword,
  manualTags: [],
  primaryTag: keyword,
  tags: [],
  title: `${keyword} guide`,
});
const tools = () => ({
  generator: env.clients.images(env.sandbox.credentials),
  checker: env.clients.imageChecker(env.sandbox.credentials),
});
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('images against the sandbox', () => {
  it('generates the asked number of PNG images, checked, with captions from the labels', async () => {
    const { value, promptIds, usage } = await generateCheckedImages(
      env.generation,
      tools(),
      inputs('hiking boots'),
      2,
    );

    expect(value.images).toHaveLength(2);
    expect([...value.images[0]!.bytes.slice(0, 4)]).toEqual(PNG_SIGNATURE);
    expect(value.images[0]!.caption.length).toBeGreaterThan(0);
    expect(value.report).toMatchObject({ requested: 2, returned: 2, notes: [] });
    expect(value.report.prompt).toContain('hiking boots');
    expect(promptIds).toEqual({ imagePrompt: 'default-imagePrompt' });
    expect(usage.map((record) => record.operation)).toEqual([
      'models.generateContent',
      'images.generate',
      'images.annotate',
      'images.annotate',
    ]);
  });

  it('retries an unsafe image once with the alternative prompt, then drops it with a note', async () => {
    // The sandbox's Vision flags any image whose prompt carries this marker; both prompts name the keyword.
    const { value, promptIds } = await generateCheckedImages(
      env.generation,
      tools(),
      inputs('sandbox-unsafe gear'),
      2,
    );

    expect(value.images).toHaveLength(0);
    expect(value.report.returned).toBe(4);
    expect(value.report.notes).toEqual([
      expect.stringMatching(
        /^image 1 was unsafe again with the alternative prompt \(adult: VERY_LIKELY.*\); dropped$/,
      ),
      expect.stringMatching(/^image 2 was unsafe again/),
    ]);
    expect(promptIds).toEqual({
      imagePrompt: 'default-imagePrompt',
      imagePromptAlt: 'default-imagePromptAlt',
    });
  });
});

describe('replacing an unsafe image', () => {
  it('keeps the image regenerated from the alternative prompt when that one is safe', async () => {
    const prompts: string[] = [];
    const generator: ImageGenerator = {
      async generate(prompt, count) {
        prompts.push(prompt);
        const images = Array.from({ length: count }, (_, index) => ({
          bytes: new TextEncoder().encode(`${prompts.length}-${index}`),
          contentType: 'image/png' as const,
        }));
        return {
          images,
          usage: { provider: 'openai', operation: 'images.generate', images: count, durationMs: 1 },
        };
      },
    };
    // The second image of the first call is unsafe; everything else is fine.
    const checker: ImageChecker = {
      async check(bytes) {
        const unsafe = new TextDecoder().decode(bytes) === '1-1';
        return {
          safe: !unsafe,
          reasons: unsafe ? ['racy: LIKELY'] : [],
          labels: ['Boot', 'Footwear', 'Hiking', 'Outdoor'],
          text: `SALE ${new TextDecoder().decode(bytes)}`,
          usage: { provider: 'vision', operation: 'images.annotate', images: 1, durationMs: 1 },
        };
      },
    };

    const { value } = await generateCheckedImages(
      env.generation,
      { generator, checker },
      inputs('hiking boots'),
      2,
    );

    expect(prompts).toHaveLength(2);
    expect(value.images.map((image) => new TextDecoder().decode(image.bytes))).toEqual(['1-0', '2-0']);
    expect(value.images[1]!.caption).toBe('Boot, footwear, hiking');
    // Each kept image keeps the text read in it, the replacement its own.
    expect(value.images.map((image) => image.text)).toEqual(['SALE 1-0', 'SALE 2-0']);
    expect(value.report.notes).toEqual([
      'image 2 was unsafe (racy: LIKELY); replaced using the alternative prompt',
    ]);
  });
});

describe('captionFrom', () => {
  it('joins the three most confident labels, or falls back', () => {
    expect(captionFrom(['mountain', 'Sky', 'Cloud', 'Tree'], 'x')).toBe('Mountain, sky, cloud');
    expect(captionFrom([], 'Hiking boots guide')).toBe('Hiking boots guide');
  });
});
