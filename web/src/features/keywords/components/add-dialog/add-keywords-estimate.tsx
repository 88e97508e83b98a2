import { useFormContext, useWatch } from 'react-hook-form';
import type { ProcessingEstimateRequest } from '#shared/schemas/ai-budget';
import { type AddKeywordsFormInput, addKeywordsFormSchema } from '#shared/schemas/keyword-input';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { RunEstimate } from '../estimate/run-estimate';
import { toAddKeywordsPayload } from './add-keywords-payload';

/** The form settles for this long before the batch is estimated again: a request per pause, not per key. */
const ESTIMATE_DELAY_MS = 400;

/**
 * Under the Add Keywords options: the estimate of the batch as it would be sent, once the form holds a
 * valid one with at least one keyword.
 */
export function AddKeywordsEstimate() {
  const { control } = useFormContext<AddKeywordsFormInput>();
  const parsed = addKeywordsFormSchema.safeParse(useWatch({ control }));
  const payload = parsed.success ? toAddKeywordsPayload(parsed.data) : undefined;
  // Its text is debounced, not the payload: a string settles, a new object on every render would not.
  const settled = useDebouncedValue(
    payload && payload.keywords.length > 0 ? JSON.stringify(payload) : '',
    ESTIMATE_DELAY_MS,
  );
  const request: ProcessingEstimateRequest | undefined = settled
    ? { route: 'batch', ...JSON.parse(settled) }
    : undefined;
  return <RunEstimate request={request} />;
}
