import { Box, Typography } from '@mui/material';
import { characterCount } from '#shared/articles/character-count';
import type { Keyword } from '#shared/schemas/keywords';
import { DetailField } from './detail-field';

/** One SEO field as written, with its length (the figure its check holds to the limit). */
function SeoField({ label, text }: { label: string; text: string | undefined }) {
  return (
    <DetailField label={label}>
      {text === undefined ? (
        <Typography variant="body2" color="textSecondary">
          Not generated yet
        </Typography>
      ) : (
        <>
          {text}{' '}
          <Typography component="span" variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            ({characterCount(text)} characters)
          </Typography>
        </>
      )}
    </DetailField>
  );
}

/**
 * The SEO title and meta description the article step wrote (decision 041): in WordPress, the post's slug
 * is made from the one and its excerpt is the other.
 */
export function SeoFieldsSummary({ keyword }: { keyword: Pick<Keyword, 'seoTitle' | 'seoDescription'> }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SeoField label="SEO Title" text={keyword.seoTitle} />
      <SeoField label="Meta Description" text={keyword.seoDescription} />
    </Box>
  );
}
