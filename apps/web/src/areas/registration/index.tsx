import { authFlowsModule } from '@kickoff/auth-core';
import type { AreaModule } from '../area.types';
import { RegistrationPage } from './RegistrationPage';

/** The registration area (document 000 §1, §4): the registration page, also the modal's fallback. */
const registrationArea: AreaModule = {
  // auth-core's registration flow (issue 20: loaded with the page, not in the first page's JavaScript).
  modules: [authFlowsModule],
  pages: {
    registration: RegistrationPage,
    oldRegistrationPage: RegistrationPage,
  },
};

export default registrationArea;
