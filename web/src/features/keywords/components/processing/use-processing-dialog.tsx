import { lazy, Suspense, useCallback, useState } from 'react';
import { useProcessAll } from '../../api/process-all';
import { PROCESS_ALL_RUN } from '../estimate/run-confirmations';
import { useConfirmRun } from '../estimate/use-confirm-run';

const loadDialog = () => import('./processing-dialog');
const ProcessingDialog = lazy(() => loadDialog().then((module) => ({ default: module.ProcessingDialog })));

/**
 * The processing dialog of a screen: `open()` shows it (each time from "Initializing"), `processAll()`
 * asks first, with the run's estimate; once confirmed it starts every Pending or Error keyword and opens the
 * processing dialog when there is something to process. `dialog` holds both dialogs.
 */
export function useProcessingDialog() {
  const [session, setSession] = useState<number | null>(null);
  const processAll = useProcessAll();
  const confirm = useConfirmRun();
  const open = useCallback(() => setSession(Date.now()), []);
  const close = useCallback(() => setSession(null), []);

  const startProcessAll = useCallback(() => {
    void loadDialog();
    processAll.mutate(undefined, { onSuccess: ({ count }) => count > 0 && open() });
  }, [processAll.mutate, open]);
  const askProcessAll = useCallback(
    () => confirm.ask(PROCESS_ALL_RUN, startProcessAll),
    [confirm.ask, startProcessAll],
  );

  const dialog = (
    <>
      {confirm.dialog}
      {session !== null && (
        <Suspense fallback={null}>
          <ProcessingDialog key={session} session={session} onClose={close} />
        </Suspense>
      )}
    </>
  );
  return { open, processAll: askProcessAll, processAllPending: processAll.isPending, dialog };
}
