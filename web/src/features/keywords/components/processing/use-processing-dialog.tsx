import { lazy, Suspense, useCallback, useState } from 'react';
import { useProcessAll } from '../../api/process-all';

const loadDialog = () => import('./processing-dialog');
const ProcessingDialog = lazy(() => loadDialog().then((module) => ({ default: module.ProcessingDialog })));

/**
 * The processing dialog of a screen: `open()` shows it (each time from "Initializing"), `processAll()`
 * starts every Pending or Error keyword and opens it when there is something to process.
 */
export function useProcessingDialog() {
  const [session, setSession] = useState<number | null>(null);
  const processAll = useProcessAll();
  const open = useCallback(() => setSession(Date.now()), []);
  const close = useCallback(() => setSession(null), []);

  const startProcessAll = useCallback(() => {
    void loadDialog();
    processAll.mutate(undefined, { onSuccess: ({ count }) => count > 0 && open() });
  }, [processAll.mutate, open]);

  const dialog =
    session === null ? null : (
      <Suspense fallback={null}>
        <ProcessingDialog key={session} session={session} onClose={close} />
      </Suspense>
    );
  return { open, processAll: startProcessAll, processAllPending: processAll.isPending, dialog };
}
