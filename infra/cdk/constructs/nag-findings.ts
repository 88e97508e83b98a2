import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * A resolved CloudFormation value written the way cdk-nag writes it in a finding id: `Fn::GetAtt` as
 * `<LogicalId.Attr>`, `Ref` as `<LogicalId>`, an `Fn::Join` with '' as its parts run together.
 */
function nagText(value: unknown): string {
  if (typeof value === 'string') return value;
  const intrinsic = value as Record<string, unknown>;
  if (Array.isArray(intrinsic['Fn::GetAtt'])) return `<${(intrinsic['Fn::GetAtt'] as string[]).join('.')}>`;
  if (typeof intrinsic.Ref === 'string') return `<${intrinsic.Ref}>`;
  const join = intrinsic['Fn::Join'] as [string, unknown[]] | undefined;
  if (join && join[0] === '') return join[1].map(nagText).join('');
  throw new Error(`No cdk-nag form for ${JSON.stringify(value)}`);
}

/**
 * Acknowledges cdk-nag's IAM5 finding for the wildcard resource `resource` (an ARN token such as
 * `bucket.arnForObjects('*')`) on `scope`, and only that finding: a wider wildcard still fails.
 */
export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  const finding = nagText(Stack.of(scope).resolve(resource));
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${finding}]`, reason });
}
