import type { AreaModule } from '../area.types';
import { RegistrationPage } from './RegistrationPage';

/** The registration area (document 000 §1, §4): the registration page, also the modal's fallback. */
const registrationArea: AreaModule = {
  pages: {
    registration: RegistrationPage,
    oldRegistrationPage: RegistrationPage,
  },
};

export default registrationArea;
