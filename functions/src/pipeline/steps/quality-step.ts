import type { QualityReport } from '#shared/schemas/quality';
import { failedChecksText, runQualityGate } from '../../domain/quality/quality-gate';
import { StepInputError } from '../generation/generation-inputs';
import type { PipelineDeps } from '../pipeline-deps';
import { runKeywordStep } from '../run-keyword-step';
import type { KeywordTask } from '../task-input';

/**
 * The quality check step, run before publishing (decision 036): the article's checks, stored as the
 * keyword's quality report. The publish step then sends a held article to WordPress as a draft.
 */
export async function runQualityStep(deps: PipelineDeps, task: KeywordTask): Promise<QualityReport> {
  let report: QualityReport | undefined;
  await runKeywordStep(deps, task, { name: 'quality', doing: 'Checking quality' }, async (keyword) => {
    if (!keyword.title || !keyword.article)
      throw new StepInputError('Nothing to check: the article is missing');
    report = await runQualityGate(deps.quality, keyword);
    const warnings = report.results.filter((result) => result.verdict === 'warning').length;
    return {
      changes: {},
      usage: [],
      promptIds: {},
      done: report.held
        ? `held for review: ${failedChecksText(report)} failed`
        : report.approval
          ? `approved by ${report.approval.by}, published as it is`
          : `quality checks passed${warnings ? ` with ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`,
    };
  });
  return report!;
}
