import { Box, Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PRODUCT_NAME } from '#shared/product/product';
import type { Keyword } from '#shared/schemas/keywords';
import { BrandLogo } from '../../../../components/brand/brand-mark';
import { DetailField } from './detail-field';
import { imageSource, PLACEHOLDER_IMAGE } from './image-source';

/** The host an ad shows under its image ("blog.example.com"), or nothing for a missing or odd URL. */
export function urlHost(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

function AdPreview({ keyword }: { keyword: Keyword }) {
  const [failed, setFailed] = useState(false);
  const first = keyword.images[0];
  const host = urlHost(keyword.url);
  return (
    <Card sx={{ maxWidth: 420 }} aria-label="Ad preview">
      <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', p: 1.5 }}>
        <BrandLogo size={32} />
        <Box>
          <Typography variant="subtitle2">{PRODUCT_NAME}</Typography>
          <Typography variant="caption" color="textSecondary">
            Sponsored
          </Typography>
        </Box>
      </Stack>
      {first && (
        <Box
          component="img"
          src={failed ? PLACEHOLDER_IMAGE : imageSource(keyword.id, first, 0)}
          alt={first.caption || 'Ad image'}
          onError={() => setFailed(true)}
          sx={{
            width: '100%',
            aspectRatio: '1.91 / 1',
            objectFit: 'cover',
            display: 'block',
            bgcolor: 'grey.100',
          }}
        />
      )}
      <Box sx={{ p: 1.5, bgcolor: 'background.default' }}>
        {host && (
          <Typography variant="caption" color="textSecondary" sx={{ textTransform: 'uppercase' }}>
            {host}
          </Typography>
        )}
        <Typography variant="subtitle2">{keyword.adTitle || keyword.title}</Typography>
        <Typography variant="body2" color="textSecondary">
          {keyword.adDescription}
        </Typography>
      </Box>
    </Card>
  );
}

/** Ad Copy: the ad title and description, and a preview with the first image and the URL's host. */
export function AdCopyTab({ keyword }: { keyword: Keyword }) {
  const empty = (text: string) => text || <Typography color="textSecondary">Not generated yet</Typography>;
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Stack spacing={2.5}>
        <DetailField label="Ad Title">{empty(keyword.adTitle)}</DetailField>
        <DetailField label="Ad Description">{empty(keyword.adDescription)}</DetailField>
      </Stack>
      <DetailField label="Ad Preview">
        <Box sx={{ mt: 0.75 }}>
          <AdPreview keyword={keyword} />
        </Box>
      </DetailField>
    </Box>
  );
}
