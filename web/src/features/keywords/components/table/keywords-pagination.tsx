import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { pageItems, pagerState } from './pagination-model';

interface KeywordsPaginationProps {
  page: number;
  totalPages: number;
  from: number;
  to: number;
  total: number;
  onPageChange: (page: number) => void;
}

/**
 * Small screens: Previous and Next only. Larger ones: "Showing {from} to {to} of {total} results",
 * previous/next and up to 5 numbered pages, then an ellipsis and the last page; the current one highlighted.
 */
export function KeywordsPagination({
  page,
  totalPages,
  from,
  to,
  total,
  onPageChange,
}: KeywordsPaginationProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { hasPrevious, hasNext } = pagerState(page, totalPages);
  const previous = (
    <Button
      size="small"
      variant="outlined"
      color="inherit"
      startIcon={<ChevronLeftIcon />}
      disabled={!hasPrevious}
      onClick={() => onPageChange(page - 1)}
      aria-label="Previous page"
    >
      Previous
    </Button>
  );
  const next = (
    <Button
      size="small"
      variant="outlined"
      color="inherit"
      endIcon={<ChevronRightIcon />}
      disabled={!hasNext}
      onClick={() => onPageChange(page + 1)}
      aria-label="Next page"
    >
      Next
    </Button>
  );

  if (small) {
    return (
      <Stack component="nav" aria-label="Pagination" direction="row" sx={{ justifyContent: 'space-between' }}>
        {previous}
        {next}
      </Stack>
    );
  }

  return (
    <Stack
      component="nav"
      aria-label="Pagination"
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1.5 }}
    >
      <Typography variant="body2" color="textSecondary">
        Showing <strong>{from}</strong> to <strong>{to}</strong> of <strong>{total}</strong> results
      </Typography>
      <Stack direction="row" useFlexGap sx={{ gap: 0.75, alignItems: 'center' }}>
        {previous}
        {pageItems(page, totalPages).map((item) =>
          item === 'ellipsis' ? (
            <Box key="ellipsis" component="span" aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <Button
              key={item}
              size="small"
              variant={item === page ? 'contained' : 'outlined'}
              color={item === page ? 'primary' : 'inherit'}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onPageChange(item)}
              sx={{ minWidth: 36, px: 1 }}
            >
              {item}
            </Button>
          ),
        )}
        {next}
      </Stack>
    </Stack>
  );
}
