import * as z from 'zod';
import {
  promptInputSchema,
  promptSchema,
  promptsQuerySchema,
  promptsResponseSchema,
  promptUpdateSchema,
} from '#shared/schemas/prompts';
import type { PromptService } from '../../domain/prompts/prompt-service';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface PromptRouteDeps {
  promptService: PromptService;
}

const params = z.object({ id: z.string().min(1).max(100) });
const notFound = errorResponse('Prompt not found');
const lastActive = errorResponse(
  'Refused: it would leave its category without an active prompt, or the prompt changed meanwhile',
);

const listPromptsRoute = protectedRoute('manage_prompts', {
  method: 'get',
  operationId: 'listPrompts',
  path: '/prompts',
  tags: ['Prompts'],
  summary: 'The AI prompts, optionally of one category',
  request: { query: promptsQuerySchema },
  responses: {
    200: jsonContent(promptsResponseSchema, 'By category, then oldest first'),
    400: errorResponse('Unknown category'),
  },
});

const createPromptRoute = protectedRoute('manage_prompts', {
  method: 'post',
  operationId: 'createPrompt',
  path: '/prompts',
  tags: ['Prompts'],
  summary: 'Add a prompt',
  request: jsonBody(promptInputSchema),
  responses: {
    201: jsonContent(promptSchema, 'The new prompt'),
    400: errorResponse('Invalid body, or a placeholder its category does not provide'),
  },
});

const updatePromptRoute = protectedRoute('manage_prompts', {
  method: 'patch',
  operationId: 'updatePrompt',
  path: '/prompts/{id}',
  tags: ['Prompts'],
  summary: 'Change any of the fields of a prompt',
  request: { params, ...jsonBody(promptUpdateSchema) },
  responses: {
    200: jsonContent(promptSchema, 'The updated prompt'),
    400: errorResponse('Invalid body, or a placeholder its category does not provide'),
    404: notFound,
    409: lastActive,
  },
});

const togglePromptRoute = protectedRoute('manage_prompts', {
  method: 'post',
  operationId: 'togglePrompt',
  path: '/prompts/{id}/toggle',
  tags: ['Prompts'],
  summary: 'Activate an inactive prompt or deactivate an active one',
  request: { params },
  responses: {
    200: jsonContent(promptSchema, 'The prompt with its new status'),
    404: notFound,
    409: lastActive,
  },
});

const deletePromptRoute = protectedRoute('manage_prompts', {
  method: 'delete',
  operationId: 'deletePrompt',
  path: '/prompts/{id}',
  tags: ['Prompts'],
  summary: 'Delete a prompt',
  request: { params },
  responses: { 204: { description: 'Deleted' }, 404: notFound, 409: lastActive },
});

export function promptRoutes({ promptService }: PromptRouteDeps) {
  return createRouter()
    .openapi(listPromptsRoute, async (c) =>
      c.json({ prompts: await promptService.list(c.req.valid('query').category) }, 200),
    )
    .openapi(createPromptRoute, async (c) => c.json(await promptService.create(c.req.valid('json')), 201))
    .openapi(updatePromptRoute, async (c) =>
      c.json(await promptService.update(c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(togglePromptRoute, async (c) => c.json(await promptService.toggle(c.req.valid('param').id), 200))
    .openapi(deletePromptRoute, async (c) => {
      await promptService.remove(c.req.valid('param').id);
      return c.body(null, 204);
    });
}
