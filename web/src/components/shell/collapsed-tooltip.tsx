import { lazy, type ReactElement, Suspense } from 'react';
import { TOOLTIP_ENTER_DELAY_MS } from '../../config/ui';

// Tooltips (and the positioning engine behind them) are needed only by the collapsed sidebar,
// so they load on demand instead of with the shell.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * Names an icon-only sidebar control on hover, after the tooltip delay of docs/contract.md#widget-constants.
 */
export function CollapsedTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} placement="right" enterDelay={TOOLTIP_ENTER_DELAY_MS}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
