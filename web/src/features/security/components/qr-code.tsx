import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';

const SIZE = 200;

/** `text` as a QR code, drawn here in the browser (the generator loads with the first one, never before). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return <Skeleton variant="rounded" width={SIZE} height={SIZE} aria-label="Drawing the QR code" />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      width={SIZE}
      height={SIZE}
      // Dark on white whatever the theme: scanners read it best that way.
      sx={{ display: 'block', bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );
}
