// CloudWatch Synthetics canary (Node.js Puppeteer runtime): the sign-in page loads and shows its form.
// Deployed as the canary's inline code by infra/cdk/constructs/site-canaries.ts; `SITE_URL` is the site.
const synthetics = require('Synthetics');

exports.handler = async () => {
  const page = await synthetics.getPage();
  await synthetics.executeStep('openSignInPage', async () => {
    const answer = await page.goto(new URL('/login', process.env.SITE_URL).href, {
      waitUntil: 'networkidle0',
      timeout: 30_000,
    });
    if (answer?.status() !== 200) throw new Error(`The sign-in page answered ${answer?.status()}`);
    // The page's own form (rendered at build time) is there; typing into it loads the app, which replaces
    // it with its own: the SPA's script, the session check it makes and the CDN all worked.
    await page.waitForSelector('form[data-static-form] input[type="password"]', { timeout: 15_000 });
    await page.type('input[name="username"]', 'canary');
    await page.waitForSelector('form:not([data-static-form]) input[type="password"]', { timeout: 15_000 });
  });
};
