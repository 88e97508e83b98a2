import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, testApp } from '#tests/support/cdk/synth';
import { RATE_LIMITS } from './constructs/web-acl';
import { keywrightStacks } from './keywright-app';

const app = testApp();
const { edge, main } = keywrightStacks(app, TEST_CONFIG, 'Test');
const edgeTemplate = Template.fromStack(edge);
const mainTemplate = Template.fromStack(main);

const managed = (priority: number, name: string, overrides?: object) =>
  Match.objectLike({
    Name: name,
    Priority: priority,
    OverrideAction: { None: {} },
    Statement: {
      ManagedRuleGroupStatement: {
        VendorName: 'AWS',
        Name: name,
        ...(overrides && { RuleActionOverrides: overrides }),
      },
    },
  });
const rateLimited = (priority: number, name: string, limit: number, path: string, match: string) =>
  Match.objectLike({
    Name: name,
    Priority: priority,
    Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
    Statement: {
      RateBasedStatement: {
        Limit: limit,
        AggregateKeyType: 'IP',
        EvaluationWindowSec: 300,
        ScopeDownStatement: {
          ByteMatchStatement: {
            SearchString: path,
            PositionalConstraint: match,
            FieldToMatch: { UriPath: {} },
            TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
          },
        },
      },
    },
  });

describe('the edge stack', () => {
  it('is in us-east-1, where CloudFront takes its web ACLs from, and deployed before the app stack', () => {
    expect(edge.region).toBe('us-east-1');
    expect(edge.stackName).toBe('Test-edge');
    expect(main.dependencies).toEqual([edge]);
  });

  it("holds the site's web ACL: reputation list, rate limits on sign-in and the API, then AWS's rule groups", () => {
    edgeTemplate.resourceCountIs('AWS::WAFv2::WebACL', 1);
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Name: 'Test-web',
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      VisibilityConfig: {
        CloudWatchMetricsEnabled: true,
        MetricName: 'Test-web',
        SampledRequestsEnabled: true,
      },
      Rules: [
        managed(0, 'AWSManagedRulesAmazonIpReputationList'),
        rateLimited(1, 'SignInRate', RATE_LIMITS.signIn, '/api/login', 'STARTS_WITH'),
        rateLimited(2, 'ApiRate', RATE_LIMITS.api, '/api/', 'STARTS_WITH'),
        // The API takes bodies up to 1 MB; the rule group's 8 KB body limit would refuse legitimate ones.
        managed(3, 'AWSManagedRulesCommonRuleSet', [
          { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
        ]),
        managed(4, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
    expect(RATE_LIMITS.signIn).toBeLessThan(RATE_LIMITS.api);
  });

  it('leaves the web ACL ARN in an SSM parameter named after the app stack', () => {
    edgeTemplate.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/Test/web-acl-arn',
      Type: 'String',
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebAcl[A-F0-9]{8}$'), 'Arn'] },
    });
  });
});

describe('the distribution', () => {
  it('is filtered by the web ACL whose ARN the app stack reads from us-east-1 at deploy time', () => {
    mainTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebAclArn'), 'Parameter.Value'] },
      }),
    });
    const [reader] = Object.values(mainTemplate.findResources('Custom::AWS'));
    const call = JSON.parse(JSON.stringify(reader?.Properties.Update));
    expect(JSON.stringify(call)).toContain('\\"service\\":\\"SSM\\",\\"action\\":\\"getParameter\\"');
    expect(JSON.stringify(call)).toContain('\\"Name\\":\\"/Test/web-acl-arn\\"');
    expect(JSON.stringify(call)).toContain('\\"region\\":\\"us-east-1\\"');
    mainTemplate.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Effect: 'Allow',
            Action: 'ssm:GetParameter',
            Resource: {
              'Fn::Join': ['', Match.arrayWith([':ssm:us-east-1:', ':parameter/Test/web-acl-arn'])],
            },
          },
        ],
      },
    });
  });
});
