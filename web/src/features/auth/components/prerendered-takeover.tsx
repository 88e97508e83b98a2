import { type RefObject, useEffect, useLayoutEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { LoginInput } from '#shared/schemas/auth';
import { prerenderedLogin, takeHeldSubmit } from '../prerendered-login';

/**
 * The last of taking over the build-time login form: in the commit that replaces it, what was typed after
 * the form's render read it (the detached static form still holds it); just after, the field that had
 * the focus gets it back and the submit it held, if any, is sent. Renders nothing.
 */
export function PrerenderedTakeover({
  form,
  formRef,
}: {
  form: UseFormReturn<LoginInput>;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  useLayoutEffect(() => {
    const taken = prerenderedLogin();
    if (!taken) return;
    for (const name of ['username', 'password'] as const) {
      if (taken.values[name] !== form.getValues(name)) form.setValue(name, taken.values[name]);
    }
  }, [form]);
  // After the commit's layout work, when the form's ref (attached after this child's) is set, and after
  // the email field's own autofocus.
  useEffect(() => {
    const focused = prerenderedLogin()?.focused;
    const field = focused && formRef.current?.elements.namedItem(focused);
    if (field instanceof HTMLInputElement) field.focus();
    if (takeHeldSubmit()) formRef.current?.requestSubmit();
  }, [formRef]);
  return null;
}
