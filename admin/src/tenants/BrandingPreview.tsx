import type { PublicTenantConfiguration } from '@bequest/sdk/app';
import { Box, Typography } from '@mui/material';

/** The tenant's brand as its pages would show it: the logo, the colors, a button and a link. */
export const BrandingPreview = ({
  branding,
}: {
  readonly branding: PublicTenantConfiguration['branding'];
}) => {
  const { theme, logo, tenantDisplayName } = branding;
  return (
    <Box
      component="figure"
      aria-label="Branding preview"
      sx={{
        m: 0,
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: theme.background,
        color: theme.text,
      }}
    >
      {logo.src && (
        <Box
          component="img"
          src={logo.src}
          alt={logo.altText}
          sx={{ maxHeight: 48, maxWidth: '100%' }}
        />
      )}
      <Typography sx={{ mt: 1, color: 'inherit' }}>
        Welcome to {tenantDisplayName}.{' '}
        <span style={{ color: theme.link, textDecoration: 'underline' }}>A link</span>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Box
          component="span"
          sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: theme.primary, color: theme.onPrimary }}
        >
          Primary button
        </Box>
        <Box
          component="span"
          sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: theme.secondary, color: theme.onSecondary }}
        >
          Secondary button
        </Box>
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        sx={{ display: 'block', mt: 1, color: 'inherit' }}
      >
        Preview of the colors and logo as edited, before saving.
      </Typography>
    </Box>
  );
};
