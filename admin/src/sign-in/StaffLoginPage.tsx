import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogin, useNotify } from 'react-admin';

/** The console's sign-in: only at the company's OpenID provider, never with a consumer account. */
export const StaffLoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const [leaving, setLeaving] = useState(false);
  const signIn = () => {
    setLeaving(true);
    login({}).catch((error: Error) => {
      setLeaving(false);
      notify(error.message, { type: 'error' });
    });
  };
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 2, mt: 8 }}>
      <Card sx={{ maxWidth: 420, width: '100%' }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Bequest staff console
          </Typography>
          <Typography gutterBottom>
            Staff sign in with their company account. Customer accounts cannot sign in here.
          </Typography>
          <Button variant="contained" onClick={signIn} disabled={leaving} sx={{ mt: 2 }}>
            Sign in with your company account
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
