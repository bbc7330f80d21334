import { describe, expect, it } from 'vitest';
import { DocumentVisibility, ManualVisibility } from './visibility';

describe('visibility', () => {
  it('notifies real changes only', () => {
    const visibility = new ManualVisibility();
    const seen: boolean[] = [];
    const stop = visibility.subscribe((visible) => seen.push(visible));
    visibility.setVisible(true);
    visibility.setVisible(false);
    visibility.setVisible(true);
    stop();
    visibility.setVisible(false);
    expect(seen).toEqual([false, true]);
    expect(visibility.isVisible()).toBe(false);
  });

  it('reads the document visibilityState', () => {
    const target = new EventTarget();
    const fakeDocument = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
    const visibility = new DocumentVisibility(() => fakeDocument);
    const seen: boolean[] = [];
    const stop = visibility.subscribe((visible) => seen.push(visible));
    fakeDocument.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(visibility.isVisible()).toBe(false);
    stop();
    target.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual([false]);
  });
});
