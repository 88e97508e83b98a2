import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../lib/format';
import { generatedTagsText, statusTone, urlCell } from './cell-rules';

describe('generatedTagsText', () => {
  it('joins the transactional and navigational tags with commas', () => {
    expect(generatedTagsText({ Transactional: ['buy shoes', 'shoe deals'], Navigational: ['nike'] })).toBe(
      'buy shoes, shoe deals, nike',
    );
    expect(generatedTagsText({ Navigational: ['nike'] })).toBe('nike');
  });

  it('says "No tags" when the tags object has neither list', () => {
    expect(generatedTagsText({})).toBe('No tags');
    expect(generatedTagsText({ Transactional: [], Navigational: [] })).toBe('No tags');
  });

  it('says "No tags available" when there is no tags object', () => {
    expect(generatedTagsText(undefined)).toBe('No tags available');
  });
});

describe('urlCell', () => {
  it('links to the URL and shows it without its scheme', () => {
    expect(urlCell('https://blog.example.com/shoes/', 'Completed')).toEqual({
      kind: 'link',
      href: 'https://blog.example.com/shoes/',
      text: 'blog.example.com/shoes/',
    });
    expect(urlCell('http://example.com', 'Processing')).toMatchObject({ kind: 'link', text: 'example.com' });
  });

  it('never links a non-web scheme', () => {
    expect(urlCell('javascript:alert(1)', 'Completed')).toEqual({
      kind: 'text',
      text: 'javascript:alert(1)',
    });
  });

  it('reads "Failed to publish" without a URL in Error, "Publishing in progress..." otherwise', () => {
    expect(urlCell(undefined, 'Error')).toEqual({ kind: 'failed', text: 'Failed to publish' });
    expect(urlCell('', 'Error').text).toBe('Failed to publish');
    expect(urlCell(undefined, 'Completed').text).toBe('Publishing in progress...');
    expect(urlCell(undefined, 'Pending').text).toBe('Publishing in progress...');
    expect(urlCell(undefined, 'Needs review')).toEqual({ kind: 'text', text: 'Draft, waiting for review' });
    expect(urlCell(undefined, 'Scheduled', '2026-11-27T09:00:00.000Z')).toEqual({
      kind: 'text',
      text: `Scheduled for ${formatDateTime('2026-11-27T09:00:00.000Z')}`,
    });
    // The table compares against "Error" with a capital E.
    expect(urlCell(undefined, 'error').text).toBe('Publishing in progress...');
  });
});

describe('statusTone', () => {
  it('colours statuses case-insensitively', () => {
    expect(statusTone('Completed')).toBe('success');
    expect(statusTone('processing')).toBe('info');
    expect(statusTone('Pending')).toBe('info');
    expect(statusTone('ERROR')).toBe('error');
    expect(statusTone('Needs review')).toBe('neutral');
    expect(statusTone('Archived')).toBe('neutral');
  });
});
