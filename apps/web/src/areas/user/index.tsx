import { accountsPagesModule } from '@kickoff/accounts-core';
import { authFlowsModule } from '@kickoff/auth-core';
import { shellTermsConfirmModule } from '@kickoff/shell-core';
import type { AreaModule } from '../area.types';
import { ConfirmTermsPage } from './pages/ConfirmTermsPage';
import { PasswordResetPage } from './pages/PasswordResetPage';
import { StopNewsletterPage } from './pages/StopNewsletterPage';
import { ActivatePage } from './pages/ActivatePage';
import { ConvertAccountPage } from './pages/ConvertAccountPage';
import { VerificationPage } from '../office/pages/VerificationPage';

/**
 * The player's account-management area (route area 'user' of the route table): pages reached by a
 * link from a message or a redirect (password reset, terms confirmation, ...). A route of the area
 * without a page here keeps showing its remote content view (see `AreaPage`).
 */
const userArea: AreaModule = {
  // The settings (stop newsletter), activation, verification and conversion flows; auth-core's recovery flow (password reset);
  // shell-core's confirm-terms flow.
  modules: [accountsPagesModule, authFlowsModule, shellTermsConfirmModule],
  pages: {
    passwordReset: PasswordResetPage,
    confirmTerms: ConfirmTermsPage,
    stopNewsletter: StopNewsletterPage,
    activate: ActivatePage,
    // Account verification by the e-mail's link (document 001 §2 accountverify): the same single-use token.
    accountVerify: ActivatePage,
    // issue 14: the identity-verification page (document 001 §2 verification/sumsub) is the office's verification view
    verificationSumsub: VerificationPage,
    // issue 14: the HRK account conversion page (document 000 §2 "convert account", §4)
    convertAccount: ConvertAccountPage,
  },
};

export default userArea;
