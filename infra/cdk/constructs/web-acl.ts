import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/**
 * Requests one address may send in five minutes (WAF's window) before it is refused with 429. Sign-in
 * is tight: each attempt is an API invocation (and, past the app's own limits, a scrypt hash), and a person
 * signs in a few times a day; 100 leaves room for an office behind one address. The rest of the API is
 * loose: the processing screen polls every 2 s, so twenty colleagues behind one address send about 3,000;
 * past 10,000 it is a script, not people.
 */
export const RATE_LIMITS = { signIn: 100, api: 10_000 } as const;

/**
 * The sign-in requests the tight limit counts: `/api/login` and those under it (the login page's form post,
 * the second step and its passkey options), each a guess at a password or a code.
 */
const SIGN_IN_PATH = '/api/login';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** An AWS managed rule group, as WAF evaluates it: its own actions, except the rules set to count. */
function managedRules(priority: number, name: string, countOnly: string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: countOnly.length
          ? countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
          : undefined,
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** Refuses (429) an address that sent more than `limit` requests whose path matches, in five minutes. */
function rateLimit(
  priority: number,
  name: string,
  limit: number,
  path: { searchString: string; positionalConstraint: 'EXACTLY' | 'STARTS_WITH' },
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429 } } },
    statement: {
      rateBasedStatement: {
        limit,
        aggregateKeyType: 'IP',
        evaluationWindowSec: 300,
        scopeDownStatement: {
          byteMatchStatement: {
            ...path,
            fieldToMatch: { uriPath: {} },
            textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
          },
        },
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The site's web ACL (CloudFront scope, so it lives in us-east-1): addresses on Amazon's reputation list
 * refused first, then the rate limits on sign-in and the API, then AWS's common and known-bad-inputs rule
 * groups. The common group's `SizeRestrictions_BODY` (bodies over 8 KB) only counts: the API takes bodies
 * up to 1 MB (a keyword batch, an article, a prompt) and refuses larger ones itself with 413, so blocking
 * them here would break the product while adding nothing.
 */
export class WebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { name: string }) {
    super(scope, id);
    this.acl = new CfnWebACL(this, 'Acl', {
      name: props.name,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: [
        managedRules(0, 'AWSManagedRulesAmazonIpReputationList'),
        rateLimit(1, 'SignInRate', RATE_LIMITS.signIn, {
          searchString: SIGN_IN_PATH,
          positionalConstraint: 'STARTS_WITH',
        }),
        rateLimit(2, 'ApiRate', RATE_LIMITS.api, {
          searchString: '/api/',
          positionalConstraint: 'STARTS_WITH',
        }),
        managedRules(3, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managedRules(4, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
  }
}
