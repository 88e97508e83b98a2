import { describe, expect, it } from 'vitest';
import { createUserSchema, updateUserSchema } from './users';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const valid = { username: 'jane', email: 'jane@example.com', role: 'editor', password: 'long enough' };

describe('createUserSchema', () => {
  it('normalises the email and makes a new user active unless told otherwise', () => {
    const user = createUserSchema.parse({ ...valid, username: ' jane ', email: ' Jane@Example.COM ' });
    expect(user).toEqual({ ...valid, isActive: true });
    expect(createUserSchema.parse({ ...valid, isActive: false }).isActive).toBe(false);
  });

  it('names every missing field', () => {
    expect(messagesOf(createUserSchema.safeParse({}))).toEqual([
      'username: Username is required',
      'email: Email is required',
      'role: Role is required',
      'password: Password is required',
    ]);
  });

  it.each([
    [{ username: '  ' }, 'username: Username is required'],
    [{ username: 'x'.repeat(65) }, 'username: Username must be at most 64 characters'],
    [{ email: 'jane' }, 'email: Please enter a valid email address'],
    [
      { role: 'owner' },
      "role: Invalid enum value. Expected 'admin' | 'editor' | 'writer' | 'viewer', received 'owner'",
    ],
    [{ password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'password: Password must be at most 128 characters'],
    [{ isActive: 'yes' }, 'isActive: Expected boolean, received string'],
  ])('refuses %j', (override, message) => {
    expect(messagesOf(createUserSchema.safeParse({ ...valid, ...override }))).toEqual([message]);
  });
});

describe('updateUserSchema', () => {
  it('accepts any subset, an empty password meaning "keep the current one"', () => {
    expect(updateUserSchema.parse({})).toEqual({});
    expect(updateUserSchema.parse({ password: '' })).toEqual({ password: '' });
    expect(updateUserSchema.parse({ email: 'New@Example.com', role: 'viewer', isActive: false })).toEqual({
      email: 'new@example.com',
      role: 'viewer',
      isActive: false,
    });
  });

  it('applies the same rules as creation to what is given', () => {
    expect(messagesOf(updateUserSchema.safeParse({ password: 'short', email: 'x' }))).toEqual([
      'email: Please enter a valid email address',
      'password: Password must be at least 8 characters',
    ]);
  });
});
