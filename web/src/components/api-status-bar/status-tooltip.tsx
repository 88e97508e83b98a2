import { lazy, type ReactElement, Suspense } from 'react';
import { TOOLTIP_ENTER_DELAY_MS } from '#shared/constants';

// The bar is part of the shell; the tooltip and its positioning engine load only when first needed.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** A tile's details on hover or focus, after the spec's 700 ms delay. */
export function StatusTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} enterDelay={TOOLTIP_ENTER_DELAY_MS} arrow>
        {children}
      </Tooltip>
    </Suspense>
  );
}
