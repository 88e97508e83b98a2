/**
 * `npm start` in a terminal: the log lines are the Lambda functions' JSON, indented for a person to read
 * (Powertools' dev mode, `POWERTOOLS_DEV`). Dev mode would also silence the metrics, so they are kept on:
 * the EMF lines are written locally as on Lambda. Piped or redirected output stays one JSON object per
 * line, as CloudWatch gets it, so a script or a test reads the local lines as it reads the deployed ones.
 * Imported first by `main.ts`: Powertools reads these variables when a logger is built, at import time.
 */
if (process.stdout.isTTY && process.env.POWERTOOLS_DEV === undefined) {
  process.env.POWERTOOLS_DEV = 'true';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'false';
}

// A module, so importing it runs it once and tsc type-checks it as one.
export {};
