import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { HSTS, SECURITY_HEADERS } from '../../security-headers';

/** The CDK setting whose value is the header value the shared definition names. */
function settingFor<T extends string>(settings: Record<string, T>, headerValue: string): T {
  const setting = Object.values(settings).find((value) => value === headerValue);
  if (!setting) throw new Error(`CloudFront has no setting for the header value "${headerValue}"`);
  return setting;
}

/** The security headers CloudFront adds to every response, whatever the origin sent. */
export function securityHeadersPolicy(scope: Construct, id: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Keywright security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(HSTS.maxAgeDays),
        includeSubdomains: HSTS.includeSubdomains,
        override: true,
      },
      contentSecurityPolicy: {
        contentSecurityPolicy: SECURITY_HEADERS['Content-Security-Policy'],
        override: true,
      },
      // CloudFront's only value for it: `nosniff`.
      contentTypeOptions: { override: true },
      frameOptions: {
        frameOption: settingFor(HeadersFrameOption, SECURITY_HEADERS['X-Frame-Options']),
        override: true,
      },
      referrerPolicy: {
        referrerPolicy: settingFor(HeadersReferrerPolicy, SECURITY_HEADERS['Referrer-Policy']),
        override: true,
      },
    },
  });
}
