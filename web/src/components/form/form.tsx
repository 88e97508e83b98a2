import { Box } from '@mui/material';
import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { type DefaultValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from '#shared/validation/zod';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { type FormSchema, type SchemaLoader, schemaResolver } from './schema-resolver';
import { STATIC_FORM_ATTRIBUTE } from './static-form-marks';
import { useStaticMarkup } from './static-markup';

interface FormProps<TSchema extends FormSchema> {
  /** The shared zod schema (or a loader of it); its messages are the ones shown under the fields. */
  schema: TSchema | SchemaLoader<TSchema>;
  defaultValues?: DefaultValues<z.input<TSchema>>;
  onSubmit: (values: z.output<TSchema>) => unknown;
  children: (form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>) => ReactNode;
  id?: string;
  'aria-label'?: string;
  /**
   * Where the browser posts the fields itself when no script handles the submit: the login page's form,
   * shown as static HTML before the app's JavaScript has loaded. Left out, a form has no native submit.
   */
  action?: string;
  ref?: Ref<HTMLFormElement>;
}

/**
 * The one form wrapper: react-hook-form validated by a shared zod schema. `noValidate` keeps the browser's
 * own bubbles away so the contract's messages are the only ones a user sees.
 */
export function Form<TSchema extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  action,
  ...rest
}: FormProps<TSchema>) {
  // Built once: a new resolver on every render would refetch a lazy schema.
  const [resolver] = useState(() => schemaResolver(schema));
  // Ahead of the first validation, but after the first paint: the screen does not need it to show.
  useEffect(() => afterFirstPaint(resolver.preload), [resolver]);
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ resolver, defaultValues });
  // Marks the build-time login form, whose submit the loader script holds until the app takes over.
  const staticMarkup = useStaticMarkup();
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        {...(action ? { method: 'post', action } : {})}
        {...(staticMarkup ? { [STATIC_FORM_ATTRIBUTE]: '' } : {})}
        {...rest}
      >
        {children(form)}
      </Box>
    </FormProvider>
  );
}
