import { lazy, type ReactElement } from 'react';
import { TOOLTIP_ENTER_DELAY_MS } from '../../config/ui';
import { loadStatusTooltip } from './load-status-tooltip';

// The bar is part of the shell, the tooltip and its positioning engine are not: their chunk is asked for
// with the shell's (see the router), alongside the status request the tiles wait for anyway.
const tooltipModule = loadStatusTooltip();
const Tooltip = lazy(() => tooltipModule);

/**
 * A tile's details on hover or focus, after the 700 ms tooltip delay (docs/contract.md#widget-constants). It
 * suspends until the tooltip's chunk is in: the tiles show only then, so a tile is never swapped for another
 * under a pointer already on it (which would not get the `mouseover` that opens its tooltip).
 */
export function StatusTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Tooltip title={title} enterDelay={TOOLTIP_ENTER_DELAY_MS} arrow>
      {children}
    </Tooltip>
  );
}
