import { useEffect } from 'react';
import { type FieldPath, type FieldValues, type PathValue, useFormContext } from 'react-hook-form';
import { useSiteChoices } from '../../api/get-site-choices';
import { FormSelectField } from '../form/form-select-field';

/**
 * The Add Keywords dialog's Site select: shown only when there is more than one site, with the default
 * site chosen until the user picks another. With one site, the field stays empty and the server uses it.
 */
export function SiteSelectField<TValues extends FieldValues>({
  name,
  disabled,
}: {
  name: FieldPath<TValues>;
  disabled?: boolean;
}) {
  const { getValues, setValue } = useFormContext<TValues>();
  const sites = useSiteChoices().data ?? [];
  const shown = sites.length > 1;
  const defaultId = shown ? sites.find((site) => site.isDefault)?.id : undefined;
  useEffect(() => {
    if (defaultId && !getValues(name)) setValue(name, defaultId as PathValue<TValues, typeof name>);
  }, [defaultId, getValues, setValue, name]);
  if (!shown) return null;
  return (
    <FormSelectField<TValues>
      name={name}
      label="Site"
      options={sites.map((site) => ({ value: site.id, label: site.name }))}
      disabled={disabled}
    />
  );
}
