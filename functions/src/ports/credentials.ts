/**
 * Upstream credentials as the pipeline, the debug tester and the status checks use them: the ones saved in
 * Settings (Secrets Manager on AWS, the secrets file locally), or, locally when none are saved, the sandbox's.
 */
export interface ServiceCredentials {
  apiKey: string;
  /** Overrides the service's public endpoint (the sandbox's, locally); absent means the real service. */
  baseUrl?: string;
  /** True when these are the local sandbox's, so the UI can say so. */
  sandbox: boolean;
}

export interface WordPressSiteCredentials {
  siteUrl: string;
  username: string;
  appPassword: string;
  sandbox: boolean;
}

/** A WordPress site as the status check sees it: its credentials, none while it has none saved. */
export interface SiteToCheck {
  id: string;
  name: string;
  credentials: WordPressSiteCredentials | undefined;
}

export interface UpstreamCredentials {
  gemini?: ServiceCredentials;
  openai?: ServiceCredentials;
  cloudVision?: ServiceCredentials;
  wordpress?: WordPressSiteCredentials;
}

export interface CredentialsReader {
  read(): Promise<UpstreamCredentials>;
}
