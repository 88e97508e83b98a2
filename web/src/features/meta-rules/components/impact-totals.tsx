import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { RuleImpactFigures } from '#shared/schemas/meta-rule-impact';
import { Estimated } from '../../../components/estimated-mark/estimated-mark';
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
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
      }}
    >
      {CARDS.map(({ key, title, method }) => (
        <Card key={key} component="section" aria-label={title}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
            <Typography variant="body2" color="textSecondary" component="h2" sx={{ fontWeight: 500 }}>
              <EstimateLabel title={title} method={method} />
            </Typography>
            <Typography
              component="p"
              sx={{ mt: 0.5, fontSize: { xs: '1.125rem', sm: '1.375rem' }, fontWeight: 600 }}
            >
              {!totals ? (
                <Skeleton width={72} />
              ) : key === 'actions' ? (
                formatCount(totals.actions)
              ) : (
                <Estimated estimated={readsRevenue(key) && totals.revenueEstimated}>
                  {formatUsd(totals[key])}
                </Estimated>
              )}
            </Typography>
            {key === 'actions' && totals && totals.actions > 0 && (
              <Typography variant="caption" color="textSecondary">
                {actionTypesInWords(totals.actionsByType)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
