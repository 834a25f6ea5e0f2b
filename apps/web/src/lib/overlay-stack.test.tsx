import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOverlayLayer } from './overlay-stack.ts';

describe('overlay stack', () => {
  it('gives Escape to the layer drawn on top: a dialog beats a centre opened after it', () => {
    const closeDialog = vi.fn();
    const closeCentre = vi.fn();
    const dialog = renderHook(() => useOverlayLayer(true, closeDialog, 'dialog'));
    const centre = renderHook(() => useOverlayLayer(true, closeCentre, 'centre'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeDialog).toHaveBeenCalledOnce();
    expect(closeCentre).not.toHaveBeenCalled();

    dialog.unmount();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeCentre).toHaveBeenCalledOnce();
    centre.unmount();
  });

  it('among modals the latest opened is on top, and a modal that may not be dismissed swallows Escape', () => {
    const closeFirst = vi.fn();
    const first = renderHook(() => useOverlayLayer(true, closeFirst));
    const forced = renderHook(() => useOverlayLayer(true, null));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeFirst).not.toHaveBeenCalled();
    forced.unmount();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeFirst).toHaveBeenCalledOnce();
    first.unmount();
  });
});
