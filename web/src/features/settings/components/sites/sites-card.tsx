import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type { Site } from '#shared/schemas/sites';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useSiteChange, useSites, useTestSite } from '../../api/sites-api';
import { SiteDialog } from './site-dialog';
import { toSiteChanges } from './site-form-schema';

/**
 * One site: its name, address, default mark and whether it launches campaigns on go-live, with Test,
 * Make Default, Edit and Delete.
 */
function SiteRow({ site, onEdit, onDelete }: { site: Site; onEdit: () => void; onDelete: () => void }) {
  const test = useTestSite();
  const change = useSiteChange();
  const primary = site.id === PRIMARY_SITE_ID;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      useFlexGap
      sx={{ gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
      aria-label={site.name}
      role="group"
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 500 }} noWrap>
            {site.name}
          </Typography>
          {site.isDefault && <Chip size="small" color="primary" label="Default" />}
          {site.launchOnGoLive && <Chip size="small" variant="outlined" label="Launches on go-live" />}
        </Stack>
        <Typography variant="body2" color="textSecondary" noWrap>
          {site.wpSiteUrl || 'No credentials saved yet (the WordPress Settings form above)'}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          loading={test.isPending}
          onClick={() => test.mutate(site)}
        >
          Test
        </Button>
        {!site.isDefault && (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            loading={change.isPending}
            onClick={() => change.mutate({ kind: 'update', id: site.id, changes: { isDefault: true } })}
          >
            Make Default
          </Button>
        )}
        <Button size="small" color="inherit" variant="outlined" onClick={onEdit}>
          Edit
        </Button>
        {!primary && !site.isDefault && (
          <Button size="small" color="error" variant="outlined" onClick={onDelete}>
            Delete
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The Sites card of the WordPress Settings tab: every site, and adding, editing and deleting them. */
export function SitesCard() {
  const sites = useSites();
  const change = useSiteChange();
  const [editing, setEditing] = useState<Site | 'new'>();
  const [deleting, setDeleting] = useState<Site>();
  const close = () => setEditing(undefined);
  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          useFlexGap
          sx={{ gap: 2, alignItems: 'flex-start', mb: 2 }}
        >
          <Stack sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              Sites
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              Every WordPress site keywords can be written for. The default site is the one above and the one
              new keywords go to unless another is chosen.
            </Typography>
          </Stack>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Add Site
          </Button>
        </Stack>
        {sites.error && (
          <Alert severity="error">Could not load the sites: {apiErrorMessage(sites.error)}</Alert>
        )}
        {sites.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          sites.data?.map((site) => (
            <SiteRow
              key={site.id}
              site={site}
              onEdit={() => setEditing(site)}
              onDelete={() => setDeleting(site)}
            />
          ))
        )}
      </CardContent>
      {editing && (
        <SiteDialog
          site={editing === 'new' ? undefined : editing}
          pending={change.isPending}
          onClose={close}
          onSubmit={(values) =>
            change.mutate(
              editing === 'new'
                ? { kind: 'create', input: values }
                : { kind: 'update', id: editing.id, changes: toSiteChanges(values) },
              { onSuccess: close },
            )
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete Site"
        message={`Delete ${deleting?.name ?? 'this site'}? Its saved credentials are deleted with it.`}
        confirmLabel="Delete"
        pending={change.isPending}
        onConfirm={() =>
          deleting &&
          change.mutate({ kind: 'delete', id: deleting.id }, { onSettled: () => setDeleting(undefined) })
        }
        onClose={() => setDeleting(undefined)}
      />
    </Card>
  );
}
