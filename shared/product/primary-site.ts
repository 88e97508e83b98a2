/**
 * The site that was the product's only one: its credentials are the WordPress Settings form's. Apart from
 * the sites' schemas so that a screen needing only this id does not load zod with them (the signed-in
 * shell's budget, `docs/design-rules.md`).
 */
export const PRIMARY_SITE_ID = 'primary';
