import { notFound } from '../domain-error';

/** The refusal for keyword ids that are not stored (one, or several joined by commas). */
export const keywordNotFound = (id: string) => notFound(`Keyword not found: ${id}`);
