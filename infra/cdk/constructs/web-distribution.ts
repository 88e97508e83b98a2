import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../repo-paths';
import { securityHeadersPolicy } from './security-headers';

/**
 * Viewer headers the API reads, passed to the Lambda origin. Host is left out: the Function URL must be
 * called with its own; the viewer's arrives as x-forwarded-host. `x-amz-content-sha256` is the body hash
 * that origin access control needs to sign a request with a body. The CloudFront-* headers are added by
 * CloudFront itself, so a viewer cannot forge them.
 */
export const API_FORWARDED_HEADERS = [
  'accept',
  'content-type',
  'origin',
  'sec-fetch-site',
  'user-agent',
  'x-forwarded-host',
  'x-amz-content-sha256',
  'CloudFront-Forwarded-Proto',
  'CloudFront-Viewer-Address',
] as const;

export interface WebDistributionProps {
  spaBucket: IBucket;
  imagesBucket: IBucket;
  apiUrl: IFunctionUrl;
  /** Optional custom domain with its ACM certificate (us-east-1). */
  domain?: { name: string; certificateArn: string };
  /** The web ACL (in us-east-1) that filters every viewer request (`WebAcl`). */
  webAclArn: string;
}

const edgeFunction = (scope: Construct, id: string, file: string, comment: string) =>
  new EdgeFunction(scope, id, {
    code: FunctionCode.fromFile({ filePath: join(REPO_ROOT, 'infra', 'cdk', 'edge', file) }),
    runtime: FunctionRuntime.JS_2_0,
    comment,
  });

/**
 * The site: the SPA from its private bucket, `/api/*` to the API Lambda, `/images/*` from the images
 * bucket, all three origins reachable only through this distribution (origin access control), with the
 * security headers on every response and the web ACL in front of every request.
 */
export class WebDistribution extends Construct {
  readonly distribution: Distribution;
  /** The address staff open: the custom domain when one is configured. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    const responseHeadersPolicy = securityHeadersPolicy(this, 'SecurityHeaders');

    // Honours the objects' Cache-Control (a year for hashed assets, none for index.html).
    const spaCachePolicy = new CachePolicy(this, 'SpaCachePolicy', {
      comment: 'Keywright SPA: cache as the object says',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const apiRequestPolicy = new OriginRequestPolicy(this, 'ApiRequestPolicy', {
      comment: 'Keywright API: cookies, query strings and the headers the API reads, never Host',
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
    });

    // Every viewer request (the SPA, images and API alike) in CloudFront's standard logs. CloudFront writes
    // them through an ACL grant, so this bucket keeps ACLs (object writer) unlike the others.
    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ id: 'Expire', expiration: Duration.days(90) }],
      // Operational logs, not records to outlive the site.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: "The access-log bucket itself: logging it would only record CloudFront's own log deliveries",
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Keywright',
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      // The default *.cloudfront.net certificate has a fixed policy; a custom domain gets TLS 1.2 or later.
      ...(props.domain && {
        domainNames: [props.domain.name],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.spaBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: spaCachePolicy,
        responseHeadersPolicy,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: edgeFunction(this, 'SpaRoute', 'spa-route.js', 'Client-side routes get index.html'),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: FunctionUrlOrigin.withOriginAccessControl(props.apiUrl, {
            readTimeout: Duration.seconds(30),
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiRequestPolicy,
          responseHeadersPolicy,
          functionAssociations: [
            {
              eventType: FunctionEventType.VIEWER_REQUEST,
              function: edgeFunction(this, 'ViewerHost', 'viewer-host.js', 'Viewer Host to x-forwarded-host'),
            },
          ],
        },
        '/images/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.imagesBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy,
        },
      },
    });
    this.url = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Staff sign in from wherever they work; every route but the sign-in needs a session',
    });
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the *.cloudfront.net certificate is used, whose TLS policy CloudFront fixes; with one, TLS 1.2 is the minimum',
      });
    }
  }
}
