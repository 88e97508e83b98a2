import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { Stats } from '#shared/schemas/keywords';
import { useStats } from '../../api/get-stats';
import { DASHBOARD_CHANGES } from './dashboard-changes';
import { StatCard } from './stat-card';

const CARDS: { key: keyof Stats; title: string; icon: ReactNode }[] = [
  { key: 'keywordsProcessed', title: 'Keywords Processed', icon: <KeyOutlinedIcon /> },
  { key: 'articlesPublished', title: 'Articles Published', icon: <ArticleOutlinedIcon /> },
  { key: 'adCampaigns', title: 'Ad Campaigns', icon: <CampaignOutlinedIcon /> },
  { key: 'completedVariants', title: 'Completed Variants', icon: <AccountTreeOutlinedIcon /> },
];

/**
 * The dashboard's four counters from `/api/stats`, with the fixed "vs last month" changes
 * (docs/contract.md#dashboard).
 */
export function StatCards() {
  const stats = useStats();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      {CARDS.map((card) => (
        <StatCard
          key={card.key}
          title={card.title}
          value={stats.data?.[card.key] ?? (stats.isError ? null : undefined)}
          icon={card.icon}
          change={DASHBOARD_CHANGES[card.key]}
          changeText="vs last month"
        />
      ))}
    </Box>
  );
}
