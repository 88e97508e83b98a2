import { TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RuleImpactRow } from '#shared/schemas/meta-rule-impact';
import { Estimated, EstimatedLegend } from '../../../components/estimated-mark/estimated-mark';
import { OutlinedTable, wideOnly } from '../../../components/outlined-table/outlined-table';
import { formatCount, formatUsd } from '../../../lib/format';
import type { ImpactMethod } from '../impact-methods';
import { actionTypesInWords } from '../impact-words';
import { EstimateLabel } from './estimate-label';

type MoneyKey = 'spendAvoidedUsd' | 'extraSpendUsd' | 'extraRevenueUsd' | 'netUsd';

/**
 * Actions, extra spend and revenue only on wide screens: a phone keeps what each rule saved and netted (the
 * actions are counted under the rule's name too).
 */
const MONEY: { key: MoneyKey; title: string; method: ImpactMethod; wide?: boolean }[] = [
  { key: 'spendAvoidedUsd', title: 'Spend avoided', method: 'spendAvoided' },
  { key: 'extraSpendUsd', title: 'Extra spend', method: 'extraSpend', wide: true },
  { key: 'extraRevenueUsd', title: 'Extra revenue', method: 'extraRevenue', wide: true },
  { key: 'netUsd', title: 'Net', method: 'net' },
];

const readsRevenue = (key: MoneyKey) => key === 'extraRevenueUsd' || key === 'netUsd';

/** Per rule: its actions by type and its estimates, most actions first. */
export function ImpactRulesTable({ rows }: { rows: RuleImpactRow[] }) {
  return (
    <>
      <OutlinedTable label="Impact per rule">
        <TableHead>
          <TableRow>
            <TableCell>Rule</TableCell>
            <TableCell align="right" sx={wideOnly}>
              <EstimateLabel title="Actions" method="actions" end />
            </TableCell>
            {MONEY.map(({ key, title, method, wide }) => (
              <TableCell key={key} align="right" sx={wide ? wideOnly : undefined}>
                <EstimateLabel title={title} method={method} end />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.ruleId}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {row.name}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  {actionTypesInWords(row.actionsByType)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {formatCount(row.actions)}
              </TableCell>
              {MONEY.map(({ key, wide }) => (
                <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', ...(wide ? wideOnly : {}) }}>
                  <Estimated estimated={readsRevenue(key) && row.revenueEstimated}>
                    {formatUsd(row[key])}
                  </Estimated>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </OutlinedTable>
      {rows.some((row) => row.revenueEstimated) && <EstimatedLegend />}
    </>
  );
}
