import type { AreaModule } from '../area.types';
import { ConfirmTermsPage } from './pages/ConfirmTermsPage';
import { PasswordResetPage } from './pages/PasswordResetPage';
import { StopNewsletterPage } from './pages/StopNewsletterPage';

/**
 * The player's account-management area (route area 'user' of the route table): pages reached by a
 * link from a message or a redirect (password reset, terms confirmation, ...). A route of the area
 * without a page here keeps showing its remote content view (see `AreaPage`).
 */
const userArea: AreaModule = {
  pages: {
    passwordReset: PasswordResetPage,
    confirmTerms: ConfirmTermsPage,
    stopNewsletter: StopNewsletterPage,
  },
};

export default userArea;
