import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME } from '#shared/product/product';

/** The product's logo tile: the initial on the brand colour. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.contrastText',
        fontWeight: 800,
        fontSize: size * 0.5,
        background: 'linear-gradient(135deg, #6366f1 0%, #4338ca 100%)',
        boxShadow: '0 2px 6px rgba(79, 70, 229, 0.35)',
      }}
    >
      {PRODUCT_NAME.charAt(0)}
    </Box>
  );
}

/** Logo plus product name, as used above the login card. */
export function BrandMark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <BrandLogo size={36} />
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
