import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { QualitySettings } from '#shared/schemas/quality';
import type { QualityReportStore, QualitySettingsStore, StoredQualityReport } from '../../../ports/quality';
import type { DynamoTable } from '../dynamo-table';

const SETTINGS_KEY = { pk: 'QUALITY_SETTINGS', sk: 'SETTINGS' };
/** Apart from the keyword's own items, so the keyword's writes never carry it. */
const reportKey = (keywordId: string) => ({ pk: `QREPORT#${keywordId}`, sk: 'REPORT' });

/** Settings > Quality: one item, read by every check. */
export function createQualitySettingsStore({ client, name: TableName }: DynamoTable): QualitySettingsStore {
  return {
    async get() {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: SETTINGS_KEY, ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, ...settings } = Item;
      return settings as QualitySettings;
    },
    async save(settings) {
      await client.send(new PutCommand({ TableName, Item: { ...SETTINGS_KEY, ...settings } }));
    },
  };
}

/** Each keyword's last quality report. */
export function createQualityReportStore({ client, name: TableName }: DynamoTable): QualityReportStore {
  return {
    async get(keywordId) {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: reportKey(keywordId), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, ...report } = Item;
      return report as StoredQualityReport;
    },
    async put(report) {
      await client.send(new PutCommand({ TableName, Item: { ...reportKey(report.keywordId), ...report } }));
    },
  };
}
