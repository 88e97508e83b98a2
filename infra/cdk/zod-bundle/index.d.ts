// The types are zod's own: this entry exports the same names from the same modules (zod-bundle.test.ts).
export * from 'zod';
export { default } from 'zod';
