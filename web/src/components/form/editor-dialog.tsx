import { Button, DialogActions, DialogContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from '#shared/validation/zod';
import { ResponsiveDialog } from '../responsive-dialog/responsive-dialog';
import { Form } from './form';
import type { FormSchema, SchemaLoader } from './schema-resolver';

interface EditorDialogProps<TSchema extends FormSchema> {
  /** The dialog's title, also the form's accessible name unless `formLabel` names it. */
  title: string;
  /** The form's accessible name when the title alone is too general ("Edit garden hose"). */
  formLabel?: string;
  /** The submit button's text ("Create Profile", "Save Changes"). */
  submitLabel: string;
  schema: TSchema | SchemaLoader<TSchema>;
  defaultValues: DefaultValues<z.input<TSchema>>;
  onSubmit: (values: z.output<TSchema>) => unknown;
  /** While saving: the buttons wait, and the dialog cannot be closed half-way. */
  pending: boolean;
  onClose: () => void;
  /** A long form in titled sections: dividers above and below the scrolling fields, wider gaps. */
  sectioned?: boolean;
  /** `sm` for a short form of a few fields. */
  maxWidth?: 'sm' | 'md';
  /** The fields, inside the form's context. */
  children: ReactNode;
}

/**
 * The frame of the create-and-edit dialogs (users, prompts, profiles, rules, sites, keywords): full screen on a phone, the title,
 * the fields, then Cancel and the submit button, validated by the shared schema.
 */
export function EditorDialog<TSchema extends FormSchema>({
  title,
  formLabel = title,
  submitLabel,
  pending,
  onClose,
  sectioned = false,
  maxWidth = 'md',
  children,
  ...form
}: EditorDialogProps<TSchema>) {
  return (
    <ResponsiveDialog title={title} onClose={pending ? undefined : onClose} maxWidth={maxWidth}>
      <Form {...form} aria-label={formLabel}>
        {() => (
          <>
            <DialogContent dividers={sectioned}>
              <Stack spacing={sectioned ? 4 : 2.5} sx={sectioned ? undefined : { pt: 1 }}>
                {children}
              </Stack>
            </DialogContent>
            <DialogActions sx={sectioned ? { px: 3, py: 2 } : { px: 3, pb: 2.5 }}>
              <Button onClick={onClose} disabled={pending} color="inherit">
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={pending}>
                {submitLabel}
              </Button>
            </DialogActions>
          </>
        )}
      </Form>
    </ResponsiveDialog>
  );
}
