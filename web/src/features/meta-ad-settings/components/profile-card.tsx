import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarBorderOutlinedIcon from '@mui/icons-material/StarBorderOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { PROFILE_COUNTRIES } from '#shared/meta/options/countries';
import { optionLabel } from '#shared/meta/options/meta-option';
import { PROFILE_OBJECTIVES } from '#shared/meta/options/objectives';
import { RECOMMENDED_UTM_SOURCE, URL_MACROS } from '#shared/meta/url-tags';
import type { Profile } from '#shared/schemas/meta-profiles';
import { formatUsd } from '../../../lib/format';

interface ProfileCardProps {
  profile: Profile;
  /** While this profile is being made the default. */
  settingDefault: boolean;
  onEdit: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
  onSetDefault: (profile: Profile) => void;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: 1, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {value}
      </Typography>
    </Box>
  );
}

/** One profile: what it sets, and Edit, Delete and Set as Default. */
export function ProfileCard({ profile, settingDefault, onEdit, onDelete, onSetDefault }: ProfileCardProps) {
  const countries = profile.defaultCountries
    .map((country) => optionLabel(PROFILE_COUNTRIES, country))
    .join(', ');
  return (
    <Card component="article" aria-label={profile.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {profile.name}
          </Typography>
          {profile.isDefault && <Chip label="Default" color="primary" size="small" />}
        </Box>
        <Box component="dl">
          <Detail label="Objective" value={optionLabel(PROFILE_OBJECTIVES, profile.defaultObjective)} />
          <Detail label="Daily Budget" value={formatUsd(profile.defaultDailyBudget)} />
          <Detail label="Countries" value={countries || 'No countries specified'} />
          <Detail label="Age Range" value={`${profile.defaultAgeMin}-${profile.defaultAgeMax}`} />
          <Detail label="UTM Source" value={profile.defaultUtmSource ?? RECOMMENDED_UTM_SOURCE} />
          <Detail label="UTM Medium" value={profile.defaultUtmMedium ?? URL_MACROS.adsetId} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => onEdit(profile)}>
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => onDelete(profile)}
        >
          Delete
        </Button>
        <Button
          size="small"
          variant="outlined"
          sx={{ ml: 'auto' }}
          disabled={profile.isDefault}
          loading={settingDefault}
          loadingPosition="start"
          startIcon={profile.isDefault ? <CheckCircleOutlinedIcon /> : <StarBorderOutlinedIcon />}
          onClick={() => onSetDefault(profile)}
        >
          {profile.isDefault ? 'Current Default' : 'Set as Default'}
        </Button>
      </CardActions>
    </Card>
  );
}
