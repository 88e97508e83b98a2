import { z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { imageKeyFromUrl } from '#shared/keywords/keywords-images';
import type { BlobStore } from '../../ports/blobs';
import type { KeywordRepository } from '../../ports/keywords';
import type { PublicImageFetch } from '../../ports/public-images';
import { createRouter } from '../openapi-router';
import { errorResponse } from './openapi-responses';
import { protectedRoute } from './protected-route';

export interface ImageProxyRouteDeps {
  keywords: KeywordRepository;
  blobs: BlobStore;
  /** Fetches an image a legacy record points at elsewhere than the blob store. */
  fetchPublicImage: PublicImageFetch;
}

const paramsSchema = z.object({ keywordId: z.string().min(1).max(100) });
const querySchema = z.object({
  /** The image's position in the keyword's list, from 0. */
  index: z.coerce.number().int().min(0).max(1000).default(0),
});

const imageRoute = protectedRoute('view_dashboard', {
  method: 'get',
  operationId: 'getKeywordImage',
  path: '/image-proxy/{keywordId}',
  tags: ['Images'],
  summary: "One of a keyword's images, by position (from 0), with its content type",
  request: { params: paramsSchema, query: querySchema },
  responses: {
    200: {
      description: 'The image bytes',
      content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
    },
    400: errorResponse('Invalid keyword id or index'),
    404: errorResponse('No such keyword or image'),
    502: errorResponse('The external image could not be fetched'),
  },
});

/**
 * Serves a keyword's image from the blob store (its `/images/...` path), or, for an image a legacy record
 * points at elsewhere, fetches it over http(s) from a public address only.
 */
export function imageProxyRoutes(deps: ImageProxyRouteDeps) {
  return createRouter().openapi(imageRoute, async (c) => {
    const { keywordId } = c.req.valid('param');
    const { index } = c.req.valid('query');
    const keyword = await deps.keywords.findById(keywordId);
    if (!keyword) throw new HTTPException(404, { message: 'Keyword not found' });
    const image = keyword.images[index];
    if (!image) throw new HTTPException(404, { message: 'Image not found' });

    const key = imageKeyFromUrl(image.url);
    // A relative path that is not one of ours names nothing this server can serve.
    const found = key
      ? await deps.blobs.get(key)
      : image.url.startsWith('/')
        ? undefined
        : await deps.fetchPublicImage(image.url).catch((error: unknown) => {
            throw new HTTPException(502, {
              message: `The image could not be fetched: ${(error as Error).message}`,
            });
          });
    if (!found) throw new HTTPException(404, { message: 'Image not found' });
    return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': found.contentType,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
