import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import { refuseUnpermittedPublishing } from './publish-permission';

const writer = { email: 'writer@example.com', mayPublish: false };
const editor = { email: 'editor@example.com', mayPublish: true };
const keyword = (masterKeyword: string, publishToWordPress: boolean) => ({
  masterKeyword,
  options: { publishToWordPress },
});
const REFUSAL =
  'Forbidden: your role does not have the "publish_content" permission, which publishing to WordPress needs.';

describe('refuseUnpermittedPublishing', () => {
  it('lets a role that may publish run keywords set to publish', () => {
    expect(() => refuseUnpermittedPublishing(editor, [keyword('a', true)], 'Remedy.')).not.toThrow();
  });

  it('lets a role that may not publish run keywords none of which is set to publish', () => {
    const keywords = [keyword('a', false), keyword('b', false)];
    expect(() => refuseUnpermittedPublishing(writer, keywords, 'Remedy.')).not.toThrow();
    expect(() => refuseUnpermittedPublishing(writer, [], 'Remedy.')).not.toThrow();
  });

  it.each([
    [['a'], `${REFUSAL} "a" is set to be published. Remedy.`],
    [['a', 'b'], `${REFUSAL} "a" and "b" are set to be published. Remedy.`],
    [['a', 'b', 'c'], `${REFUSAL} "a", "b" and "c" are set to be published. Remedy.`],
    [['a', 'b', 'c', 'd'], `${REFUSAL} "a", "b", "c" and others are set to be published. Remedy.`],
  ])('refuses with 403 and names the keywords set to publish: %j', (names, message) => {
    const keywords = [keyword('not me', false), ...names.map((name) => keyword(name, true))];
    expect(() => refuseUnpermittedPublishing(writer, keywords, 'Remedy.')).toThrow(
      new DomainError('forbidden', message),
    );
  });
});
