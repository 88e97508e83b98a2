import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Card, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { copyUrl } from './copy-url';
import { PLACEHOLDER_IMAGE } from './image-source';

interface ImageCardProps {
  src: string;
  caption: string;
  fileName: string;
}

/** One generated image: View and Download on hover (always shown on touch screens), caption, Copy URL. */
export function ImageCard({ src, caption, fileName }: ImageCardProps) {
  const [failed, setFailed] = useState(false);
  const label = caption || 'Generated image';
  return (
    <Card component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          bgcolor: 'grey.100',
          '&:hover .image-actions, &:focus-within .image-actions': { opacity: 1 },
          '@media (hover: none)': { '& .image-actions': { opacity: 1 } },
        }}
      >
        <Box
          component="img"
          src={failed ? PLACEHOLDER_IMAGE : src}
          alt={label}
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Stack
          className="image-actions"
          direction="row"
          spacing={1}
          sx={{
            position: 'absolute',
            inset: 0,
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'rgba(15, 23, 42, 0.45)',
            opacity: 0,
            transition: 'opacity 150ms ease-out',
          }}
        >
          <Button
            size="small"
            variant="contained"
            color="inherit"
            startIcon={<VisibilityOutlinedIcon />}
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ bgcolor: 'background.paper' }}
          >
            View
          </Button>
          <Button
            size="small"
            variant="contained"
            color="inherit"
            startIcon={<DownloadIcon />}
            href={src}
            download={fileName}
            sx={{ bgcolor: 'background.paper' }}
          >
            Download
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5, pl: 2 }}>
        <Typography
          component="figcaption"
          variant="body2"
          color="textSecondary"
          sx={{ flex: 1, minWidth: 0 }}
        >
          {caption || 'No caption'}
        </Typography>
        <IconButton
          size="small"
          aria-label={`Copy URL of ${label}`}
          title="Copy URL"
          onClick={() => void copyUrl(src)}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Card>
  );
}
