import { describe, expect, it } from 'vitest';
import { accessOf, allowStatements, grants, resourceName } from '#tests/support/cdk/iam-access';
import { synthStack } from '#tests/support/cdk/synth';
import {
  EXECUTION_FAILED_HANDLER,
  PIPELINE_FUNCTIONS,
} from '../../functions/src/pipeline/pipeline-functions';

const template = synthStack();

const TABLE_READ_WRITE = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
const TRACING = grants(['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], '*');
const TABLE = grants(TABLE_READ_WRITE, 'table', 'table/index/*');
const IMAGES = [
  ...grants(['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], 'images/*'),
  ...grants(['s3:ListBucket'], 'images'),
];
/** A Lambda on-failure destination: what the function could not process is sent to the queue. */
const SEND_TO = (queue: string) =>
  grants(['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'], queue);
/** The held-runs schedule's queue, by its logical id. */
const HELD_RUNS_DEAD_LETTERS = Object.keys(template.findResources('AWS::SQS::Queue')).find((id) =>
  id.startsWith('PipelineHeldRunsDeadLetters'),
)!;
const readSecret = (name: string) => grants(['secretsmanager:GetSecretValue'], name);
const saveSecret = (name: string) =>
  grants(['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'], name);

const NEED_GRANTS = {
  table: TABLE,
  pipeline: grants(['states:StartExecution'], 'pipeline'),
  bucket: IMAGES,
  apiSecret: readSecret('apiSecret'),
  // The publish step reads the primary site's credentials and the other sites'.
  wordpressSecret: [...readSecret('wordpressSecret'), ...readSecret('wordpressSitesSecret')],
} as const;

describe('IAM', () => {
  it('grants no `*` or `service:*` action anywhere', () => {
    const actions = allowStatements(template).flatMap((statement) => [statement.Action].flat());
    expect(actions.filter((action) => action === '*' || action.endsWith(':*'))).toEqual([]);
  });

  it('names every action on the table, the images bucket and the secrets exactly, without wildcards', () => {
    const dataStores = /^(table|images|\w+Secret)\b/;
    const wildcards = allowStatements(template).flatMap((statement) =>
      [statement.Resource]
        .flat()
        .filter((resource) => dataStores.test(resourceName(resource)))
        .flatMap(() => [statement.Action].flat().filter((action) => action.includes('*'))),
    );
    expect(wildcards).toEqual([]);
  });

  it('never lets anything Scan the table', () => {
    const actions = allowStatements(template).flatMap((statement) => [statement.Action].flat());
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('gives the API the table, the images, the secrets it reads or saves, starting the pipeline, the debug tester and launches', () => {
    expect(accessOf(template, 'keywright-api')).toEqual(
      [
        ...TRACING,
        ...TABLE,
        ...IMAGES,
        ...readSecret('adminSecret'),
        ...saveSecret('apiSecret'),
        ...saveSecret('wordpressSecret'),
        ...saveSecret('wordpressSitesSecret'),
        ...saveSecret('metaSecret'),
        ...saveSecret('warehouseSecret'),
        ...saveSecret('notificationSecret'),
        ...grants(['states:StartExecution'], 'pipeline'),
        ...grants(['lambda:InvokeFunction'], 'debugTester'),
        ...grants(['lambda:InvokeFunction'], 'launchFunction'),
      ].sort(),
    );
  });

  it('gives the debug tester the table (its debug runs), the bucket (their results), reading the API credentials and its dead-letter queue', () => {
    expect(accessOf(template, 'keywright-debug-tester')).toEqual(
      [...TRACING, ...TABLE, ...IMAGES, ...readSecret('apiSecret'), ...SEND_TO('debugDeadLetters')].sort(),
    );
  });

  it.each(PIPELINE_FUNCTIONS.map((spec) => [spec.id, spec.needs] as const))(
    'gives the pipeline function %s only what it needs: %j',
    (id, needs) => {
      const expected = [
        ...TRACING,
        ...needs.flatMap((need) => NEED_GRANTS[need]),
        // The held-runs schedule invokes the progress step; a resume that failed three times goes here.
        ...(id === 'ProgressStepFunction' ? SEND_TO(HELD_RUNS_DEAD_LETTERS) : []),
      ].sort();
      expect(accessOf(template, `keywright-pipeline-${id}`)).toEqual(expected);
    },
  );

  it('gives the execution-failed handler only what it needs, and its dead-letter queue', () => {
    const expected = [
      ...TRACING,
      ...EXECUTION_FAILED_HANDLER.needs.flatMap((need) => NEED_GRANTS[need]),
      ...SEND_TO('failureDeadLetters'),
    ];
    expect(accessOf(template, 'keywright-pipeline-ExecutionFailed')).toEqual(expected.sort());
  });
});

describe('pipeline functions and secrets', () => {
  it('never save a secret, nor read the admin password or the Meta credentials', () => {
    const pipelineAccess = [...PIPELINE_FUNCTIONS.map((spec) => spec.id), 'ExecutionFailed'].flatMap((id) =>
      accessOf(template, `keywright-pipeline-${id}`),
    );
    expect(pipelineAccess.filter((line) => /PutSecretValue|adminSecret|metaSecret/.test(line))).toEqual([]);
  });
});
