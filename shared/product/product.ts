/**
 * The product's name, chosen once and used everywhere: sidebar title, breadcrumb, campaign names, CSV file.
 */
export const PRODUCT_NAME = 'Keywright';

/** Short form used in file names and campaign names (e.g. `kw-keywords.csv`). */
export const PRODUCT_ABBREVIATION = 'kw';

/** The dashboard heading: the product's content-generator title. */
export const CONTENT_GENERATOR_TITLE = `${PRODUCT_NAME} Content Generator`;

/** Public path under which the product's own generated images are served. */
export const IMAGE_PATH_PREFIX = '/images/';
