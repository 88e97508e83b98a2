import { Box, Typography } from '@mui/material';
import type { DebugResult } from '#shared/schemas/debug';
import { formatDateTime } from '../../../lib/format';
import { DebugSection, EmptyNote } from './debug-section';

/** The image request's figures: processing time in seconds, images asked and returned, model, time. */
function ImageMetrics({ metrics }: { metrics: NonNullable<DebugResult['imageGeneration']> }) {
  const rows: [string, string][] = [
    ['Processing time', `${metrics.processingTimeSeconds} seconds`],
    ['Requested images', String(metrics.requestedImages)],
    ['Returned images', String(metrics.returnedImages)],
    ['Model', metrics.model],
    ['Request time', formatDateTime(metrics.requestTime, { seconds: true })],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.75 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Image metrics, the checked images themselves and the notes on their URLs. */
export function DebugImages({ result }: { result: DebugResult }) {
  return (
    <>
      <DebugSection title="Image metrics">
        {result.imageGeneration ? (
          <ImageMetrics metrics={result.imageGeneration} />
        ) : (
          <EmptyNote>No images were generated.</EmptyNote>
        )}
      </DebugSection>
      <DebugSection title="Images and URL notes">
        {result.imageUrls.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            {result.imageUrls.map((url, index) => (
              <Box
                key={url}
                component="img"
                src={url}
                alt={`Generated image ${index + 1} for ${result.keyword}`}
                sx={{
                  width: 160,
                  height: 160,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            ))}
          </Box>
        )}
        {result.imageNotes.length > 0 ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.imageNotes.map((note) => (
              <Typography key={note} component="li" variant="body2" sx={{ mb: 0.5 }}>
                {note}
              </Typography>
            ))}
          </Box>
        ) : (
          <EmptyNote>No image URLs to note.</EmptyNote>
        )}
      </DebugSection>
    </>
  );
}
