import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { Keyword } from '#shared/schemas/keywords';
import { ImageCard } from './image-card';
import { imageFileName, imageSource } from './image-source';

/** Images: a grid of the generated images with captions, or the empty state. */
export function ImagesTab({ keyword }: { keyword: Pick<Keyword, 'id' | 'masterKeyword' | 'images'> }) {
  if (keyword.images.length === 0) {
    return (
      <Stack sx={{ alignItems: 'center', gap: 1, py: 6, color: 'text.secondary' }}>
        <ImageOutlinedIcon color="disabled" sx={{ fontSize: 40 }} />
        <Typography variant="body2">No images have been generated yet</Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {keyword.images.map((image, index) => (
        <ImageCard
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the image's identity (the proxy's index).
          key={index}
          src={imageSource(keyword.id, image, index)}
          caption={image.caption}
          fileName={imageFileName(keyword.masterKeyword, index)}
        />
      ))}
    </Box>
  );
}
