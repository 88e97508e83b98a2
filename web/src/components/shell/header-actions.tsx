import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Dashboard handlers the header turns into its "Process" and "Add Keyword" buttons. */
export interface HeaderActions {
  onProcessAll?: () => void;
  onAddKeyword?: () => void;
}

const ActionsContext = createContext<HeaderActions>({});
const SetActionsContext = createContext<(actions: HeaderActions) => void>(() => {});

export function HeaderActionsProvider({ children }: { children: ReactNode }) {
  const [actions, setActions] = useState<HeaderActions>({});
  return (
    <SetActionsContext.Provider value={setActions}>
      <ActionsContext.Provider value={actions}>{children}</ActionsContext.Provider>
    </SetActionsContext.Provider>
  );
}

/** The handlers a screen has registered; the header reads them. */
export function useRegisteredHeaderActions(): HeaderActions {
  return useContext(ActionsContext);
}

/**
 * Registers header buttons for as long as the calling screen is mounted. Only whether each handler exists
 * is registered; calls go to the latest handler, so inline functions do not re-register on every render.
 */
export function useHeaderActions({ onProcessAll, onAddKeyword }: HeaderActions): void {
  const setActions = useContext(SetActionsContext);
  const latest = useRef<HeaderActions>({ onProcessAll, onAddKeyword });
  useLayoutEffect(() => {
    latest.current = { onProcessAll, onAddKeyword };
  });
  const hasProcessAll = onProcessAll !== undefined;
  const hasAddKeyword = onAddKeyword !== undefined;
  useEffect(() => {
    setActions({
      onProcessAll: hasProcessAll ? () => latest.current.onProcessAll?.() : undefined,
      onAddKeyword: hasAddKeyword ? () => latest.current.onAddKeyword?.() : undefined,
    });
    return () => setActions({});
  }, [setActions, hasProcessAll, hasAddKeyword]);
}
