import type { AreaModule } from '../area.types';
import { PasswordResetPage } from './pages/PasswordResetPage';

/**
 * The player's account-management area (route area 'user' of the route table): pages reached by a
 * link from a message or a redirect (password reset, terms confirmation, ...). A route of the area
 * without a page here keeps showing its remote content view (see `AreaPage`).
 */
const userArea: AreaModule = {
  pages: {
    passwordReset: PasswordResetPage,
  },
};

export default userArea;
