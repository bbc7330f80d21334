import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sheet } from './Sheet';

function Frame({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Sheet
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Bet slip"
        variant="bottom"
        testId="sheet"
      >
        <input aria-label="stake" />
        <button type="button">place</button>
      </Sheet>
    </>
  );
}

afterEach(cleanup);

const tab = (shiftKey = false) => fireEvent.keyDown(document, { key: 'Tab', shiftKey });

describe('Sheet (modal sheet of the mobile layout)', () => {
  it('is a labelled modal dialog, hidden while closed', () => {
    const view = render(<Frame />);
    const dialog = view.getByTestId('sheet');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Bet slip');
    expect(dialog.closest('[hidden]')).not.toBeNull();
  });

  it('takes the focus when it opens, keeps Tab and Shift+Tab inside, and gives the focus back when Escape closes it', () => {
    const onClose = vi.fn();
    const view = render(<Frame onClose={onClose} />);
    const opener = view.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = view.getByTestId('sheet');
    expect(dialog.closest('[hidden]')).toBeNull();
    expect(document.activeElement).toBe(dialog);

    const close = view.getByTestId('sheet-close');
    const place = view.getByText('place');
    place.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(place);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.closest('[hidden]')).not.toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('nested traps', () => {
  it('only the newest trap handles the keys: Escape closes the sheet on top, not the one below', () => {
    const closed: string[] = [];
    const view = render(
      <>
        <Sheet open onClose={() => closed.push('below')} title="Menu" variant="full" testId="below">
          <button type="button">a</button>
        </Sheet>
        <Sheet open onClose={() => closed.push('top')} title="Bet slip" variant="bottom" testId="top">
          <button type="button">b</button>
        </Sheet>
      </>,
    );
    expect(document.activeElement).toBe(view.getByTestId('top'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toEqual(['top']);
    view.getByText('b').focus();
    tab();
    expect(view.getByTestId('top').contains(document.activeElement)).toBe(true);
  });
});
