import { Typography } from '@mui/material';
import type { RuleImpactFigures } from '#shared/schemas/meta-rule-impact';
import { Estimated } from '../../../components/estimated-mark/estimated-mark';
import { FigureCard, FigureCardGrid } from '../../../components/figure-cards/figure-cards';
import { formatCount, formatUsd } from '../../../lib/format';
import type { ImpactMethod } from '../impact-methods';
import { actionTypesInWords } from '../impact-words';
import { EstimateLabel } from './estimate-label';

type MoneyKey = 'spendAvoidedUsd' | 'extraSpendUsd' | 'extraRevenueUsd' | 'netUsd';

const CARDS: { key: 'actions' | MoneyKey; title: string; method: ImpactMethod }[] = [
  { key: 'actions', title: 'Actions', method: 'actions' },
  { key: 'spendAvoidedUsd', title: 'Spend avoided', method: 'spendAvoided' },
  { key: 'extraSpendUsd', title: 'Extra spend', method: 'extraSpend' },
  { key: 'extraRevenueUsd', title: 'Extra revenue', method: 'extraRevenue' },
  { key: 'netUsd', title: 'Net', method: 'net' },
];

/** Revenue figures carry the insights screen's "est." mark while a day they read is not settled. */
const readsRevenue = (key: string) => key === 'extraRevenueUsd' || key === 'netUsd';

/** The report's totals as cards, each with its method; `undefined` while loading. */
export function ImpactTotals({ totals }: { totals: RuleImpactFigures | undefined }) {
  return (
    <FigureCardGrid>
      {CARDS.map(({ key, title, method }) => (
        <FigureCard
          key={key}
          label={title}
          title={<EstimateLabel title={title} method={method} />}
          titleComponent="h2"
          value={
            !totals ? undefined : key === 'actions' ? (
              formatCount(totals.actions)
            ) : (
              <Estimated estimated={readsRevenue(key) && totals.revenueEstimated}>
                {formatUsd(totals[key])}
              </Estimated>
            )
          }
          note={
            key === 'actions' &&
            totals &&
            totals.actions > 0 && (
              <Typography variant="caption" color="textSecondary">
                {actionTypesInWords(totals.actionsByType)}
              </Typography>
            )
          }
        />
      ))}
    </FigureCardGrid>
  );
}
