import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

/** What `ReadState` needs of a core's read model. */
export interface ReadStateSource {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly error: { readonly key: string } | null;
  refetch(): void;
}

/**
 * The loading or error line of a read model that has no data yet (`status` not `ready`): a busy
 * line, or the error's dictionary text with a retry that reads again. Renders nothing when ready.
 */
export const ReadState = observer(function ReadState({ source }: { source: ReadStateSource | null }) {
  const { t } = useTranslation();
  if (source?.status === 'ready') return null;
  if (source?.status === 'error' && source.error)
    return (
      <p role="alert" className="read-state" data-testid="read-error">
        {t(source.error.key)}{' '}
        <button type="button" className="button button--secondary" onClick={source.refetch}>
          {t('main_refresh')}
        </button>
      </p>
    );
  return <p aria-busy="true">{t('main_loading')}</p>;
});
