import { useRefreshCurrentUser } from '@bequest/sdk/react';
import type { ApiFailure, Result } from '@bequest/sdk/app';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A call that changes who is signed in (a new password, a redeemed link): its refusal is shown,
 * its success reloads the current user and goes on to `target`.
 */
export const useSessionChange = (target = '/account') => {
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (call: Promise<Result<unknown, ApiFailure>>) => {
    setFailure(null);
    const result = await call;
    if (result.isErr()) return setFailure(result.error.error.message);
    await refreshCurrentUser();
    navigate(target, { replace: true });
  };
  return { failure, run };
};
