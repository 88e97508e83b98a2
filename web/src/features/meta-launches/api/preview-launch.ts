import { useMutation } from '@tanstack/react-query';
import type { LaunchPreview, LaunchRequest } from '#shared/schemas/meta-launches';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/meta/launches/preview`: the campaigns the launch would create, with their checks; writes nothing. */
export async function previewLaunch(request: LaunchRequest): Promise<LaunchPreview> {
  return (await apiRequest('POST', '/api/meta/launches/preview', request)).json();
}

/** The screen shows the answer, or the server's reason for refusing (more than 200 articles, ...). */
export function usePreviewLaunch() {
  return useMutation({ mutationFn: previewLaunch });
}
