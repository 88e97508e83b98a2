import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PromptCategory } from '#shared/prompt-categories';
import { type Sandbox, type SandboxKnobs, startSandbox } from '../../../../infra/local/sandbox/sandbox';
import { DEFAULT_PROMPTS } from '../../domain/prompts/default-prompts';
import type { PromptRecord, PromptRepository } from '../../ports/prompts';
import { ALL_PROVIDER_CLIENTS } from '../all-provider-clients';
import type { Generation } from '../generation/generation';
import { promptsFrom } from '../generation/generation';
import { createUpstreamProviders } from '../upstream-providers';

/** Fast retries: the sandbox's faults need no real backoff in tests. */
export const TEST_PROVIDER_OPTIONS = { retry: { baseDelayMs: 5, maxDelayMs: 20 } };

/** The default prompts as a prompt store, for steps tested without a database. */
export function defaultPromptRepository(): PromptRepository {
  const records: PromptRecord[] = DEFAULT_PROMPTS.map((prompt) => ({
    ...prompt,
    id: `default-${prompt.category}`,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
  return {
    activeFor: async (category: PromptCategory) => records.find((record) => record.category === category),
    findById: async (id) => records.find((record) => record.id === id),
    list: async (category) => records.filter((record) => !category || record.category === category),
  };
}

/** A sandbox in a temporary folder with the real provider clients pointed at it. */
export async function startSandboxGeneration(knobs?: SandboxKnobs) {
  const dataDir = await mkdtemp(join(tmpdir(), 'kw-sandbox-'));
  const sandbox: Sandbox = await startSandbox({ dataDir, knobs });
  const providers = createUpstreamProviders(ALL_PROVIDER_CLIENTS, TEST_PROVIDER_OPTIONS);
  const generation: Generation = {
    text: providers.text(sandbox.credentials),
    prompt: promptsFrom(defaultPromptRepository()),
  };
  return {
    sandbox,
    providers,
    generation,
    async close() {
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
