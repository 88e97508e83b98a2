import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The Secrets Manager secrets: upstream credentials, saved from the Settings screen (each starts as an
 * empty JSON object, and later deploys leave the saved value alone because the template's value never
 * changes), and the first admin's password, generated at deploy time so it never appears in the template.
 */
export class AppSecrets extends Construct {
  /** `{"password": ...}` for the admin created on the first request to an empty table. */
  readonly adminPassword: Secret;
  /** OpenAI, Gemini and Cloud Vision keys. */
  readonly apiCredentials: Secret;
  readonly wordpressCredentials: Secret;
  /** The WordPress sites other than the primary one: their URL, user and application password by site id. */
  readonly wordpressSites: Secret;
  readonly metaCredentials: Secret;
  /** The revenue warehouse (Snowflake) settings with its key-pair private key. */
  readonly warehouseCredentials: Secret;
  /** Where notifications go: the Slack incoming-webhook URL. */
  readonly notificationCredentials: Secret;

  constructor(scope: Construct, id: string, props: { retain: boolean }) {
    super(scope, id);
    const removalPolicy = props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.adminPassword = new Secret(this, 'AdminPassword', {
      description: 'Keywright: password of the initial admin',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({}),
        generateStringKey: 'password',
        passwordLength: 24,
        // Letters and digits only: it is read once from the console and typed into the sign-in form.
        excludePunctuation: true,
      },
      removalPolicy,
    });
    Validations.of(this.adminPassword).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A one-time initial password: it is used once to create the first admin, who then changes it in the app',
    });

    const credentials = (secretId: string, description: string) => {
      const secret = new Secret(this, secretId, { description, secretObjectValue: {}, removalPolicy });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Credentials issued by the upstream service and saved from the Settings screen: Secrets Manager cannot rotate them',
      });
      return secret;
    };
    this.apiCredentials = credentials(
      'ApiCredentials',
      'Keywright: OpenAI, Gemini and Cloud Vision credentials',
    );
    this.wordpressCredentials = credentials('WordPressCredentials', 'Keywright: WordPress site credentials');
    this.wordpressSites = credentials(
      'WordPressSites',
      'Keywright: credentials of the other WordPress sites',
    );
    this.metaCredentials = credentials('MetaCredentials', 'Keywright: Meta Marketing API credentials');
    this.warehouseCredentials = credentials(
      'WarehouseCredentials',
      'Keywright: revenue warehouse (Snowflake) settings and key-pair private key',
    );
    this.notificationCredentials = credentials(
      'NotificationCredentials',
      'Keywright: Slack incoming-webhook URL for notifications',
    );
  }
}
