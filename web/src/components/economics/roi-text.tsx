import { Typography } from '@mui/material';
import { roiTone } from './roi-tone';

/** An ROI or net ROI percent text in the ROI colours of `roiTone`, as the economics tables print it. */
export function RoiText({ value }: { value: string }) {
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: roiTone(value) }}>
      {value}
    </Typography>
  );
}
