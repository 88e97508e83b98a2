import { Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { type LogTone, logTone } from './log-tone';

const TONE_COLOUR: Record<LogTone, string> = {
  normal: 'text.primary',
  active: 'info.main',
  failed: 'error.main',
};

/** The run's log, oldest first, kept scrolled to the newest line. */
export function ProcessingLog({ lines }: { lines: readonly string[] }) {
  const list = useRef<HTMLOListElement>(null);
  // Follows the newest line inside the log only: the dialog around it keeps its own scroll position.
  useEffect(() => {
    if (list.current && lines.length > 0) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);

  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ py: 2, textAlign: 'center' }}>
        Waiting for the first step...
      </Typography>
    );
  }
  return (
    <Box
      component="ol"
      ref={list}
      aria-label="Processing log"
      // It scrolls: keyboards need a tab stop to scroll it too.
      tabIndex={0}
      sx={{
        m: 0,
        p: 1.5,
        listStyle: 'none',
        maxHeight: 240,
        overflowY: 'auto',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontSize: '0.8125rem',
        lineHeight: 1.7,
      }}
    >
      {lines.map((line, index) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end, and lines may repeat.
          key={index}
          data-tone={logTone(line)}
          sx={{ color: TONE_COLOUR[logTone(line)], wordBreak: 'break-word' }}
        >
          {line}
        </Box>
      ))}
    </Box>
  );
}
