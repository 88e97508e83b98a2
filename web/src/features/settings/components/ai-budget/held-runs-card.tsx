import { Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AiBudgetStatus, HeldRun } from '#shared/schemas/ai-budget';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { useAuthUser } from '../../../../lib/auth-user';
import { formatCount, formatDateTime } from '../../../../lib/format';
import { useReleaseHeldRun } from '../../api/ai-budget';

/** One held run: what it was asked to do, by whom, how far it got, since when and which limit holds it. */
function HeldRunRow({ run, onRelease }: { run: HeldRun; onRelease?: () => void }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      role="group"
      aria-label={run.label}
      sx={{ gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{run.label}</Typography>
        <Typography variant="body2" color="textSecondary">
          Requested by {run.requestedBy} · waiting since {formatDateTime(run.heldSince)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {formatCount(run.completed)} of {formatCount(run.total)} keyword pipelines done
        </Typography>
        <Typography variant="body2" sx={{ color: 'warning.dark' }}>
          {run.reason}
        </Typography>
      </Stack>
      {onRelease && (
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={onRelease}
          sx={{ alignSelf: 'flex-start' }}
        >
          Release
        </Button>
      )}
    </Stack>
  );
}

/** The runs held because a limit is spent; admins (`system_settings`) may release one past the budget. */
export function HeldRunsCard({ status }: { status: UseQueryResult<AiBudgetStatus> }) {
  const canRelease = useAuthUser().data?.permissions.includes('system_settings') === true;
  const release = useReleaseHeldRun();
  const [releasing, setReleasing] = useState<HeldRun>();
  const runs = status.data?.heldRuns ?? [];
  return (
    <Card component="section" aria-labelledby="held-runs-heading">
      <CardContent>
        <Typography id="held-runs-heading" variant="h6" component="h2">
          Runs waiting for budget
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
          Runs started while a limit was spent. Their keywords stay Pending; each run goes on by itself when
          the period rolls over or the limit is raised.
        </Typography>
        {status.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : !status.data ? (
          // The reason of the failed read is told in the budget card above.
          <Typography color="textSecondary">The held runs could not be read.</Typography>
        ) : runs.length === 0 ? (
          <Typography color="textSecondary">No run is waiting for budget.</Typography>
        ) : (
          runs.map((run) => (
            <HeldRunRow
              key={run.runId}
              run={run}
              onRelease={canRelease ? () => setReleasing(run) : undefined}
            />
          ))
        )}
      </CardContent>
      <ConfirmDialog
        open={releasing !== undefined}
        title="Release Run"
        message={`Release "${releasing?.label ?? 'this run'}"? It goes on now regardless of the AI budget, and what it costs is spent even past the limit.`}
        confirmLabel="Release"
        confirmColor="primary"
        pending={release.isPending}
        onConfirm={() => releasing && release.mutate(releasing, { onSettled: () => setReleasing(undefined) })}
        onClose={() => setReleasing(undefined)}
      />
    </Card>
  );
}
