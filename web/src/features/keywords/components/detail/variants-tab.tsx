import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { variantsPerKeyword } from '#shared/keywords/keyword-variants';
import type { Keyword } from '#shared/schemas/keywords';
import { isWebUrl } from '../../../../lib/web-url';
import { useGenerateVariants } from '../../api/generate-variants';
import { cannotPublish, useCanPublish } from '../../use-can-publish';
import { StatusBadge } from '../status-badge';
import { DetailField } from './detail-field';

/** Variants: a card per variant with "View Details" (a new tab), or Generate Variants when there are none. */
export function VariantsTab({ keyword }: { keyword: Keyword }) {
  const generate = useGenerateVariants();
  const mayPublish = useCanPublish();
  const refusalId = useId();
  if (keyword.variants.length === 0) {
    // The variants take the keyword's options: they are published when it is set to be.
    const refusal =
      !mayPublish && keyword.options.publishToWordPress
        ? cannotPublish('Generating its variants')
        : undefined;
    return (
      <Stack sx={{ alignItems: 'center', gap: 2, py: 6, textAlign: 'center' }}>
        <Typography variant="body2" color="textSecondary">
          No variants have been generated for this keyword yet.
        </Typography>
        <Button
          variant="contained"
          startIcon={<AutoAwesomeIcon />}
          loading={generate.isPending}
          loadingPosition="start"
          disabled={refusal !== undefined}
          aria-describedby={refusalId}
          onClick={() => generate.mutate(keyword)}
        >
          Generate Variants
        </Button>
        <Typography id={refusalId} variant="caption" color="textSecondary">
          {refusal ??
            `${variantsPerKeyword(keyword.options)} variants are created and processed like any keyword.`}
        </Typography>
      </Stack>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
      }}
    >
      {keyword.variants.map((variant) => (
        <Card key={variant.id} component="section" aria-label={variant.masterKeyword}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Typography variant="subtitle2" sx={{ minWidth: 0 }}>
                {variant.title || variant.masterKeyword}
              </Typography>
              <StatusBadge status={variant.status} />
            </Stack>
            <DetailField label="Primary Tag">{variant.primaryTag}</DetailField>
            <DetailField label="Variant Keyword">{variant.masterKeyword}</DetailField>
            <DetailField label="URL">
              {isWebUrl(variant.url) ? (
                <Link href={variant.url} target="_blank" rel="noopener noreferrer">
                  {variant.url}
                </Link>
              ) : (
                <Typography color="textSecondary">Not published yet</Typography>
              )}
            </DetailField>
            <Box sx={{ mt: 'auto', pt: 1 }}>
              <Button
                size="small"
                variant="outlined"
                endIcon={<OpenInNewIcon />}
                href={`/detail/${encodeURIComponent(variant.id)}`}
                target="_blank"
                rel="noopener"
              >
                View Details
              </Button>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
