import type { Template } from 'aws-cdk-lib/assertions';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

/** Friendly names for the resources the functions may touch, by logical-id prefix. */
const RESOURCE_NAMES: [RegExp, string][] = [
  [/^DataTable/, 'table'],
  [/^DataImagesBucket/, 'images'],
  [/^SecretsAdminPassword/, 'adminSecret'],
  [/^SecretsApiCredentials/, 'apiSecret'],
  [/^SecretsWordPressCredentials/, 'wordpressSecret'],
  [/^SecretsWordPressSites/, 'wordpressSitesSecret'],
  [/^SecretsMetaCredentials/, 'metaSecret'],
  [/^SecretsWarehouseCredentials/, 'warehouseSecret'],
  [/^SecretsNotificationCredentials/, 'notificationSecret'],
  [/^ApiDebugTesterDeadLetters/, 'debugDeadLetters'],
  [/^ApiDebugTester/, 'debugTester'],
  [/^PipelineExecutionFailedDeadLetters/, 'failureDeadLetters'],
  [/^InsightsRefreshDeadLetters/, 'refreshDeadLetters'],
  [/^CampaignLaunchesDeadLetters/, 'launchDeadLetters'],
  [/^CampaignLaunchesFunctionLive/, 'launchFunction'],
];

/** `table`, `table/index/*`, `images/*`, `pipeline`, `*`... for one statement resource. */
export function resourceName(resource: unknown): string {
  const json = JSON.stringify(resource);
  if (json === '"*"') return '*';
  if (json.includes(':stateMachine:')) return 'pipeline';
  // The launch function names its own alias by its fixed name (`bindSelf`).
  if (json.includes(':function:') && json.includes('-campaign-launch:live')) return 'launchFunction';
  const logicalId = /"(?:Ref|Fn::GetAtt)":\[?"([A-Za-z0-9]+)"/.exec(json)?.[1] ?? json;
  const name = RESOURCE_NAMES.find(([prefix]) => prefix.test(logicalId))?.[1] ?? logicalId;
  return json.includes('/index/*') ? `${name}/index/*` : json.includes('/*') ? `${name}/*` : name;
}

/** Every Allow statement of the identity policies in the template. */
export function allowStatements(template: Template): Statement[] {
  return Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as Statement[]).filter((s) => s.Effect === 'Allow'),
  );
}

/**
 * What the function with Powertools service name `serviceName` may do, as sorted `action on resource`
 * lines, one per action and resource, from every policy attached to its role.
 */
export function accessOf(template: Template, serviceName: string): string[] {
  const functions = template.findResources('AWS::Lambda::Function', {
    Properties: { Environment: { Variables: { POWERTOOLS_SERVICE_NAME: serviceName } } },
  });
  const [fn] = Object.values(functions);
  if (!fn) throw new Error(`No function with service name ${serviceName}`);
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`),
  );
  return policies
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
    .flatMap((statement) =>
      [statement.Action]
        .flat()
        .flatMap((action) =>
          [statement.Resource].flat().map((resource) => `${action} on ${resourceName(resource)}`),
        ),
    )
    .sort();
}

/** `access` lines for `actions` on each of `resources`, sorted like `accessOf`. */
export const grants = (actions: string[], ...resources: string[]) =>
  actions.flatMap((action) => resources.map((resource) => `${action} on ${resource}`));
