import { Box, Divider, Typography } from '@mui/material';
import type { DebugResult } from '#shared/schemas/debug';
import { DebugImages } from './debug-images';
import { DebugSection, EmptyNote } from './debug-section';
import { DebugSteps } from './debug-steps';
import { DebugTags } from './debug-tags';

const textBlock = {
  p: 1.5,
  borderRadius: 1,
  bgcolor: 'background.default',
  border: 1,
  borderColor: 'divider',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/** Everything one test run produced, section by section. */
export function DebugResultView({ result }: { result: DebugResult }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Divider />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <DebugSection title="Steps">
          <DebugSteps steps={result.steps} />
        </DebugSection>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <DebugSection title="Tags">
            <DebugTags tags={result.tags} />
          </DebugSection>
          <DebugSection title="Title">
            {result.title ? (
              <Typography variant="h6" component="p">
                {result.title}
              </Typography>
            ) : (
              <EmptyNote>No title generated.</EmptyNote>
            )}
          </DebugSection>
        </Box>
        <DebugSection title="Article sample">
          {result.articleSample ? (
            <Typography variant="body2" sx={textBlock}>
              {result.articleSample}
            </Typography>
          ) : (
            <EmptyNote>No article sample generated. Please try again.</EmptyNote>
          )}
        </DebugSection>
        <DebugSection title="Image prompt">
          {result.imagePrompt ? (
            <Typography variant="body2" sx={textBlock}>
              {result.imagePrompt}
            </Typography>
          ) : (
            <EmptyNote>No image prompt generated. Please try again.</EmptyNote>
          )}
        </DebugSection>
        <DebugImages result={result} />
      </Box>
    </Box>
  );
}
