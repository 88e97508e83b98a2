import { randomUUID } from 'node:crypto';
import type { PromptCategory } from '#shared/product/prompt-categories';
import type { NewPrompt, Prompt, PromptChanges } from '#shared/schemas/prompts';
import type { Clock } from '../../ports/clock';
import type { PromptRecord, PromptStore, PromptWriteOutcome } from '../../ports/prompts';
import { conflict, invalid, notFound } from '../domain-error';
import { PROMPT_PLACEHOLDERS, unknownPlaceholders } from './render-prompt';

export const PROMPT_NOT_FOUND = 'Prompt not found';
export const PROMPT_CHANGED = 'The prompt was changed meanwhile; reload and try again.';
export const lastActiveMessage = (category: PromptCategory) =>
  `This is the only active prompt for the "${category}" category; activate another one first`;

export interface PromptService {
  list(category?: PromptCategory): Promise<Prompt[]>;
  create(input: NewPrompt): Promise<Prompt>;
  update(id: string, changes: PromptChanges): Promise<Prompt>;
  /** Activates an inactive prompt, deactivates an active one. */
  toggle(id: string): Promise<Prompt>;
  remove(id: string): Promise<void>;
}

export const toPromptView = ({
  id,
  name,
  category,
  description,
  prompt,
  isActive,
}: PromptRecord): Prompt => ({
  id,
  name,
  category,
  description,
  prompt,
  isActive,
});

const braces = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** A prompt the pipeline could not fill is refused when saved, not when a keyword is processed. */
function checkPlaceholders(category: PromptCategory, prompt: string) {
  const unknown = unknownPlaceholders(category, prompt);
  if (unknown.length === 0) return;
  const message =
    `prompt: Unknown placeholder ${braces(unknown)}; the "${category}" category provides ` +
    braces(PROMPT_PLACEHOLDERS[category]);
  throw invalid(message);
}

/** Every refusal names the category that would be left without an active prompt. */
function ensureDone(outcome: PromptWriteOutcome, category: PromptCategory) {
  if (outcome === 'done') return;
  const message = outcome === 'last-active' ? lastActiveMessage(category) : PROMPT_CHANGED;
  throw conflict(message);
}

export function createPromptService(store: PromptStore, clock: Clock): PromptService {
  const now = () => new Date(clock.now()).toISOString();

  const existing = async (id: string) => {
    const prompt = await store.findById(id);
    if (!prompt) throw notFound(PROMPT_NOT_FOUND);
    return prompt;
  };

  const replace = async (previous: PromptRecord, next: PromptRecord) => {
    ensureDone(await store.update(previous, next), previous.category);
    return toPromptView(next);
  };

  return {
    async list(category) {
      return (await store.list(category)).map(toPromptView);
    },

    async create(input) {
      checkPlaceholders(input.category, input.prompt);
      const at = now();
      const prompt: PromptRecord = { id: randomUUID(), ...input, createdAt: at, updatedAt: at };
      if (!(await store.create(prompt))) throw new Error(`Prompt id ${prompt.id} exists already`);
      return toPromptView(prompt);
    },

    async update(id, changes) {
      const previous = await existing(id);
      const next: PromptRecord = {
        ...previous,
        name: changes.name ?? previous.name,
        category: changes.category ?? previous.category,
        description: changes.description ?? previous.description,
        prompt: changes.prompt ?? previous.prompt,
        isActive: changes.isActive ?? previous.isActive,
        updatedAt: now(),
      };
      // A prompt saved before the check existed may be renamed without being rewritten.
      if (changes.prompt !== undefined || changes.category !== undefined) {
        checkPlaceholders(next.category, next.prompt);
      }
      return replace(previous, next);
    },

    async toggle(id) {
      const previous = await existing(id);
      return replace(previous, { ...previous, isActive: !previous.isActive, updatedAt: now() });
    },

    async remove(id) {
      const prompt = await existing(id);
      ensureDone(await store.delete(prompt), prompt.category);
    },
  };
}
