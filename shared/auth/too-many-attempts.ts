const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The message of a refused sign-in: the 429 answers' and the login page's after the form's redirect. The
 * wait in seconds under a minute, else in whole minutes.
 */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many failed sign-in attempts. Please try again in ${wait}.`;
}
