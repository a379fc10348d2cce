import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import { unwrap, useBequest, useRefreshCurrentUser } from '@bequest/sdk/react';
import { safeRedirect } from '../../session/safe-redirect';

/**
 * The e-mailed verification link (platform-core.md 2.6, 4.2): the code is redeemed once, the
 * session it grants replaces any other, and the person continues where the link says.
 */
export const VerifyEmailPage = () => {
  usePageTitle('Verify your e-mail');
  const bequest = useBequest();
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const verify = useMutation({
    mutationFn: () => unwrap(bequest.verifyEmail({ body: { code } })),
    onSuccess: async () => {
      await refreshCurrentUser();
      navigate(safeRedirect(params.get('redirectPath')), { replace: true });
    },
  });
  const { mutate } = verify;
  useEffect(() => {
    if (code) mutate();
  }, [code, mutate]);

  return (
    <div className="page narrow">
      <h1>Verify your e-mail</h1>
      {!code && <p role="alert">This link has no code. Open the link from the e-mail again.</p>}
      {verify.isPending && <p role="status">Checking your link…</p>}
      {verify.isError && (
        <>
          <p role="alert">{verify.error.message}</p>
          <p>
            <Link to="/login">Log in</Link> to have a new link sent.
          </p>
        </>
      )}
    </div>
  );
};

export default VerifyEmailPage;
