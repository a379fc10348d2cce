import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { staff } from '../staff-client';

const CONSOLE = '/internal-only';

/**
 * Where the company's provider sends staff back: the answer goes once to the API, which checks
 * it and sets the staff session; then the console opens where the sign-in started.
 */
export const StaffCallbackPage = () => {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void staff
      .completeStaffSignIn({ body: { callbackQuery: window.location.search.slice(1) } })
      .then((answer) =>
        answer.match(
          ({ returnPath }) => {
            const path = returnPath.slice(CONSOLE.length) || '/';
            navigate(path === '/callback' ? '/' : path, { replace: true });
          },
          (error) => setFailure(error.error.message),
        ),
      );
  }, [navigate]);
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 2, mt: 8 }}>
      <Card sx={{ maxWidth: 420, width: '100%' }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {failure ? 'You are not signed in' : 'Signing you in…'}
          </Typography>
          {failure && (
            <>
              <Typography role="alert" gutterBottom>
                {failure}
              </Typography>
              <Link href={`${CONSOLE}/login`}>Sign in again</Link>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
