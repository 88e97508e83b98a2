import createDOMPurify from 'dompurify';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_REQUIRED_ATTRIBUTES,
  ARTICLE_TAGS,
  type ArticleTag,
  isArticleAttribute,
  isArticleAttributeValue,
} from '#shared/articles/article-html-allow-list';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function instance() {
  if (purifier) return purifier;
  // An instance of our own, so its hooks never touch another use of DOMPurify.
  purifier = createDOMPurify(window);
  // DOMPurify allows its attributes on every tag: the list allows them per tag, with checked URLs.
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (
      !isArticleAttribute(tag, data.attrName) ||
      !isArticleAttributeValue(tag, data.attrName, data.attrValue)
    )
      data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const required = ARTICLE_REQUIRED_ATTRIBUTES[node.nodeName.toLowerCase() as ArticleTag];
    if (required && !node.hasAttribute(required)) {
      node.remove();
      return;
    }
    // Links of a model-written article leave the product, without handing it a window reference.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Article HTML made safe to show: reduced to the allow-list the server stores articles by
 * (`#shared/articles/article-html-allow-list`), so a screen shows nothing the server would not have kept.
 */
export function sanitizeArticle(html: string): string {
  return instance().sanitize(html, { ALLOWED_TAGS: ARTICLE_TAGS, ALLOWED_ATTR: ARTICLE_ATTRIBUTES });
}
