import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../../app/language';
import type { AreaPageProps } from '../area.types';
import { PaymentResult } from '../office/pages/PaymentResultPage';

/**
 * The casino's thank-you page after a deposit (document 000 §2: thank-you for slots, live-casino and
 * keno): the deposit's actual state, asked from the API, and the way back to the product's games.
 */
export function ThankYouPage(props: AreaPageProps) {
  const { t } = useTranslation();
  const path = useLocalizedPath();
  const product = props.match.params['product'] ?? 'slots';
  return (
    <>
      <PaymentResult {...props} kind="deposit" testId="thank-you-result" />
      <p className="payment-page__links">
        <Link to={path(product)} className="button button--primary" data-testid="thank-you-back">
          {t('payments_back_to_games')}
        </Link>
      </p>
    </>
  );
}
