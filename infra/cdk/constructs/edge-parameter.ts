import { Stack, Validations } from 'aws-cdk-lib';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';

/**
 * The value of an SSM parameter in another region, read at deploy time: how the app stack, which has no
 * region of its own, gets the web ACL the edge stack made in us-east-1 (decision 049). It is read when the
 * parameter's name changes; the ACL's ARN stays the same for as long as its name does.
 */
export function parameterInRegion(scope: Construct, id: string, name: string, region: string): string {
  const stack = Stack.of(scope);
  const reader = new AwsCustomResource(scope, id, {
    onUpdate: {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: name },
      region,
      physicalResourceId: PhysicalResourceId.of(name),
    },
    policy: AwsCustomResourcePolicy.fromSdkCalls({
      resources: [
        stack.formatArn({ service: 'ssm', region, resource: 'parameter', resourceName: name.slice(1) }),
      ],
    }),
    installLatestAwsSdk: false,
  });
  // The one function aws-cdk-lib shares between the stack's AwsCustomResources, made with the first.
  const provider = stack.node.tryFindChild(
    `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replaceAll('-', '')}`,
  );
  if (provider) {
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "aws-cdk-lib's AwsCustomResource handler, run only during deploys: AWSLambdaBasicExecutionRole lets it write its own logs, Lambda's default; its one call is granted on the one parameter",
    });
  }
  return reader.getResponseField('Parameter.Value');
}
