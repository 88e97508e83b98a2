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
    // The SPA rendered the form: its script, the API status it asks for and the CDN all worked.
    await page.waitForSelector('input[type="password"]', { timeout: 15_000 });
  });
};
