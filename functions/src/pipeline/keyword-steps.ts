/** A step of a keyword's way through the pipeline. */
export interface StepDefinition {
  /** Stable name, for the run's step marks, the usage counters and the metrics' `Step` dimension. */
  name: string;
  /** What the step does, for the current operation ("Writing the article") and its failure's message. */
  doing: string;
}

/** Every step that works on a keyword, by name (`runKeywordStep` runs each). */
export const KEYWORD_STEPS = {
  tags: { name: 'tags', doing: 'Generating tags' },
  title: { name: 'title', doing: 'Writing the title' },
  article: { name: 'article', doing: 'Writing the article' },
  adCopy: { name: 'adCopy', doing: 'Writing the ad copy' },
  variants: { name: 'variants', doing: 'Generating variants' },
  images: { name: 'images', doing: 'Generating images' },
  publish: { name: 'publish', doing: 'Publishing to WordPress' },
} as const satisfies Record<string, StepDefinition>;

/** A step's failure as the keyword's reason shows it: "Writing the article failed: OpenAI refused...". */
export const stepFailureMessage = (step: StepDefinition, message: string) =>
  `${step.doing} failed: ${message}`;

/**
 * The step a failure reason names (its message comes from `stepFailureMessage`, possibly behind Step
 * Functions' own words), or `unknown` when none does: a Lambda timeout, or a keyword gone before any step.
 */
export function failedStepOf(reason: string): string {
  const step = Object.values(KEYWORD_STEPS).find((candidate) =>
    reason.includes(stepFailureMessage(candidate, '')),
  );
  return step?.name ?? 'unknown';
}
