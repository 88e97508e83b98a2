/**
 * A zod `error` option giving `message` for a field left out or left empty, where zod's own wording
 * ("Required", "Invalid enum value ... received undefined") would not say which field the form is missing.
 */
export const whenMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === '' ? message : undefined;
