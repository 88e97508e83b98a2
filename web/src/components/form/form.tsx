import { Box } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { type DefaultValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from '#shared/validation/zod';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { type FormSchema, type SchemaLoader, schemaResolver } from './schema-resolver';

interface FormProps<TSchema extends FormSchema> {
  /** The shared zod schema (or a loader of it); its messages are the ones shown under the fields. */
  schema: TSchema | SchemaLoader<TSchema>;
  defaultValues?: DefaultValues<z.input<TSchema>>;
  onSubmit: (values: z.output<TSchema>) => unknown;
  children: (form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>) => ReactNode;
  id?: string;
  'aria-label'?: string;
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
  ...rest
}: FormProps<TSchema>) {
  // Built once: a new resolver on every render would refetch a lazy schema.
  const [resolver] = useState(() => schemaResolver(schema));
  // Ahead of the first validation, but after the first paint: the screen does not need it to show.
  useEffect(() => afterFirstPaint(resolver.preload), [resolver]);
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ resolver, defaultValues });
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} {...rest}>
        {children(form)}
      </Box>
    </FormProvider>
  );
}
