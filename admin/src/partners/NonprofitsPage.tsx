import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { DirectoryImport } from './DirectoryImport';
import { ReceivingDetailsForm } from './ReceivingDetailsForm';

/** The nonprofit directory's import and each nonprofit's receiving details (issue 24). */
export const NonprofitsPage = () => (
  <Box>
    <Title title="Nonprofits" />
    <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
      Nonprofits
    </Typography>
    <DirectoryImport />
    <ReceivingDetailsForm />
  </Box>
);
