import { useMutation } from '@tanstack/react-query';
import type { AdExport } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { failureToast } from './failure-toast';
import { keywordUrl } from './keyword-cache';

/** The ad export's fixed file name (docs/contract.md#keyword-detail). */
export const adExportFileName = (id: string) => `keyword-${id}-ad-export.json`;

/** `GET /api/keywords/{id}/export-for-ads`, saved as `keyword-{id}-ad-export.json`. */
export async function exportForAds(id: string): Promise<void> {
  const data = (await (await apiRequest('GET', keywordUrl(id, 'export-for-ads'))).json()) as AdExport;
  downloadFile(adExportFileName(id), JSON.stringify(data, null, 2), 'application/json');
}

export function useExportForAds() {
  return useMutation({ mutationFn: exportForAds, onError: failureToast('Export failed') });
}
