import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs, the same on Lambda and locally; level from POWERTOOLS_LOG_LEVEL. Each Lambda names
 * itself through POWERTOOLS_SERVICE_NAME (set by the CDK function construct).
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'keywright' });
