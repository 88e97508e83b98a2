// CloudWatch Synthetics canary (Node.js Puppeteer runtime): a dedicated read-only user signs in, reads
// `/api/auth/user` and signs out, through CloudFront as a person does. `SITE_URL` is the site and
// `CREDENTIALS_SECRET_ARN` the secret holding `{"username": ..., "password": ...}` (docs/operations.md,
// "The canary user"). Deployed as inline code by infra/cdk/constructs/site-canaries.ts.
const synthetics = require('Synthetics');
const { GetSecretValueCommand, SecretsManagerClient } = require('@aws-sdk/client-secrets-manager');

const site = process.env.SITE_URL;
// State-changing requests must come from the site's own origin (the API's CSRF check).
const sameOrigin = { origin: site };

async function credentials() {
  const secret = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: process.env.CREDENTIALS_SECRET_ARN }),
  );
  const { username, password } = JSON.parse(secret.SecretString ?? '{}');
  if (!username || !password) {
    throw new Error('No canary user in its secret: see docs/operations.md, "The canary user"');
  }
  return { username, password };
}

exports.handler = async () => {
  let cookie = '';
  await synthetics.executeStep('signIn', async () => {
    const answer = await fetch(`${site}/api/login`, {
      method: 'POST',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      body: JSON.stringify(await credentials()),
    });
    if (answer.status !== 200) throw new Error(`Sign-in answered ${answer.status}`);
    cookie = answer.headers.getSetCookie().find((line) => line.startsWith('__Host-kw_session=')) ?? '';
    if (!cookie) throw new Error('Sign-in set no session cookie');
    cookie = cookie.split(';')[0];
  });
  await synthetics.executeStep('readSignedInUser', async () => {
    const answer = await fetch(`${site}/api/auth/user`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`/api/auth/user answered ${answer.status}`);
    const user = await answer.json();
    if (typeof user.email !== 'string') throw new Error('/api/auth/user answered no user');
  });
  // Every five minutes: its sessions end at once rather than pile up until their timeout.
  await synthetics.executeStep('signOut', async () => {
    const answer = await fetch(`${site}/api/logout`, {
      method: 'POST',
      headers: { ...sameOrigin, cookie },
      redirect: 'manual',
    });
    if (answer.status !== 302) throw new Error(`Sign-out answered ${answer.status}`);
  });
};
