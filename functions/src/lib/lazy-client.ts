/** An SDK package and the one client made of it. */
export interface SdkClient<Sdk, Client> {
  sdk: Sdk;
  client: Client;
}

/** The SDK package and its client, imported and made on the first call, then the same ones every time. */
export type LazyClient<Sdk, Client> = () => Promise<SdkClient<Sdk, Client>>;

/**
 * An SDK package the code imports only when it first calls it, so a function's cold start loads only
 * the SDKs its first request needs (decision 059). `load` must be an `import()` of the package: a static
 * import of an external package is hoisted to the top of the bundle and loads it at init. A failed load
 * is tried again on the next call.
 */
export function lazyClient<Sdk, Client>(
  load: () => Promise<Sdk>,
  create: (sdk: Sdk) => Client,
): LazyClient<Sdk, Client> {
  let loading: Promise<SdkClient<Sdk, Client>> | undefined;
  return () => {
    loading ??= load().then(
      (sdk) => ({ sdk, client: create(sdk) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
