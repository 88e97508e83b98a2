// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DebugResult } from '#shared/schemas/debug';
import { theme } from '../../../app/theme/theme';
import { DebugResultView } from './debug-result-view';

function result(overrides: Partial<DebugResult> = {}): DebugResult {
  return {
    keyword: 'trail shoes',
    steps: [
      { name: 'Generate tags', status: 'success', error: null },
      { name: 'Generate title', status: 'error', error: 'Gemini rejected the key (401)' },
    ],
    tags: { Transactional: ['buy trail shoes', 'trail shoes sale'], Navigational: ['trail shoes guide'] },
    title: '',
    articleSample: '',
    imagePrompt: '',
    imageGeneration: null,
    imageUrls: [],
    imageUrl: null,
    imageNotes: [],
    ...overrides,
  };
}

function renderResult(value: DebugResult) {
  render(
    <ThemeProvider theme={theme}>
      <DebugResultView result={value} />
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('DebugResultView', () => {
  it('shows each step with its status and error, and marks the first transactional tag primary', () => {
    renderResult(result());
    const steps = within(screen.getByRole('region', { name: 'Steps' }));
    expect(steps.getByText('success')).toBeTruthy();
    expect(steps.getByText('error')).toBeTruthy();
    expect(steps.getByText('Gemini rejected the key (401)')).toBeTruthy();
    const tags = within(screen.getByRole('region', { name: 'Tags' }));
    expect(tags.getByText('buy trail shoes (primary)')).toBeTruthy();
    expect(tags.getByText('trail shoes sale')).toBeTruthy();
    expect(tags.queryByText('trail shoes guide (primary)')).toBeNull();
  });

  it('says when no article sample or image prompt was generated', () => {
    renderResult(result());
    expect(screen.getByText('No article sample generated. Please try again.')).toBeTruthy();
    expect(screen.getByText('No image prompt generated. Please try again.')).toBeTruthy();
  });

  it('shows the image metrics with the processing time in seconds', () => {
    renderResult(
      result({
        imagePrompt: 'A runner on a mountain trail at dawn',
        imageGeneration: {
          processingTimeSeconds: 12.4,
          requestedImages: 1,
          returnedImages: 1,
          model: 'gpt-image-1',
          requestTime: '2026-01-05T10:30:00.000Z',
        },
        imageNotes: ['Images are returned inline as data: URLs and not stored.'],
      }),
    );
    const metrics = within(screen.getByRole('region', { name: 'Image metrics' }));
    expect(metrics.getByText('12.4 seconds')).toBeTruthy();
    expect(metrics.getByText('gpt-image-1')).toBeTruthy();
    expect(screen.getByText('A runner on a mountain trail at dawn')).toBeTruthy();
    expect(screen.getByText('Images are returned inline as data: URLs and not stored.')).toBeTruthy();
  });
});
