// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inAppTheme } from '#tests/support/web/render-in-app';
import { BulkBar } from './bulk-bar';

const noop = () => {};
const renderBar = (onLaunch?: () => void) =>
  render(
    inAppTheme(
      <BulkBar
        count={2}
        busy={false}
        onProcess={noop}
        onRegenerateImages={noop}
        onApprove={noop}
        canApprove
        onRegenerateArticle={noop}
        onDelete={noop}
        onCancel={noop}
        onLaunch={onLaunch}
      />,
    ),
  );

afterEach(cleanup);

describe('the bulk bar', () => {
  it('offers to launch campaigns for the selection to a role that may create them', () => {
    const launch = vi.fn();
    renderBar(launch);
    fireEvent.click(screen.getByRole('button', { name: 'Launch campaigns' }));
    expect(launch).toHaveBeenCalledOnce();
  });

  it('does not offer it to anyone else', () => {
    renderBar();
    expect(screen.queryByRole('button', { name: 'Launch campaigns' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Process' })).toBeTruthy();
  });
});
