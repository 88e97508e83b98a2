import { Card, CardContent, Link, Stack } from '@mui/material';
import { createLink, getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '../../components/layout/page-header';
import { useKeyword } from './api/get-keyword';
import { DetailError, DetailLoading } from './components/detail/keyword-detail-states';
import { KeywordDetailView } from './components/detail/keyword-detail-view';

const RouterLink = createLink(Link);
const route = getRouteApi('/_authenticated/detail/$id');

/** `/detail/{id}`: the same detail as the dialog, for any keyword or variant, as a page of its own. */
export function KeywordDetailScreen() {
  const { id } = route.useParams();
  const detail = useKeyword(id);
  const keyword = detail.data;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={keyword?.masterKeyword ?? 'Keyword Detail'}
        subtitle={
          keyword?.parentId ? (
            <>
              Keyword variant.{' '}
              <RouterLink to="/detail/$id" params={{ id: keyword.parentId }}>
                View its master keyword
              </RouterLink>
            </>
          ) : (
            'Keyword detail'
          )
        }
      />
      <Card>
        <CardContent>
          {keyword ? (
            <KeywordDetailView key={keyword.id} keyword={keyword} />
          ) : detail.isError ? (
            <DetailError error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <DetailLoading />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
