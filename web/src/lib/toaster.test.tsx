// @vitest-environment jsdom
import { Button, Dialog, Menu, MenuItem } from '@mui/material';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_SWIPE_THRESHOLD_PX } from '../config/ui';
import { resetToasts, toast } from './toast';
import { isSwipeDismiss, swipeOffset } from './toast-swipe';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

describe('swipe threshold', () => {
  it('dismisses only past 50 px to the right', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(isSwipeDismiss(swipeOffset(100, 150))).toBe(false);
    expect(isSwipeDismiss(swipeOffset(100, 151))).toBe(true);
    expect(isSwipeDismiss(swipeOffset(200, 100))).toBe(false);
  });
});

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { button: 0, clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 10 + distance, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 10 + distance, pointerId: 1 });
}

describe('Toaster', () => {
  it('renders the notification region and the toast title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login successful', description: 'Welcome back!' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.getAttribute('tabindex')).toBe('-1');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Login successful');
    expect(status.textContent).toContain('Welcome back!');
  });

  it('announces destructive toasts as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login failed', description: 'Authentication failed', variant: 'destructive' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Login failed');
  });

  it('focuses the region on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('keeps the toast after a short swipe and dismisses it after a long one', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Keyword deleted' });
    });
    swipe(screen.getByRole('status'), TOAST_SWIPE_THRESHOLD_PX);
    expect(screen.getByRole('status')).toBeTruthy();
    swipe(screen.getByRole('status'), TOAST_SWIPE_THRESHOLD_PX + 1);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('is still heard while a dialog hides the rest of the page from screen readers', () => {
    render(
      <>
        <Toaster />
        <Dialog open aria-label="Add New Keywords">
          <p>Form</p>
        </Dialog>
      </>,
    );
    act(() => {
      toast({ title: 'Error', description: 'Please enter at least one keyword', variant: 'destructive' });
    });

    expect(screen.getByRole('alert').textContent).toContain('Please enter at least one keyword');
    expect(screen.getByRole('dialog').closest('.MuiModal-root')?.contains(screen.getByRole('alert'))).toBe(
      true,
    );
  });

  it('sits at the top while a dialog is open, clear of its actions, and at the bottom otherwise', async () => {
    const view = render(<Toaster />);
    act(() => {
      toast({ title: 'Profile created' });
    });
    const region = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
    expect(getComputedStyle(region()).bottom).toBe('0px');
    expect(getComputedStyle(region()).top).not.toBe('0px');

    view.rerender(
      <>
        <Toaster />
        <Dialog open aria-label="Edit Profile">
          <Button>Update Profile</Button>
        </Dialog>
      </>,
    );

    // The region follows the top modal once the modal is mounted (`useTopModal`).
    await waitFor(() => expect(getComputedStyle(region()).top).toBe('0px'));
    expect(getComputedStyle(region()).bottom).not.toBe('0px');
  });

  // The modal's focus trap takes focus back from anything outside its content, so F8 must land inside it.
  it.each([
    [
      'dialog',
      <Dialog key="dialog" open aria-label="Add New Keywords">
        <Button autoFocus>Save</Button>
      </Dialog>,
    ],
    [
      'menu',
      <Menu key="menu" open anchorEl={document.body}>
        <MenuItem autoFocus>Delete</MenuItem>
      </Menu>,
    ],
  ])('focuses the region on F8 while a %s is open, and keeps it there', async (_, modal) => {
    render(
      <>
        <Toaster />
        {modal}
      </>,
    );
    act(() => {
      toast({ title: 'Keyword saved' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(document.activeElement?.closest('.MuiModal-root')).toBeTruthy());
    expect(document.activeElement).not.toBe(region);

    fireEvent.keyDown(document.activeElement ?? document, { key: 'F8' });
    expect(document.activeElement).toBe(region);
    // The trap re-checks focus on an interval as well as on focusin.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(document.activeElement).toBe(region);
  });
});
