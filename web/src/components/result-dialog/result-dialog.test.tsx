// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResultDialog } from './result-dialog';

afterEach(cleanup);

const pressEscape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

describe('ResultDialog', () => {
  it('is named by its title and closes with its one button or Escape', () => {
    const onClose = vi.fn();
    render(
      <ResultDialog title="Run: Pause losers" onClose={onClose}>
        The rule has run.
      </ResultDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Run: Pause losers' })).toBeTruthy();
    pressEscape();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes only with its button when what it shows must not be lost', () => {
    const onClose = vi.fn();
    render(
      <ResultDialog title="Codes" closeLabel="I have saved them" dismissible={false} onClose={onClose}>
        ABCD-EFGH
      </ResultDialog>,
    );
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
