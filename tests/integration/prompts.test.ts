import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_CATEGORIES, type PromptCategory } from '#shared/product/prompt-categories';
import type { Prompt, PromptInput } from '#shared/schemas/prompts';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

const listPrompts = async (query = '') => {
  const response = await t.call('GET', `/api/prompts${query}`, { cookie: admin });
  return { status: response.status, ...((await response.json()) as { prompts: Prompt[] }) };
};
const addPrompt = async (input: Partial<PromptInput> = {}) => {
  const body = { name: 'Short title', category: 'title', prompt: 'A title for {{keyword}}', ...input };
  const response = await t.call('POST', '/api/prompts', { cookie: admin, body });
  if (response.status !== 201) throw new Error(`adding a prompt failed: ${await response.text()}`);
  return (await response.json()) as Prompt;
};
const toggle = (id: string) => t.call('POST', `/api/prompts/${id}/toggle`, { cookie: admin });
const remove = (id: string) => t.call('DELETE', `/api/prompts/${id}`, { cookie: admin });
const patch = (id: string, body: unknown) => t.call('PATCH', `/api/prompts/${id}`, { cookie: admin, body });
const activeFor = (category: PromptCategory) => t.stack.deps.prompts.activeFor(category);
const onlyActiveMessage = (category: string) =>
  `This is the only active prompt for the "${category}" category; activate another one first`;

describe('GET /api/prompts', () => {
  it('starts with one active default prompt per category, in the screens’ category order', async () => {
    const { status, prompts } = await listPrompts();

    expect(status).toBe(200);
    expect(prompts.map((prompt) => prompt.category)).toEqual([...PROMPT_CATEGORIES]);
    for (const prompt of prompts) {
      expect(prompt).toEqual({
        id: `default-${prompt.category}`,
        name: expect.any(String),
        category: prompt.category,
        description: expect.any(String),
        prompt: expect.stringContaining('{{keyword}}'),
        isActive: true,
      });
    }
  });

  it('filters by category', async () => {
    const added = await addPrompt({
      category: 'adTitle',
      name: 'Punchy ad title',
      prompt: 'Ad for {{keyword}}',
    });
    const { prompts } = await listPrompts('?category=adTitle');

    expect(prompts.map((prompt) => prompt.id)).toEqual(['default-adTitle', added.id]);
  });

  it('refuses an unknown category with 400', async () => {
    const response = await t.call('GET', '/api/prompts?category=intro', { cookie: admin });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^category: Invalid enum value/);
  });
});

describe('POST /api/prompts', () => {
  it('adds a prompt, active with an empty description unless told otherwise', async () => {
    const response = await t.call('POST', '/api/prompts', {
      cookie: admin,
      body: { name: ' Listicle title ', category: 'title', prompt: 'Numbered title for {{keyword}}' },
    });

    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Listicle title',
      category: 'title',
      description: '',
      prompt: 'Numbered title for {{keyword}}',
      isActive: true,
    });
    expect((await listPrompts('?category=title')).prompts).toContainEqual(created);
  });

  it.each([
    [{}, 'name: Name is required; category: Category is required; prompt: Prompt content is required'],
    [{ name: 'x', category: 'title', prompt: ' ' }, 'prompt: Prompt content is required'],
    [
      { name: 'x', category: 'title', prompt: 'p', isActive: 'no' },
      'isActive: Expected boolean, received string',
    ],
    [
      { name: 'x', category: 'title', prompt: 'Title for {{keyword}} in {{city}}' },
      'prompt: Unknown placeholder {{city}}; the "title" category provides {{keyword}}, {{primaryTag}}, {{tags}}, {{manualTags}}',
    ],
  ])('refuses the bad body %j with 400 and stores nothing', async (body, message) => {
    const before = (await listPrompts()).prompts.length;
    const response = await t.call('POST', '/api/prompts', { cookie: admin, body });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect((await listPrompts()).prompts).toHaveLength(before);
  });
});

describe('PATCH /api/prompts/{id}', () => {
  it('changes the given fields and keeps the others', async () => {
    const added = await addPrompt({ description: 'first try' });

    const response = await patch(added.id, {
      name: 'Better title',
      prompt: 'Title: {{keyword}}, {{primaryTag}}',
    });

    expect(response.status).toBe(200);
    const expected = { ...added, name: 'Better title', prompt: 'Title: {{keyword}}, {{primaryTag}}' };
    expect(await response.json()).toEqual(expected);
    expect((await listPrompts('?category=title')).prompts).toContainEqual(expected);
  });

  it('refuses to move the only active prompt of a category elsewhere', async () => {
    const before = await activeFor('variants');
    const response = await patch('default-variants', { category: 'tags', prompt: 'Tags for {{keyword}}' });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: onlyActiveMessage('variants') });
    expect(await activeFor('variants')).toEqual(before);
  });

  it('refuses to deactivate the only active prompt of a category through an edit', async () => {
    const response = await patch('default-imagePromptAlt', { isActive: false });

    expect(response.status).toBe(409);
    expect((await activeFor('imagePromptAlt'))?.id).toBe('default-imagePromptAlt');
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ category: 'intro' }, /^category: Invalid enum value/],
    [{ prompt: 'Uses {{nothing}}' }, /^prompt: Unknown placeholder \{\{nothing\}\}/],
  ])('refuses the bad body %j with 400 and changes nothing', async (body, message) => {
    const added = await addPrompt();
    const response = await patch(added.id, body);

    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
    expect((await listPrompts('?category=title')).prompts).toContainEqual(added);
  });

  it('answers 404 for an unknown prompt', async () => {
    const response = await patch('no-such-prompt', { name: 'x' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Prompt not found' });
  });
});

describe('POST /api/prompts/{id}/toggle', () => {
  it('refuses to deactivate the only active prompt of a category', async () => {
    const response = await toggle('default-article');

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: onlyActiveMessage('article') });
    expect((await activeFor('article'))?.id).toBe('default-article');
  });

  it('switches generation to another prompt once it is active, and back', async () => {
    const second = await addPrompt({ category: 'adDescription', name: 'Short ad', prompt: '{{adTitle}} ad' });
    expect((await activeFor('adDescription'))?.id).toBe(second.id);

    const off = await toggle(second.id);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ ...second, isActive: false });
    expect((await activeFor('adDescription'))?.id).toBe('default-adDescription');

    expect((await toggle('default-adDescription')).status).toBe(409);
    expect(await (await toggle(second.id)).json()).toMatchObject({ isActive: true });
    expect((await toggle('default-adDescription')).status).toBe(200);
    expect((await activeFor('adDescription'))?.id).toBe(second.id);
  });

  it('uses the most recently updated prompt when several are active', async () => {
    const first = await addPrompt({ category: 'imagePrompt', prompt: 'Photo of {{keyword}}' });
    const second = await addPrompt({ category: 'imagePrompt', prompt: 'Drawing of {{keyword}}' });
    expect((await activeFor('imagePrompt'))?.id).toBe(second.id);

    await patch(first.id, { description: 'edited last' });

    expect((await activeFor('imagePrompt'))?.id).toBe(first.id);
  });

  it('keeps an active prompt when two are deactivated at the same moment', async () => {
    const second = await addPrompt({ category: 'tags', prompt: 'Tags for {{keyword}}' });

    const responses = await Promise.all([toggle('default-tags'), toggle(second.id)]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await activeFor('tags')).toBeDefined();
  });

  it('answers 404 for an unknown prompt', async () => {
    expect((await toggle('no-such-prompt')).status).toBe(404);
  });
});

describe('DELETE /api/prompts/{id}', () => {
  it('deletes an active prompt while another of its category is active, but never the last one', async () => {
    const added = await addPrompt({ category: 'imagePromptAlt', prompt: 'A safer photo of {{keyword}}' });

    expect((await remove('default-imagePromptAlt')).status).toBe(204);
    const refused = await remove(added.id);

    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: onlyActiveMessage('imagePromptAlt') });
    expect((await activeFor('imagePromptAlt'))?.id).toBe(added.id);
    expect((await listPrompts('?category=imagePromptAlt')).prompts.map((prompt) => prompt.id)).toEqual([
      added.id,
    ]);
  });

  it('deletes an inactive prompt', async () => {
    const added = await addPrompt({
      category: 'variants',
      isActive: false,
      prompt: '{{count}} of {{keyword}}',
    });

    expect((await remove(added.id)).status).toBe(204);

    expect((await listPrompts('?category=variants')).prompts.map((prompt) => prompt.id)).toEqual([
      'default-variants',
    ]);
  });

  it('answers 404 for an unknown prompt', async () => {
    const response = await remove('no-such-prompt');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Prompt not found' });
  });
});
