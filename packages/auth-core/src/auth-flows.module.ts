import { ContainerModule } from 'inversify';
import { LoginFlow, LoginFlowService } from './login/login.flow';
import { PhoneDirectory, PhoneDirectoryService } from './phone/phone-directory.service';
import { RecoveryFlow, RecoveryFlowService } from './recovery/recovery.flow';
import { RegistrationFlow, RegistrationFlowService } from './registration/registration.flow';

/**
 * The sign-in flows, singletons (one form of each at a time). Needs the platform ports, `AuthApi`
 * and `PhoneApi` (contracts), `authCoreModule`'s captcha prompt and two ports the app binds:
 * `AuthSettings` (site config) and `AuthSessionSink` (its auth status). Loaded with the views that
 * show a form (the login, registration and recovery modals, the registration, password reset and
 * security pages; issue 20: not in the first page's JavaScript); its own module file, so the
 * module every page loads does not bring it.
 */
export const authFlowsModule = new ContainerModule(({ bind }) => {
  bind(PhoneDirectory).to(PhoneDirectoryService).inSingletonScope();
  bind(LoginFlow).to(LoginFlowService).inSingletonScope();
  bind(RegistrationFlow).to(RegistrationFlowService).inSingletonScope();
  bind(RecoveryFlow).to(RecoveryFlowService).inSingletonScope();
});
