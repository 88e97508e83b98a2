import StarIcon from '@mui/icons-material/Star';
import { Box, Chip, Typography } from '@mui/material';
import type { KeywordTags } from '#shared/schemas/keywords';
import { EmptyNote } from './debug-section';

function TagGroup({ label, tags, markFirst }: { label: string; tags: string[]; markFirst?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      {tags.length === 0 ? (
        <EmptyNote>None</EmptyNote>
      ) : (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
        >
          {tags.map((tag, index) => {
            const primary = markFirst && index === 0;
            return (
              <li key={tag}>
                <Chip
                  size="small"
                  label={primary ? `${tag} (primary)` : tag}
                  icon={primary ? <StarIcon /> : undefined}
                  color={primary ? 'primary' : 'default'}
                  variant={primary ? 'filled' : 'outlined'}
                />
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** The generated tags; the first transactional tag is the primary one and is marked so. */
export function DebugTags({ tags }: { tags: KeywordTags }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TagGroup label="Transactional" tags={tags.Transactional ?? []} markFirst />
      <TagGroup label="Navigational" tags={tags.Navigational ?? []} />
    </Box>
  );
}
