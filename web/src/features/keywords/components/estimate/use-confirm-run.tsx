import { lazy, Suspense, useCallback, useState } from 'react';
import type { RunConfirmation } from './run-confirmations';

// Loaded on the first ask: the dashboard's first paint has no need of it (docs/design-rules.md, "Budgets").
const loadDialog = () => import('./confirm-run-dialog');
const ConfirmRunDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConfirmRunDialog })));

interface Asked {
  run: RunConfirmation;
  start: () => void;
}

/**
 * Confirmation with the estimate before a run starts: `ask(run, start)` opens the dialog (render `dialog`),
 * whose confirm button calls `start`; Cancel calls nothing.
 */
export function useConfirmRun() {
  const [asked, setAsked] = useState<Asked>();
  const [open, setOpen] = useState(false);
  const ask = useCallback((run: RunConfirmation, start: () => void) => {
    setAsked({ run, start });
    setOpen(true);
  }, []);

  const dialog = asked ? (
    <Suspense fallback={null}>
      <ConfirmRunDialog
        run={asked.run}
        open={open}
        onConfirm={() => {
          // A second click while the dialog fades out starts nothing more.
          if (!open) return;
          setOpen(false);
          asked.start();
        }}
        onClose={() => setOpen(false)}
        onExited={() => setAsked(undefined)}
      />
    </Suspense>
  ) : null;
  return { ask, dialog };
}
