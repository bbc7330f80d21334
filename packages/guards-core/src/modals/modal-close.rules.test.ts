import { describe, expect, it } from 'vitest';
import { modalCloseCases } from './modal-close.cases';
import { shouldCloseModals } from './modal-close.rules';

describe('closing modals on navigation (document 001 §2)', () => {
  it.each(modalCloseCases)('$name: close $close', ({ from, to, close }) => {
    expect(shouldCloseModals(from, to)).toBe(close);
  });
});
