import { connectSearch } from '@kickoff/catalog-core';
import { describe, expect, it } from 'vitest';
import { HEADER_SEARCH_FIELD_KEYS } from './HeaderSearchField';

describe('HeaderSearchField', () => {
  // issue 20: the field drawn before the search's chunk is the search's own closed field, so the
  // server's page and the page after the first focus read the same label and placeholder
  it('names the closed search field with the keys connectSearch gives it', () => {
    const closed = connectSearch({ text: '', query: '', status: 'idle', errorKey: null, isOpen: false, activeIndex: -1, options: [] }, 'list');
    expect(closed.isExpanded).toBe(false);
    expect({ labelKey: closed.labelKey, placeholderKey: closed.placeholderKey }).toEqual(HEADER_SEARCH_FIELD_KEYS);
  });
});
