/**
 * Logical names of the credentials in the secret store: keys of the local secrets file, and on AWS mapped
 * to their Secrets Manager ARNs by the Lambda configuration.
 */
export const SECRET_NAMES = {
  apiCredentials: 'api-credentials',
  wordpressCredentials: 'wordpress-credentials',
  /** The credentials of every WordPress site but the primary one (whose are `wordpress-credentials`), by id. */
  wordpressSites: 'wordpress-sites',
  metaCredentials: 'meta-credentials',
  /** The revenue warehouse (Snowflake): account, key-pair user and private key, context, query. */
  warehouseCredentials: 'warehouse-credentials',
  /** Where notifications go: the Slack incoming-webhook URL (the Notifications tab). */
  notificationCredentials: 'notification-credentials',
} as const;

export type SecretName = (typeof SECRET_NAMES)[keyof typeof SECRET_NAMES];
