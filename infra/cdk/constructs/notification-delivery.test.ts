import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { accessOf, allowStatements, grants } from '#tests/support/cdk/iam-access';
import { synthStack } from '#tests/support/cdk/synth';

const template = synthStack({
  notificationEmailFrom: 'Keywright <alerts@mail.example.com>',
});

describe('notification delivery', () => {
  it('sends as the configured SES identity only, reading the table, the webhook and the Meta secrets', () => {
    const access = accessOf(template, 'keywright-notification-delivery');
    expect(access).toEqual(
      expect.arrayContaining([
        ...grants(['secretsmanager:GetSecretValue'], 'notificationSecret', 'metaSecret', 'warehouseSecret'),
      ]),
    );
    const ses = allowStatements(template).filter((statement) =>
      [statement.Action].flat().some((a) => a.startsWith('ses:')),
    );
    expect(ses.map((statement) => statement.Action)).toEqual(['ses:SendEmail']);
    expect(JSON.stringify(ses[0]?.Resource)).toMatch(/:identity\/mail\.example\.com"\]\]\}$/);
    expect(access.filter((grant) => grant.startsWith('ses:'))).toHaveLength(1);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          POWERTOOLS_SERVICE_NAME: 'keywright-notification-delivery',
          NOTIFICATION_EMAIL_FROM: 'Keywright <alerts@mail.example.com>',
          SITE_URL: Match.anyValue(),
          NOTIFICATION_CREDENTIALS_SECRET_ARN: Match.anyValue(),
        }),
      },
      Timeout: 90,
    });
  });

  it('runs every minute and never retries a missed one', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
  });

  it('keeps the notification TTL attribute on the table', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
  });
});
