import type { KeywordPlan, ProgressTask, TextTask } from '../task-input';
import type { ChoiceState, Parameters, StateGraph, TaskState } from './asl-types';
import { catchAllTo, type ResourceOf, taskStateFactory } from './task-state';

/** Marks the keyword Error with the caught error as its reason, so the run's other keywords go on. */
const FAIL_KEYWORD = 'FailKeyword';

/** The ids every per-keyword task takes (see `task-input.ts`). */
const KEYWORD_IDS = { 'runId.$': '$.runId', 'keywordId.$': '$.keywordId' } as const;

const progress = (action: ProgressTask['action'], fields: Parameters = {}): Parameters => ({
  ...KEYWORD_IDS,
  action,
  ...fields,
});

const text = (step: TextTask['step']): Parameters => ({ ...KEYWORD_IDS, step });

/** Goes to `then` when the keyword's plan (BeginKeyword's result, at `$.plan`) asks for `step`. */
const whenPlanned = (step: keyof KeywordPlan, then: string, otherwise: string): ChoiceState => ({
  Type: 'Choice',
  Choices: [{ Variable: `$.plan.${step}`, BooleanEquals: true, Next: then }],
  Default: otherwise,
});

/**
 * A branch of `Extras` that runs `task` only when the plan asks for `step`. Its task has no Catch: an error
 * fails the whole Parallel, whose Catch fails the keyword once.
 */
const optionalBranch = (
  step: keyof KeywordPlan,
  label: string,
  taskName: string,
  task: TaskState,
): StateGraph => ({
  StartAt: `${label}Asked`,
  States: {
    [`${label}Asked`]: whenPlanned(step, taskName, `Skip${label}`),
    [taskName]: task,
    [`Skip${label}`]: { Type: 'Pass', Comment: 'Not asked for this keyword', End: true },
  },
});

/**
 * One keyword's way through the pipeline, the Map's item processor: tags, title and article, then images, ad
 * copy and variants in parallel, then publishing, each only when its plan asks for it (none when the
 * budget sent it back). Any error left after
 * the retries goes to FailKeyword; an error in FailKeyword or CompleteKeyword (bookkeeping) goes up to the Map.
 */
export function keywordStates(resourceOf: ResourceOf): StateGraph {
  const task = taskStateFactory(resourceOf);
  return {
    StartAt: 'BeginKeyword',
    States: {
      BeginKeyword: task({
        fn: 'ProgressStepFunction',
        comment: "Logs the start and returns which steps this keyword's options ask for",
        parameters: progress('begin', { 'mode.$': '$.mode' }),
        resultPath: '$.plan',
        catchTo: FAIL_KEYWORD,
        next: 'HeldAsked',
      }),
      // Sent back to wait for budget (decision 052): Pending again, the run goes on with it later.
      HeldAsked: whenPlanned('held', 'KeywordHeld', 'ContentAsked'),
      KeywordHeld: { Type: 'Pass', Comment: 'Waits for budget in a later execution of the run', End: true },
      ContentAsked: whenPlanned('content', 'Tags', 'Extras'),
      Tags: task({
        fn: 'TextStepFunction',
        parameters: text('tags'),
        resultPath: null,
        catchTo: FAIL_KEYWORD,
        next: 'Title',
      }),
      Title: task({
        fn: 'TextStepFunction',
        parameters: text('title'),
        resultPath: null,
        catchTo: FAIL_KEYWORD,
        next: 'Article',
      }),
      Article: task({
        fn: 'TextStepFunction',
        parameters: text('article'),
        resultPath: null,
        catchTo: FAIL_KEYWORD,
        next: 'Extras',
      }),
      Extras: {
        Type: 'Parallel',
        Comment: 'Images, ad copy and variants are independent of each other',
        Branches: [
          optionalBranch(
            'images',
            'Images',
            'Images',
            task({
              fn: 'ImageStepFunction',
              comment:
                'Writes the image prompt, generates the images, checks them with Vision and stores them',
              parameters: KEYWORD_IDS,
              resultPath: null,
            }),
          ),
          optionalBranch(
            'ads',
            'Ads',
            'AdCopy',
            task({ fn: 'TextStepFunction', parameters: text('adCopy'), resultPath: null }),
          ),
          optionalBranch(
            'variants',
            'Variants',
            'Variants',
            task({ fn: 'TextStepFunction', parameters: text('variants'), resultPath: null }),
          ),
        ],
        ResultPath: null,
        Catch: catchAllTo(FAIL_KEYWORD),
        Next: 'PublishAsked',
      },
      PublishAsked: whenPlanned('publish', 'Publish', 'CompleteKeyword'),
      Publish: task({
        fn: 'PublishStepFunction',
        parameters: KEYWORD_IDS,
        resultPath: null,
        catchTo: FAIL_KEYWORD,
        next: 'CompleteKeyword',
      }),
      CompleteKeyword: task({
        fn: 'ProgressStepFunction',
        parameters: progress('complete', { 'mode.$': '$.mode' }),
        resultPath: null,
      }),
      [FAIL_KEYWORD]: task({
        fn: 'ProgressStepFunction',
        comment: 'Marks the keyword Error with a readable reason, so the other keywords go on',
        parameters: progress('fail', { 'error.$': '$.error' }),
        resultPath: null,
      }),
    },
  };
}
