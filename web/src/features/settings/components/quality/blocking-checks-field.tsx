import { QUALITY_CHECK_LABELS } from '#shared/articles/quality-defaults';
import { QUALITY_CHECKS, type QualityCheck } from '#shared/schemas/quality';
import { FormCheckboxGroup } from '../../../../components/form/form-checkbox-group';

/** One checkbox per quality check: ticked, a failed check holds the article back as a draft for review. */
export function BlockingChecksField({ disabled }: { disabled?: boolean }) {
  return (
    <FormCheckboxGroup<{ blocking: QualityCheck[] }, QualityCheck>
      name="blocking"
      legend="Checks that hold an article back"
      values={QUALITY_CHECKS}
      labelOf={(check) => QUALITY_CHECK_LABELS[check]}
      helperText="A ticked check that fails sends the article to WordPress as a draft, in Needs review; an unticked one only warns."
      disabled={disabled}
    />
  );
}
