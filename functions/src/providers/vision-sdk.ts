/**
 * How a Lambda that bundles the image checker carries the Cloud Vision SDK (`AppFunction`'s
 * `lazyModules`): bundled apart under the package's name, as the v1 client alone, since the package's
 * index also loads four beta versions and 1.5 MB of generated message classes (`protos.js`) that the REST
 * transport never uses (decision 009).
 */
export const VISION_LAZY_MODULE = {
  name: '@google-cloud/vision',
  entry: '@google-cloud/vision/build/src/v1/image_annotator_client',
  exports: ['ImageAnnotatorClient'],
} as const;

/** What the SDK's lazy bundle exports, and so all the code may use of it. */
type VisionSdk = Pick<typeof import('@google-cloud/vision'), (typeof VISION_LAZY_MODULE.exports)[number]>;

/**
 * The SDK, imported when the first image is checked rather than at init: google-gax and protobufjs were
 * most of the image step's cold start, and the step checks an image only once it has made one (decision
 * 059). On Lambda this is `VISION_LAZY_MODULE`'s bundle; elsewhere (tsx, vitest) the package's index,
 * whose `ImageAnnotatorClient` is the same v1 class.
 */
export const loadVision = (): Promise<VisionSdk> => import('@google-cloud/vision');
