import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { AssetHashType, DockerImage, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../repo-paths';
import { acknowledgeWildcardResource } from './nag-findings';

/** Hashed file names change with their content, so browsers and CloudFront may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets, so it is revalidated on every load. */
export const REVALIDATE = 'no-cache';

/**
 * The SPA built by Vite as part of synthesis, so a deploy always ships the code it was synthesised from.
 * Source maps are left out: they would publish the sources with their comments.
 */
function builtSpa(): ISource {
  return Source.asset(join(REPO_ROOT, 'web'), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Required by the type, never pulled: the local build below either succeeds or throws.
      image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-slim'),
      local: {
        tryBundle(outputDir) {
          const vite = join(REPO_ROOT, 'node_modules', '.bin', 'vite');
          const args = ['build', '--config', 'web/vite.config.ts', '--outDir', outputDir, '--emptyOutDir'];
          execFileSync(vite, [...args, '--sourcemap', 'false', '--logLevel', 'error'], {
            cwd: REPO_ROOT,
            stdio: ['ignore', 'ignore', 'inherit'],
          });
          return true;
        },
      },
    },
  });
}

/**
 * The private bucket holding the SPA, filled from the Vite build: hashed `/assets/*` first with a year's
 * immutable caching, then everything else (index.html) marked for revalidation, so a new index.html never
 * names assets that are not there yet. Old assets are kept for browsers still running the previous build.
 */
export class SpaSite extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Rebuilt from the repository on every deploy, so it is removed with the stack.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Holds the public SPA build, written only by the deployment and read only by CloudFront (origin access control), whose access logs record every read',
    });

    const spa = builtSpa();
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [spa],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [CacheControl.fromString(IMMUTABLE)],
      prune: false,
      memoryLimit: 512,
    });
    const documents = new BucketDeployment(this, 'DeployDocuments', {
      sources: [spa],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.fromString(REVALIDATE)],
      prune: false,
      memoryLimit: 512,
    });
    documents.node.addDependency(assets);

    // The deployment handler is one function shared by both deployments, made and permissioned by
    // aws-cdk-lib; its role's scope is that function.
    const deploymentHandler = assets.handlerRole.node.scope;
    if (deploymentHandler) {
      const reason =
        "aws-cdk-lib's BucketDeployment handler, run only during deploys: its runtime, logging role and S3 copy actions (read the asset, write and prune the SPA bucket) are the library's";
      Validations.of(deploymentHandler).acknowledge(
        ...[
          'AwsSolutions-L1',
          'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          'AwsSolutions-IAM5[Action::s3:GetBucket*]',
          'AwsSolutions-IAM5[Action::s3:GetObject*]',
          'AwsSolutions-IAM5[Action::s3:List*]',
          'AwsSolutions-IAM5[Action::s3:Abort*]',
          'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
          'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
        ].map((id) => ({ id, reason })),
      );
      acknowledgeWildcardResource(deploymentHandler, this.bucket.arnForObjects('*'), reason);
    }
  }
}
