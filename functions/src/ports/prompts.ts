import type { PromptCategory } from '#shared/product/prompt-categories';

export interface PromptRecord {
  id: string;
  name: string;
  category: PromptCategory;
  description: string;
  prompt: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The prompt store. The pipeline only ever reads the active prompt of a category. */
export interface PromptRepository {
  /** The active prompt of a category (the most recently updated one when several are active). */
  activeFor(category: PromptCategory): Promise<PromptRecord | undefined>;
  findById(id: string): Promise<PromptRecord | undefined>;
  list(category?: PromptCategory): Promise<PromptRecord[]>;
}

/**
 * Outcome of a write that must keep an active prompt in every category. `last-active`: the write would
 * leave the prompt's category without one; `conflict`: the prompt changed between the caller's read and
 * this write.
 */
export type PromptWriteOutcome = 'done' | 'last-active' | 'conflict';

/** The prompt store with the writes of prompt management (and seeding). */
export interface PromptStore extends PromptRepository {
  /** Stores a new prompt; resolves false (and writes nothing) when its id exists already. */
  create(prompt: PromptRecord): Promise<boolean>;
  /** Replaces `previous` (as the caller read it) by `next`, same id. */
  update(previous: PromptRecord, next: PromptRecord): Promise<PromptWriteOutcome>;
  delete(prompt: PromptRecord): Promise<PromptWriteOutcome>;
  /** Categories that have never had an active prompt (all of them on a first start). */
  categoriesNeverActive(): Promise<PromptCategory[]>;
  /**
   * Stores a default prompt unless its id exists; either way an active stored one then counts as its
   * category's active prompt. Idempotent, so concurrent starts and a seeding cut short are both safe.
   */
  seed(prompt: PromptRecord): Promise<void>;
}
