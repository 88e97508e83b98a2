import { type NewSite, newSiteSchema, type Site } from '#shared/schemas/sites';
import { EditorDialog } from '../../../../components/form/editor-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SecretField } from '../secret-field';

type Field = NewSite;

/** The fields the dialog edits; the rest (category, Meta page and pixel, cadence) keep their values. */
const formSchema = newSiteSchema.pick({
  name: true,
  wpSiteUrl: true,
  wpUsername: true,
  wpAppPassword: true,
  timeZone: true,
  utmSource: true,
});

interface SiteDialogProps {
  /** The site to edit; a new one when absent. */
  site?: Site;
  pending: boolean;
  onSubmit: (values: Pick<NewSite, keyof typeof formSchema.shape>) => void;
  onClose: () => void;
}

/** Add Site / Edit Site: name, WordPress credentials (the password masked once saved), time zone, utm_source. */
export function SiteDialog({ site, pending, onSubmit, onClose }: SiteDialogProps) {
  return (
    <EditorDialog
      title={site ? 'Edit Site' : 'Add Site'}
      submitLabel={site ? 'Save Site' : 'Add Site'}
      schema={formSchema}
      defaultValues={{
        name: site?.name ?? '',
        wpSiteUrl: site?.wpSiteUrl ?? '',
        wpUsername: site?.wpUsername ?? '',
        wpAppPassword: site?.wpAppPassword ?? '',
        timeZone: site?.timeZone ?? 'UTC',
        utmSource: site?.utmSource ?? '',
      }}
      onSubmit={(values) => onSubmit({ ...values, utmSource: values.utmSource || undefined })}
      pending={pending}
      onClose={onClose}
      maxWidth="sm"
    >
      <FormTextField<Field> name="name" label="Site Name" disabled={pending} />
      <FormTextField<Field>
        name="wpSiteUrl"
        label="WordPress Site URL"
        type="url"
        placeholder="https://example.com"
        disabled={pending}
      />
      <FormTextField<Field>
        name="wpUsername"
        label="WordPress Username"
        autoComplete="off"
        disabled={pending}
      />
      <SecretField<Field>
        name="wpAppPassword"
        label="WordPress App Password"
        savedMask={site?.wpAppPassword ?? ''}
        disabled={pending}
      />
      <FormTextField<Field>
        name="timeZone"
        label="Time Zone"
        placeholder="Europe/Paris"
        helperText="Test reads the site's own time zone"
        disabled={pending}
      />
      <FormTextField<Field> name="utmSource" label="utm_source (optional)" disabled={pending} />
    </EditorDialog>
  );
}
