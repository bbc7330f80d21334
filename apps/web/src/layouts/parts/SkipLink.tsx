import { useTranslation } from 'react-i18next';

/**
 * The first stops of the keyboard: straight to the page's content, past the header and its menus,
 * and (desktop) to the bet slip beside it.
 */
export function SkipLink({ toBetSlip = false }: { toBetSlip?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#content" data-testid="skip-link">
        {t('main_skip_to_content')}
      </a>
      {toBetSlip ? (
        <a className="skip-link" href="#bet-slip" data-testid="skip-link-bet-slip">
          {t('main_skip_to_bet_slip')}
        </a>
      ) : null}
    </>
  );
}
