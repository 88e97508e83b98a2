import { Box } from '@mui/material';
import type { NewSite, Site } from '#shared/schemas/sites';
import { useAdSettingsChoices } from '../../../../api/get-ad-settings-choices';
import { DialogSection, twoColumns } from '../../../../components/form/dialog-section';
import { EditorDialog } from '../../../../components/form/editor-dialog';
import { entryOptions, NO_DEFAULT } from '../../../../components/form/entry-options';
import { FormSelectField, type SelectOption } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useSiteCategories } from '../../api/sites-api';
import { SecretField } from '../secret-field';
import { GoLiveLaunchFields } from './go-live-launch-fields';
import { type SiteFormValues, siteFormSchema, toSiteFormValues } from './site-form-schema';

type Field = SiteFormValues;

/** WordPress's default category first, then the site's own; a saved one WordPress no longer lists stays. */
function categoryOptions(categories: readonly { id: number; name: string }[], saved: number | undefined) {
  const options: SelectOption[] = [
    { value: NO_DEFAULT, label: "WordPress's default" },
    ...categories.map((category) => ({ value: String(category.id), label: category.name })),
  ];
  if (saved !== undefined && !categories.some((category) => category.id === saved)) {
    options.push({ value: String(saved), label: `Category ${saved}` });
  }
  return options;
}

/** The publishing cadence: whole numbers within these bounds. */
const CADENCE_FIELDS = [
  { name: 'cadence.postsPerDay', label: 'Posts per Day', min: 1, max: 48 },
  { name: 'cadence.startHour', label: 'From Hour', min: 0, max: 23 },
  { name: 'cadence.endHour', label: 'To Hour', min: 1, max: 24 },
] as const;

interface SiteDialogProps {
  /** The site to edit; a new one when absent. */
  site?: Site;
  pending: boolean;
  onSubmit: (values: NewSite) => void;
  onClose: () => void;
}

/**
 * Add Site / Edit Site: the name and WordPress credentials (the password masked once saved) and default
 * category; the Meta page and pixel (the Meta settings' entries) and utm_source its campaigns start from;
 * its time zone and publishing cadence; whether it launches a campaign as each article goes live.
 */
export function SiteDialog({ site, pending, onSubmit, onClose }: SiteDialogProps) {
  const choices = useAdSettingsChoices().data;
  const categories = useSiteCategories(site?.id).data ?? [];
  return (
    <EditorDialog
      title={site ? 'Edit Site' : 'Add Site'}
      submitLabel={site ? 'Save Site' : 'Add Site'}
      schema={siteFormSchema}
      defaultValues={toSiteFormValues(site)}
      onSubmit={onSubmit}
      pending={pending}
      onClose={onClose}
      sectioned
    >
      <DialogSection title="WordPress">
        <FormTextField<Field> name="name" label="Site Name" disabled={pending} />
        <FormTextField<Field>
          name="wpSiteUrl"
          label="WordPress Site URL"
          type="url"
          placeholder="https://example.com"
          disabled={pending}
        />
        <Box sx={twoColumns}>
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
        </Box>
        <FormSelectField<Field>
          name="defaultCategory"
          label="Default Category"
          options={categoryOptions(categories, site?.defaultCategory)}
          helperText={site ? undefined : 'The site\u2019s categories can be chosen once it is saved'}
          disabled={pending}
        />
      </DialogSection>
      <DialogSection title="Meta">
        <Box sx={twoColumns}>
          <FormSelectField<Field>
            name="metaPageId"
            label="Page"
            options={entryOptions(choices?.pages ?? [], site?.metaPageId)}
            disabled={pending}
          />
          <FormSelectField<Field>
            name="metaPixelId"
            label="Pixel"
            options={entryOptions(choices?.pixels ?? [], site?.metaPixelId)}
            disabled={pending}
          />
        </Box>
        <FormTextField<Field> name="utmSource" label="utm_source (optional)" disabled={pending} />
      </DialogSection>
      <DialogSection title="Publishing">
        <FormTextField<Field>
          name="timeZone"
          label="Time Zone"
          placeholder="Europe/Paris"
          helperText="Test reads the site's own time zone"
          disabled={pending}
        />
        <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          {CADENCE_FIELDS.map(({ name, label, min, max }) => (
            <FormTextField<Field>
              key={name}
              name={name}
              label={label}
              type="number"
              inputProps={{ min, max, step: 1 }}
              disabled={pending}
            />
          ))}
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          At most this many posts a day, spread evenly between these hours of the site&apos;s time zone: each
          post is scheduled in WordPress for the next free time. Empty: each post is published as soon as it
          is ready.
        </Box>
      </DialogSection>
      <GoLiveLaunchFields saved={site?.launchOnGoLive?.profileId} disabled={pending} />
    </EditorDialog>
  );
}
