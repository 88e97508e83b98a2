import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { WebAcl } from './constructs/web-acl';

/** CloudFront takes web ACLs (and certificates) from this region alone. */
export const EDGE_REGION = 'us-east-1';

/** Names the app stack and its edge stack agree on, from the app stack's name. */
export const edgeNames = (appStackName: string) => ({
  stack: `${appStackName}-edge`,
  webAcl: `${appStackName}-web`,
  /** The SSM parameter (in us-east-1) holding the web ACL's ARN, which the app stack reads. */
  webAclArnParameter: `/${appStackName}/web-acl-arn`,
});

/**
 * What CloudFront needs from us-east-1, whatever region the app is in: the site's web ACL, and its ARN in
 * an SSM parameter for the app stack to read (`edgeNames`), which keeps the app stack free of a region of
 * its own (decision 049).
 */
export class EdgeStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps & { appStackName: string }) {
    super(scope, id, { ...props, env: { account: props.env?.account, region: EDGE_REGION } });
    const names = edgeNames(props.appStackName);
    const { acl } = new WebAcl(this, 'WebAcl', { name: names.webAcl });
    new StringParameter(this, 'WebAclArnParameter', {
      parameterName: names.webAclArnParameter,
      stringValue: acl.attrArn,
      description: `The web ACL of ${props.appStackName}'s CloudFront distribution`,
    });
    new CfnOutput(this, 'WebAclArn', { value: acl.attrArn });
  }
}
