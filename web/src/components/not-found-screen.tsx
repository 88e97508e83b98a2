import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { createLink } from '@tanstack/react-router';

const ButtonLink = createLink(Button);

/** Any unknown path. */
export function NotFoundScreen() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Typography variant="overline" color="primary" component="p">
            Error 404
          </Typography>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            Page Not Found
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
            The page you are looking for does not exist or has been moved.
          </Typography>
          <ButtonLink to="/" variant="contained" startIcon={<ArrowBackIcon />}>
            Back to Dashboard
          </ButtonLink>
        </CardContent>
      </Card>
    </Box>
  );
}
