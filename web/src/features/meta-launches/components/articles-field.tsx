import { Button, FormHelperText, Stack, Typography } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { useController, useFormContext } from 'react-hook-form';
import type { LaunchFormValues } from '../launch-form-schema';
import { ArticleChooser } from './article-chooser';

const ButtonLink = createLink(Button);

/**
 * The articles to launch: those chosen on the keyword list (as the link gave them), or chosen here from
 * the published ones. The schema's message (none chosen, more than 200) shows under them.
 */
export function ArticlesField({ fromKeywordList }: { fromKeywordList: boolean }) {
  const { control } = useFormContext<LaunchFormValues>();
  const { field, fieldState } = useController({ control, name: 'keywordIds' });
  const error = fieldState.error?.message ?? fieldState.error?.root?.message;
  return (
    <Stack spacing={1.5}>
      {fromKeywordList ? (
        <>
          <Typography variant="body2">
            {field.value.length} keyword{field.value.length === 1 ? '' : 's'} chosen on the keyword list. A
            keyword whose article is not published yet fails its check in the preview and is left out.
          </Typography>
          <ButtonLink to="/meta-launches/new" search={{}} size="small" sx={{ alignSelf: 'flex-start' }}>
            Choose published articles instead
          </ButtonLink>
        </>
      ) : (
        <ArticleChooser selected={field.value} onChange={field.onChange} />
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
