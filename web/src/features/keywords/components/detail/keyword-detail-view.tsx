import { Box, Tab, Tabs } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import type { Keyword } from '#shared/schemas/keywords';
import { AdCopyTab } from './ad-copy-tab';
import { CampaignsTab } from './campaigns-tab';
import { ContentTab } from './content-tab';
import { ImagesTab } from './images-tab';
import { OverviewTab } from './overview-tab';
import { QualityTab } from './quality-tab';
import { VariantsTab } from './variants-tab';

const TABS: { label: string; render: (keyword: Keyword) => ReactNode }[] = [
  { label: 'Overview', render: (keyword) => <OverviewTab keyword={keyword} /> },
  { label: 'Content', render: (keyword) => <ContentTab keyword={keyword} /> },
  { label: 'Images', render: (keyword) => <ImagesTab keyword={keyword} /> },
  { label: 'Ad Copy', render: (keyword) => <AdCopyTab keyword={keyword} /> },
  { label: 'Variants', render: (keyword) => <VariantsTab keyword={keyword} /> },
  { label: 'Campaigns', render: (keyword) => <CampaignsTab keyword={keyword} /> },
  { label: 'Quality', render: (keyword) => <QualityTab keyword={keyword} /> },
];

/**
 * A keyword's detail in seven tabs (Quality beside those of docs/contract.md#keyword-detail); the dialog and
 * the `/detail/{id}` page both show it.
 */
export function KeywordDetailView({ keyword }: { keyword: Keyword }) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const current = TABS[tab] ?? TABS[0]!;
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Keyword detail"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((item, index) => (
          <Tab
            key={item.label}
            label={item.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {current.render(keyword)}
      </Box>
    </Box>
  );
}
