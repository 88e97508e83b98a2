import type {
  MaskedMetaCredentials,
  MetaCredentials,
  MetaCredentialsForm,
  MetaEntry,
} from '#shared/schemas/meta-credentials';
import type { MetaSandboxEndpoints } from '../settings/credentials-reader';
import { maskSecret, resolveSubmitted } from '../settings/masking';
import type { MetaCredentialsStore } from './meta-credentials-store';

/** The Meta Integration form: what it shows (secrets masked) and what saving it does. */
export interface MetaCredentialsService {
  masked(): Promise<MaskedMetaCredentials>;
  /** Throws `StaleMaskError` for a masked value that no longer matches the saved one. */
  save(input: MetaCredentialsForm): Promise<MaskedMetaCredentials>;
  /** Local only: saves the sandbox's credentials, marked as such. Undefined when no sandbox runs. */
  useSandbox?: () => Promise<MaskedMetaCredentials>;
}

const ids = (list: MetaEntry[]) => list.map((entry) => entry.id);

export function createMetaCredentialsService(deps: {
  store: MetaCredentialsStore;
  /** The local Meta Graph sandbox; absent on AWS. */
  sandbox?: MetaSandboxEndpoints;
  /** The revenue warehouse, whose sandbox settings `useSandbox` saves too. */
  warehouse?: { useSandbox?: () => Promise<unknown> };
}): MetaCredentialsService {
  const { store, sandbox } = deps;
  const sandboxAvailable = sandbox !== undefined;

  const mask = (saved: MetaCredentials | undefined): MaskedMetaCredentials => {
    const adAccountEntries = saved?.adAccountEntries ?? [];
    const pageEntries = saved?.pageEntries ?? [];
    const pixelEntries = saved?.pixelEntries ?? [];
    return {
      accessToken: maskSecret(saved?.accessToken),
      appId: saved?.appId ?? '',
      appSecret: maskSecret(saved?.appSecret),
      adAccountEntries,
      pageEntries,
      pixelEntries,
      adAccountIds: ids(adAccountEntries),
      pageIds: ids(pageEntries),
      pixelIds: ids(pixelEntries),
      sandbox: saved?.sandbox ?? false,
      sandboxAvailable,
    };
  };

  const saveAndMask = async (credentials: MetaCredentials) => {
    await store.save(credentials);
    return mask(credentials);
  };

  return {
    masked: async () => mask(await store.read()),

    async save(input) {
      const saved = await store.read();
      const accessToken = resolveSubmitted('accessToken', input.accessToken, saved?.accessToken);
      const appSecret = resolveSubmitted('appSecret', input.appSecret, saved?.appSecret);
      // The sandbox marker survives only while the sandbox's own token and secret are kept.
      const stillSandbox =
        saved?.sandbox === true && accessToken === saved.accessToken && appSecret === saved.appSecret;
      return saveAndMask({
        accessToken,
        appId: input.appId,
        appSecret,
        adAccountEntries: input.adAccountEntries,
        pageEntries: input.pageEntries,
        pixelEntries: input.pixelEntries,
        sandbox: stillSandbox,
      });
    },

    ...(sandbox && {
      useSandbox: async () => {
        await deps.warehouse?.useSandbox?.();
        return saveAndMask({
          accessToken: sandbox.accessToken,
          appId: sandbox.appId,
          appSecret: sandbox.appSecret,
          adAccountEntries: [sandbox.adAccount],
          pageEntries: [sandbox.page],
          pixelEntries: [sandbox.pixel],
          sandbox: true,
        });
      },
    }),
  };
}
