import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Paper, Typography } from '@mui/material';
import { keyframes, styled } from '@mui/material/styles';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_HOTKEY } from '../config/ui';
import { dismissToast, pauseToasts, resumeToasts, type ToastItem, useToast } from './toast';
import { isSwipeDismiss, swipeOffset } from './toast-swipe';
import { useTopModal } from './top-modal';

// Bottom right over the page; at the top while a dialog or menu is open, whose actions sit at its
// bottom: a toast there would hide the button the person reaches for, and the pointer resting on it
// would hold it (hovering pauses the countdown).
const Region = styled('div', { shouldForwardProp: (prop) => prop !== 'overModal' })<{ overModal: boolean }>(
  ({ theme, overModal }) => ({
    position: 'fixed',
    right: 0,
    ...(overModal ? { top: 0 } : { bottom: 0 }),
    zIndex: theme.zIndex.snackbar,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    width: '100%',
    maxWidth: 420,
    padding: theme.spacing(2),
    outline: 'none',
    // The empty region must not swallow clicks on the page beneath it.
    pointerEvents: 'none',
  }),
);

// CSS animations rather than MUI's Slide: this file ships with the initial bundle.
const slideIn = keyframes`from { transform: translateX(calc(100% + 16px)); opacity: 0; } to { transform: none; opacity: 1; }`;
const slideOut = keyframes`from { opacity: 1; } to { transform: translateX(calc(100% + 16px)); opacity: 0; }`;

const Card = styled(Paper, { shouldForwardProp: (prop) => prop !== 'destructive' })<{ destructive: boolean }>(
  ({ theme, destructive }) => ({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    padding: theme.spacing(2, 1.5, 2, 2.5),
    borderRadius: Number(theme.shape.borderRadius) * 1.5,
    border: `1px solid ${destructive ? theme.palette.error.dark : theme.palette.divider}`,
    backgroundColor: destructive ? theme.palette.error.main : theme.palette.background.paper,
    color: destructive ? theme.palette.error.contrastText : theme.palette.text.primary,
    boxShadow: theme.shadows[8],
    // Horizontal drags must reach us as pointer events on touch screens.
    touchAction: 'pan-y',
    userSelect: 'none',
    animation: `${slideIn} 200ms ease-out`,
    '&.toast-closed': { animation: `${slideOut} 150ms ease-in forwards`, pointerEvents: 'none' },
    // Without animations there is no animationend to unmount on, so a closed toast is simply hidden.
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', '&.toast-closed': { display: 'none' } },
    '& .toast-description': {
      color: destructive ? theme.palette.error.contrastText : theme.palette.text.secondary,
      opacity: destructive ? 0.92 : 1,
    },
  }),
);

function Toast({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  const [startX, setStartX] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);
  // A dismissed toast stays in the store for a while; it is unmounted once its exit animation ends (and
  // not shown at all when the region moves into or out of a dialog after it closed).
  const [gone, setGone] = useState(!item.open);
  if (gone) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    setStartX(event.clientX);
    // jsdom has no pointer capture; browsers keep the drag even when the pointer leaves the toast.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX !== null) setOffset(swipeOffset(startX, event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (startX === null) return;
    setStartX(null);
    if (isSwipeDismiss(swipeOffset(startX, event.clientX))) dismissToast(item.id);
    else setOffset(0);
  };
  const onPointerCancel = () => {
    setStartX(null);
    setOffset(0);
  };

  return (
    <Card
      destructive={destructive}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      className={item.open ? undefined : 'toast-closed'}
      aria-hidden={item.open ? undefined : true}
      onAnimationEnd={(event) => {
        // Only our own exit animation: ripples inside the close button bubble up here too.
        if (!item.open && event.target === event.currentTarget) setGone(true);
      }}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        transition: startX === null ? 'transform 150ms ease-out' : 'none',
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        {item.title && (
          <Typography variant="subtitle2" component="div">
            {item.title}
          </Typography>
        )}
        {item.description && (
          <Typography
            variant="body2"
            className="toast-description"
            sx={{ mt: 0.25, wordBreak: 'break-word' }}
          >
            {item.description}
          </Typography>
        )}
      </div>
      <IconButton size="small" color="inherit" aria-label="Close" onClick={() => dismissToast(item.id)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Card>
  );
}

/**
 * The one notification region; F8 moves focus to it, and hovering or focusing it pauses the countdowns.
 * While a dialog or menu is open the region moves into it, where screen readers still hear it.
 */
export function Toaster() {
  const { toasts } = useToast();
  const modal = useTopModal();
  const region = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (hovered || focused) pauseToasts();
    else resumeToasts();
  }, [hovered, focused]);

  const regionElement = (
    <Region
      ref={region}
      overModal={modal !== null}
      role="region"
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {toasts.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </Region>
  );
  return modal ? createPortal(regionElement, modal) : regionElement;
}
