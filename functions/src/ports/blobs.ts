/** A stored blob: its bytes and content type. */
export interface Blob {
  bytes: Uint8Array;
  contentType: string;
}

/** Binary objects by key (generated images): S3 on AWS, s3rver locally. */
export interface BlobStore {
  /** Stores (or replaces) the blob under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The blob under `key`, or undefined when there is none. */
  get(key: string): Promise<Blob | undefined>;
  /** Deletes the blobs under these keys; keys without a blob are ignored. */
  delete(keys: string[]): Promise<void>;
}
