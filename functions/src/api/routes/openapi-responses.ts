import { errorResponseSchema } from '#shared/schemas/common';

/** Response entries shared by many routes, for the OpenAPI document. */
export const jsonContent = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const errorResponse = (description: string) => jsonContent(errorResponseSchema, description);

export const jsonBody = <T>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
