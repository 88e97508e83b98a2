import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/** The Meta Integration tab's place: its form comes with the Meta campaigns work. */
export function MetaIntegrationPanel() {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CampaignOutlinedIcon color="disabled" />
          <Typography variant="body2" color="textSecondary">
            Meta integration arrives with the Meta campaigns work
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
