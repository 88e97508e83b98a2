import * as z from 'zod';
import { createUserSchema, updateUserSchema, userSchema, usersResponseSchema } from '#shared/schemas/users';
import type { UserService } from '../../domain/users/user-service';
import { signedInUser } from '../middleware/session';
import { createRouter } from '../openapi-router';
import { errorResponse, jsonBody, jsonContent } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface UserRouteDeps {
  userService: UserService;
}

const params = z.object({ id: z.string().min(1).max(100) });
const conflict = errorResponse(
  'Refused: the email is taken, the user is the last active admin, or changed meanwhile',
);

const listUsersRoute = protectedRoute('manage_users', {
  method: 'get',
  operationId: 'listUsers',
  path: '/users',
  tags: ['Users'],
  summary: 'Every user, newest first',
  responses: { 200: jsonContent(usersResponseSchema, 'The users') },
});

const createUserRoute = protectedRoute('manage_users', {
  method: 'post',
  operationId: 'createUser',
  path: '/users',
  tags: ['Users'],
  summary: 'Add a user',
  request: jsonBody(createUserSchema),
  responses: {
    201: jsonContent(userSchema, 'The new user'),
    400: errorResponse('Invalid body, or a password among the 10,000 most common'),
    409: errorResponse('A user with this email already exists'),
  },
});

const updateUserRoute = protectedRoute('manage_users', {
  method: 'patch',
  operationId: 'updateUser',
  path: '/users/{id}',
  tags: ['Users'],
  summary: "Change a user's role, email or status, or reset the password",
  description:
    'Disabling a user or changing the password ends all their sessions. An empty password keeps the ' +
    'current one; a password among the 10,000 most common is refused, and so is a password for your own ' +
    'account: change it with `POST /api/me/password`, which asks for the current one.',
  request: { params, ...jsonBody(updateUserSchema) },
  responses: {
    200: jsonContent(userSchema, 'The updated user'),
    400: errorResponse(
      'Invalid body, a password among the 10,000 most common, or a password for your own account',
    ),
    404: errorResponse('User not found'),
    409: conflict,
  },
});

const deleteUserRoute = protectedRoute('manage_users', {
  method: 'delete',
  operationId: 'deleteUser',
  path: '/users/{id}',
  tags: ['Users'],
  summary: 'Delete a user and end their sessions',
  request: { params },
  responses: {
    204: { description: 'Deleted' },
    404: errorResponse('User not found'),
    409: errorResponse('Refused: your own account, or the last active admin'),
  },
});

export function userRoutes({ userService }: UserRouteDeps) {
  return createRouter()
    .openapi(listUsersRoute, async (c) => c.json({ users: await userService.list() }, 200))
    .openapi(createUserRoute, async (c) => c.json(await userService.create(c.req.valid('json')), 201))
    .openapi(updateUserRoute, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await userService.update(signedInUser(c).id, id, c.req.valid('json')), 200);
    })
    .openapi(deleteUserRoute, async (c) => {
      await userService.remove(signedInUser(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
