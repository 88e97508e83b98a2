import { useController, useFormContext } from 'react-hook-form';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';
import { ArticlePicker } from './article-picker';

/** Step 1: the published article to advertise. */
export function SelectContentStep({ onChoose }: { onChoose: (keyword: KeywordSummary) => void }) {
  const { control } = useFormContext<CampaignFormInput>();
  const { field, fieldState } = useController({ control, name: 'keywordId' });
  return (
    <ArticlePicker
      selectedId={field.value ?? ''}
      error={fieldState.error?.message}
      onSelect={(keyword) => {
        field.onChange(keyword.id);
        onChoose(keyword);
      }}
    />
  );
}
