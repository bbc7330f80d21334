import { useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import lazyUrls from '../lazy-urls';
import { browserImporter, lazyPartImporter } from '../../shell/area-loaders';
import type { HeaderSearch, HeaderSearchProps } from './HeaderSearch';
import './header-search.css';

/** The dictionary keys of the closed search field, as catalog-core's `connectSearch` gives them (checked in its test). */
export const HEADER_SEARCH_FIELD_KEYS = { labelKey: 'search_label', placeholderKey: 'search_placeholder' } as const;

/**
 * The header's search (issue 20): catalog-core's search service and the combobox that draws it
 * (`HeaderSearch`, its own chunk loaded by URL, under a new URL after a failure) load when the field
 * is first focused or pressed. Until then this draws the same closed field (the server renders it),
 * keeps what is typed meanwhile and hands it, with the focus, to the search when it comes.
 */
export function HeaderSearchField() {
  const { t } = useTranslation();
  const baseId = useId();
  const [Search, setSearch] = useState<ComponentType<HeaderSearchProps> | null>(null);
  const typed = useRef('');
  const focused = useRef(false);
  const loading = useRef(false);
  if (Search) return <Search takeOver={() => ({ text: typed.current, focus: focused.current })} />;
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    importSearch().then(
      (part) => setSearch(() => part.HeaderSearch),
      () => {
        // the next focus or press asks again
        loading.current = false;
      },
    );
  };
  const listboxId = `${baseId}-listbox`;
  return (
    <div className="header-search" data-testid="header-search">
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t(HEADER_SEARCH_FIELD_KEYS.labelKey)}
      </label>
      <input
        id={`${baseId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={listboxId}
        autoComplete="off"
        placeholder={t(HEADER_SEARCH_FIELD_KEYS.placeholderKey)}
        defaultValue=""
        onPointerDown={load}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onChange={(event) => {
          typed.current = event.target.value;
        }}
        data-testid="header-search-input"
      />
      <div id={listboxId} role="listbox" aria-label={t(HEADER_SEARCH_FIELD_KEYS.labelKey)} className="header-search__list" hidden data-testid="header-search-list" />
      <span className="visually-hidden" role="status" aria-live="polite" />
    </div>
  );
}

const importSearch = lazyPartImporter<{ HeaderSearch: typeof HeaderSearch }>(lazyUrls['header-search'], browserImporter, () => import('./HeaderSearch'));
