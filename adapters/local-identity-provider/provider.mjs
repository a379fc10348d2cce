// A real OpenID provider (oidc-provider) for development and tests: one issuer per tenant (and
// the company's staff issuer, ADR 0022) at
// http://127.0.0.1:{port}/{tenant}, public clients with PKCE, a login page that checks the
// configured users' passwords, and RP-initiated logout. Started as a child process by
// LocalIdentityProvider (adapters/src/oidc/local-identity-provider.ts) with its settings as JSON
// in argv[2]; prints "listening {port}" once ready.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { URLSearchParams } from 'node:url';
import { Provider } from 'oidc-provider';

const settings = JSON.parse(process.argv[2]);
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title, body) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;font-size:1rem}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#0b2545;color:#fff;border:0;border-radius:4px}
.secondary{background:#fff;color:#0b2545;border:1px solid #0b2545}p[role=alert]{color:#a00000}</style>
</head><body><main>${body}</main></body></html>`;

const loginPage = (issuer, uid, error) =>
  page(
    `Sign in to ${issuer.name}`,
    `<h1>Sign in to ${escape(issuer.name)}</h1>
<p>Your firm's sign-in service (a local test provider).</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/${issuer.path}/interaction/${uid}/login">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`,
  );

const readForm = (request) =>
  new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(body))));
    request.on('error', reject);
  });

const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  format: 'jwk',
});

const providerFor = (issuer) => {
  const usersBySub = new Map(issuer.users.map((user) => [user.sub, user]));
  const provider = new Provider(`http://127.0.0.1:${settings.port}/${issuer.path}`, {
    clients: issuer.clients.map((client) => ({
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      ...client,
    })),
    jwks: { keys: [{ ...jwk, use: 'sig', alg: 'RS256', kid: 'local' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'advisor_email', 'staff_role'],
    },
    conformIdTokenClaims: false,
    ttl: { AuthorizationCode: settings.codeTtlSeconds ?? 60, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/${issuer.path}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = usersBySub.get(sub);
      return (
        user && {
          accountId: sub,
          claims: () => ({
            sub,
            email: user.email,
            email_verified: true,
            given_name: user.givenName,
            family_name: user.familyName,
            name: `${user.givenName} ${user.familyName}`,
            ...(user.advisorEmail ? { advisor_email: user.advisorEmail } : {}),
            ...(user.staffRole ? { staff_role: user.staffRole } : {}),
          }),
        }
      );
    },
    // First-party clients of the firm: the person is not asked to consent to each one.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.proxy = true;
  return { issuer, provider, callback: provider.callback(), usersBySub };
};

const providers = new Map(settings.issuers.map((issuer) => [issuer.path, providerFor(issuer)]));

const interaction = async (entry, request, response, uid, action) => {
  if (request.method === 'GET' && !action) {
    await entry.provider.interactionDetails(request, response);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(loginPage(entry.issuer, uid));
    return;
  }
  if (request.method === 'POST' && action === 'login') {
    const form = await readForm(request);
    const user = [...entry.usersBySub.values()].find(
      (candidate) =>
        candidate.email.toLowerCase() ===
          String(form.email ?? '')
            .trim()
            .toLowerCase() && candidate.password === form.password,
    );
    if (!user) {
      response.statusCode = 401;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(loginPage(entry.issuer, uid, 'The e-mail or password is not right.'));
      return;
    }
    await entry.provider.interactionFinished(request, response, { login: { accountId: user.sub } });
    return;
  }
  response.statusCode = 404;
  response.end();
};

const server = createServer(async (request, response) => {
  try {
    const [, path, ...rest] = (request.url ?? '/').split('?')[0].split('/');
    const entry = providers.get(path);
    if (!entry) {
      response.statusCode = 404;
      response.end('unknown issuer');
      return;
    }
    if (rest[0] === 'interaction') {
      await interaction(entry, request, response, rest[1], rest[2]);
      return;
    }
    // As express does for a mounted app: the provider sees its own path, and the mount point.
    request.originalUrl = request.url;
    request.url = request.url.slice(path.length + 1) || '/';
    entry.callback(request, response);
  } catch (error) {
    response.statusCode = 500;
    response.end(String(error?.message ?? error));
  }
});

server.listen(settings.port, '127.0.0.1', () => {
  console.log(`listening ${server.address().port}`);
});
