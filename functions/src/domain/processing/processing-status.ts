import type { ProcessingStatus } from '#shared/schemas/processing';
import type { RunLogLine, RunRecord, RunRepository } from '../../ports/runs';

/** Lines the dialog gets at most, across the runs it reports. */
export const STATUS_LOG_LIMIT = 300;

/**
 * `GET /api/processing/status`: the runs still going, added up (progress, their logs merged by time, the
 * latest current operation), or the latest finished run when none is going.
 */
export async function readProcessingStatus(runs: RunRepository): Promise<ProcessingStatus> {
  const running = await runs.listRunning();
  const latest = running.length > 0 ? undefined : await runs.latestFinished();
  const reported = latest ? [latest] : running;
  if (reported.length === 0) {
    return {
      isComplete: true,
      overall: { completed: 0, total: 0, percentage: 100 },
      logs: [],
      currentOperation: 'No keywords are being processed',
    };
  }
  const completed = sum(reported, (run) => run.succeeded + run.failed);
  const total = sum(reported, (run) => run.total);
  const logs = (await Promise.all(reported.map((run) => runs.logOf(run.id)))).flat();
  const newest = [...reported].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] as RunRecord;
  return {
    isComplete: running.length === 0,
    overall: { completed, total, percentage: percentage(completed, total, running.length === 0) },
    logs: mergeLogs(logs),
    currentOperation: newest.currentOperation,
  };
}

const sum = (runs: RunRecord[], value: (run: RunRecord) => number) =>
  runs.reduce((total, run) => total + value(run), 0);

function percentage(completed: number, total: number, finished: boolean): number {
  if (total === 0) return finished ? 100 : 0;
  return Math.min(100, Math.floor((completed / total) * 100));
}

/** Oldest first, the newest `STATUS_LOG_LIMIT` lines; a stable sort keeps each run's own order. */
function mergeLogs(lines: RunLogLine[]): string[] {
  return lines
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(-STATUS_LOG_LIMIT)
    .map((line) => line.text);
}
