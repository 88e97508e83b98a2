import * as z from 'zod';
import { SECRET_NAMES, type SecretName } from '../domain/settings/secret-names';

/**
 * A part of the configuration an entry point asks for (`config-parts.ts`): the variables a resource or a
 * setting comes with, and their schemas. A function, so a bundle carries only the schemas it asks for.
 */
export type ConfigPart = () => z.ZodRawShape;

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;
type ShapeOf<P extends ConfigPart> = UnionToIntersection<ReturnType<P>>;

/** The variables of the parts asked for, validated and typed. */
export type LambdaConfig<P extends ConfigPart> = {
  [V in keyof ShapeOf<P>]: ShapeOf<P>[V] extends z.ZodType<infer Value> ? Value : never;
};

/** A configuration that cannot work: the message names every variable at fault, never a value. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the parts of the Lambda environment an entry point needs, once, at start; fails naming every
 * missing or invalid variable among them, so a function given too little never starts half-configured.
 */
export function readLambdaConfig<P extends ConfigPart>(
  env: NodeJS.ProcessEnv,
  parts: readonly P[],
): LambdaConfig<P> {
  const result = z.object(mergedShape(parts)).safeParse(env);
  if (!result.success) {
    const faulty = [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
    throw new ConfigError(`Invalid Lambda configuration: check ${faulty.join(', ')}`);
  }
  return result.data as LambdaConfig<P>;
}

/** The parts' variables with their schemas, for a reader with variables of its own (the local server's). */
export function configShape<P extends ConfigPart>(parts: readonly P[]): ShapeOf<P> {
  return mergedShape(parts) as ShapeOf<P>;
}

const mergedShape = (parts: readonly ConfigPart[]): z.ZodRawShape =>
  Object.assign({}, ...parts.map((part) => part()));

/** The secrets a function was given, by the variables naming them. */
export interface SecretArns {
  API_CREDENTIALS_SECRET_ARN?: string;
  WORDPRESS_CREDENTIALS_SECRET_ARN?: string;
  WORDPRESS_SITES_SECRET_ARN?: string;
  META_CREDENTIALS_SECRET_ARN?: string;
  WAREHOUSE_CREDENTIALS_SECRET_ARN?: string;
  NOTIFICATION_CREDENTIALS_SECRET_ARN?: string;
}

/** Which Secrets Manager secret stands for each logical secret name this function was given. */
export function secretIdsOf(config: SecretArns): Partial<Record<SecretName, string>> {
  const ids: Partial<Record<SecretName, string>> = {
    [SECRET_NAMES.apiCredentials]: config.API_CREDENTIALS_SECRET_ARN,
    [SECRET_NAMES.wordpressCredentials]: config.WORDPRESS_CREDENTIALS_SECRET_ARN,
    [SECRET_NAMES.wordpressSites]: config.WORDPRESS_SITES_SECRET_ARN,
    [SECRET_NAMES.metaCredentials]: config.META_CREDENTIALS_SECRET_ARN,
    [SECRET_NAMES.warehouseCredentials]: config.WAREHOUSE_CREDENTIALS_SECRET_ARN,
    [SECRET_NAMES.notificationCredentials]: config.NOTIFICATION_CREDENTIALS_SECRET_ARN,
  };
  return Object.fromEntries(Object.entries(ids).filter(([, id]) => id !== undefined));
}
