import { catalogSearchModule, connectSearch, FeedSearchService, type SearchTarget } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { gamePath, listPath } from '../../areas/betting/betting.paths';
import { useFeatureModules } from '../feature-modules';
import './header-search.css';

/** The page an option leads to. */
function pathOf(target: SearchTarget, lng: string): string {
  switch (target.kind) {
    case 'game':
      return gamePath(lng, target.game.section, target.game);
    case 'champ':
      return listPath(lng, 'line', { id: target.champ.sportId, name: target.champ.sportName }, { id: target.champ.id, name: target.champ.name });
    case 'sport':
      return listPath(lng, 'line', target.sport);
  }
}

/** What the field drawn before this chunk hands over (`HeaderSearchField`, issue 20). */
export interface HeaderSearchProps {
  /** Read once at mount: the text typed meanwhile and whether the field had the focus. */
  takeOver?: () => { text: string; focus: boolean };
}

/**
 * The header's search (issue 16): a combobox with a listbox popup (WAI-ARIA APG combobox pattern)
 * rendering catalog-core's `connectSearch`; keys and clicks go to `FeedSearchService`, the chosen
 * option's page is opened. issue 20: its own chunk, loaded on the field's first focus or press.
 */
const HeaderSearch = observer(function HeaderSearch({ takeOver }: HeaderSearchProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  useFeatureModules(catalogSearchModule);
  const service = useService(FeedSearchService);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const view = connectSearch(service, listboxId);
  useEffect(() => () => service.dispose(), [service]);
  const input = useRef<HTMLInputElement>(null);
  // the field drawn before this chunk came is replaced in this commit: its text and focus move here
  useLayoutEffect(() => {
    const handed = takeOver?.();
    if (!handed) return;
    if (handed.text) service.setText(handed.text);
    if (handed.focus) input.current?.focus();
    // once, at mount
  }, []);
  const go = (target: SearchTarget | null) => {
    if (target) void navigate(pathOf(target, lng));
  };
  return (
    <div className="header-search" data-testid="header-search">
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {t(view.labelKey)}
      </label>
      <input
        ref={input}
        id={`${baseId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={view.isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={view.activeOptionId ?? undefined}
        aria-busy={view.isBusy}
        autoComplete="off"
        placeholder={t(view.placeholderKey)}
        value={view.inputValue}
        onChange={(event) => service.setText(event.target.value)}
        onFocus={service.open}
        onBlur={service.close}
        onKeyDown={(event) => {
          const result = service.handleKey(event.key);
          if (result.isHandled) event.preventDefault();
          go(result.target);
        }}
        data-testid="header-search-input"
      />
      <div id={listboxId} role="listbox" aria-label={t(view.labelKey)} className="header-search__list" hidden={!view.isExpanded} data-testid="header-search-list">
        {view.groups.map((group) => (
          <div key={group.group} role="group" aria-labelledby={`${listboxId}-${group.group}`}>
            <div id={`${listboxId}-${group.group}`} role="presentation" className="header-search__group">
              {t(group.labelKey)}
            </div>
            {group.options.map((option) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.isActive}
                className={`header-search__option${option.isActive ? ' header-search__option--active' : ''}`}
                // pressing keeps the focus in the field until the option is chosen
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(service.choose(option.index))}
                data-testid="header-search-option"
              >
                <span>{option.label}</span>
                {option.detail ? <small>{option.detail}</small> : null}
              </div>
            ))}
          </div>
        ))}
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {view.status ? t(view.status.key, view.status.params) : ''}
      </span>
      {view.message ? (
        <p className="header-search__empty" data-testid="header-search-status">
          {t(view.message.key, view.message.params)}
        </p>
      ) : null}
    </div>
  );
});

export default HeaderSearch;
export { HeaderSearch };
