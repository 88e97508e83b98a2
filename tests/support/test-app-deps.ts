import { createApiStatusCache } from '../../functions/src/adapters/dynamodb/api-status-cache';
import { createDebugRunStore } from '../../functions/src/adapters/dynamodb/debug-run-store';
import { createQualityReportStore } from '../../functions/src/adapters/dynamodb/quality/quality-items';
import { type AppDepsBuilder, createAppDeps } from '../../functions/src/composition/app-deps';
import { createDebugRuns } from '../../functions/src/domain/debug/debug-runs';
import { createKeywordProcessing } from '../../functions/src/domain/keywords/keyword-processing';
import { createReviewActions } from '../../functions/src/domain/quality/review-actions';
import { createApiStatusService } from '../../functions/src/domain/settings/api-status-service';
import type { PublicEndpoints } from '../../functions/src/domain/settings/service-checks';
import { createSettingsService } from '../../functions/src/domain/settings/settings-service';
import type { ProcessingLauncher } from '../../functions/src/ports/processing';
import { probeUpstream } from '../../functions/src/providers/upstream-probe';
import { wordPressSiteUrlPolicy } from '../../functions/src/providers/wordpress-site-url';

/** What a test changes in the API's dependencies, which the product never does. */
export interface TestAppOverrides {
  /** Where saved credentials are checked instead of the real services (a local double). */
  upstreamEndpoints?: Partial<PublicEndpoints>;
  /** How long `POST /api/debug/process-steps` waits for the result (the product: 20 s). */
  debugWaitMs?: number;
  /** What the keyword calls (and the quality review actions) start processing with, instead of the real launcher. */
  processing?: ProcessingLauncher;
}

/**
 * The API's dependencies as the product builds them (`createAppDeps`), with the services a test overrides
 * built again around its values.
 */
export function testAppDeps(overrides: TestAppOverrides = {}): AppDepsBuilder {
  return (platform, settings) => {
    const deps = createAppDeps(platform, settings);
    const { table, clock } = platform;
    const apiStatus = overrides.upstreamEndpoints
      ? createApiStatusService({
          credentials: deps.credentials,
          sites: deps.siteService.statusTargets,
          cache: createApiStatusCache(table),
          clock,
          probe: probeUpstream,
          endpoints: overrides.upstreamEndpoints,
        })
      : deps.apiStatus;
    return {
      ...deps,
      apiStatus,
      settings: createSettingsService({
        secrets: platform.secrets,
        status: apiStatus,
        wordpressSite: deps.siteService.defaultId,
        siteUrlRefusal: wordPressSiteUrlPolicy,
      }),
      debugRuns:
        overrides.debugWaitMs === undefined
          ? deps.debugRuns
          : createDebugRuns({
              debugRuns: createDebugRunStore(table, platform.blobs, clock),
              debugTester: platform.debugTester,
              debugWaitMs: overrides.debugWaitMs,
            }),
      keywordProcessing: overrides.processing
        ? createKeywordProcessing({
            keywords: deps.keywords,
            launcher: overrides.processing,
            sites: deps.siteService,
          })
        : deps.keywordProcessing,
      reviewActions: overrides.processing
        ? createReviewActions({
            keywords: deps.keywords,
            reports: createQualityReportStore(table),
            clock,
            launcher: overrides.processing,
          })
        : deps.reviewActions,
    };
  };
}
