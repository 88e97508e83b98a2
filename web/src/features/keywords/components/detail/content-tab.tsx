import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import type { Keyword } from '#shared/schemas/keywords';
import { sanitizeArticle } from './sanitize-article';

/** Content: the title and the article, sanitized in the browser too (never trusted as stored). */
export function ContentTab({ keyword }: { keyword: Pick<Keyword, 'title' | 'article'> }) {
  const html = useMemo(() => sanitizeArticle(keyword.article), [keyword.article]);
  if (!html.trim()) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
        No content available
      </Typography>
    );
  }
  return (
    <Box component="article">
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {keyword.title}
      </Typography>
      <Box
        className="article-body"
        // Sanitized by an allow-list just above: no scripts, event handlers or javascript: URLs.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by sanitizeArticle.
        dangerouslySetInnerHTML={{ __html: html }}
        sx={{
          typography: 'body1',
          color: 'text.primary',
          '& h1, & h2, & h3, & h4': { fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
          '& h1': { fontSize: '1.5rem' },
          '& h2': { fontSize: '1.25rem' },
          '& h3': { fontSize: '1.0625rem' },
          '& p': { my: 1.25 },
          '& ul, & ol': { pl: 3, my: 1.25 },
          '& li': { my: 0.5 },
          '& a': { color: 'primary.main' },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
          '& table': { borderCollapse: 'collapse', width: '100%' },
          '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
        }}
      />
    </Box>
  );
}
