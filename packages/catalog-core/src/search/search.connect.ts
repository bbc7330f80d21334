import type { SearchOption, FeedSearchService, SearchStatus } from './search.service';

/** What the header search draws (issue 16): the combobox's attributes, the grouped options and the status line, as keys. */
export interface SearchOptionView {
  readonly id: string;
  readonly index: number;
  readonly label: string;
  readonly detail: string;
  readonly isActive: boolean;
}

export interface SearchView {
  readonly inputValue: string;
  readonly labelKey: string;
  readonly placeholderKey: string;
  readonly isExpanded: boolean;
  /** `aria-activedescendant` of the input. */
  readonly activeOptionId: string | null;
  readonly listboxId: string;
  readonly groups: readonly { readonly group: SearchOption['group']; readonly labelKey: string; readonly options: readonly SearchOptionView[] }[];
  /** Said in the live region: loading, nothing found (with the query), the count found, or the error. */
  readonly status: { readonly key: string; readonly params: Readonly<Record<string, string | number>> } | null;
  readonly isBusy: boolean;
  /** Shown in the open popup when it has no options: nothing found, or the error. */
  readonly message: { readonly key: string; readonly params: Readonly<Record<string, string | number>> } | null;
}

const GROUP_ORDER: readonly SearchOption['group'][] = ['teams', 'games', 'champs', 'sports'];

/** The option element id for an index, under the listbox id. */
export const searchOptionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

export function connectSearch(service: Pick<FeedSearchService, 'text' | 'query' | 'status' | 'errorKey' | 'isOpen' | 'activeIndex' | 'options'>, listboxId: string): SearchView {
  const options = service.options;
  const isExpanded = service.isOpen && (options.length > 0 || service.status === 'ready' || service.status === 'error');
  const indexed = options.map((option, index) => ({ option, index }));
  const groups = GROUP_ORDER.map((group) => ({
    group,
    labelKey: `search_group_${group}`,
    options: indexed
      .filter(({ option }) => option.group === group)
      .map(({ option, index }) => ({ id: searchOptionId(listboxId, index), index, label: option.label, detail: option.detail, isActive: index === service.activeIndex })),
  })).filter((group) => group.options.length > 0);
  const statusOf = (status: SearchStatus): SearchView['status'] => {
    if (status === 'loading' || status === 'waiting') return { key: 'search_loading', params: {} };
    if (status === 'error') return { key: service.errorKey ?? 'main_error', params: {} };
    if (status === 'ready') return options.length === 0 ? { key: 'search_nothing_found', params: { query: service.query } } : { key: 'search_found', params: { count: options.length } };
    return null;
  };
  const status = statusOf(service.status);
  const shownGroups = isExpanded ? groups : [];
  return {
    inputValue: service.text,
    labelKey: 'search_label',
    placeholderKey: 'search_placeholder',
    isExpanded,
    activeOptionId: isExpanded && service.activeIndex >= 0 ? searchOptionId(listboxId, service.activeIndex) : null,
    listboxId,
    groups: shownGroups,
    status,
    isBusy: service.status === 'loading' || service.status === 'waiting',
    message: isExpanded && shownGroups.length === 0 ? status : null,
  };
}
