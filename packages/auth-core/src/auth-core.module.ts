import { CaptchaApi } from '@kickoff/contracts';
import { ContainerModule } from 'inversify';
import { CaptchaPrompt, CaptchaPromptApi, CaptchaPromptService } from './captcha/captcha.prompt';
import { LoginFlow, LoginFlowService } from './login/login.flow';
import { PhoneDirectory, PhoneDirectoryService } from './phone/phone-directory.service';
import { RecoveryFlow, RecoveryFlowService } from './recovery/recovery.flow';
import { RegistrationFlow, RegistrationFlowService } from './registration/registration.flow';

/**
 * The sign-in flows, singletons (one form of each at a time). Needs the platform ports, `AuthApi`,
 * `CaptchaApi` and `PhoneApi` (contracts), and two ports the app binds: `AuthSettings` (site config)
 * and `AuthSessionSink` (its auth status), and `ProofOfWorkSolver` (the captcha's work on its WebCrypto).
 * The app also binds `CaptchaPrompt` as the HTTP client's `CaptchaSolver`.
 */
export const authCoreModule = new ContainerModule(({ bind }) => {
  bind(CaptchaPromptApi).toDynamicValue((context) => () => context.get(CaptchaApi));
  bind(CaptchaPrompt).to(CaptchaPromptService).inSingletonScope();
  bind(PhoneDirectory).to(PhoneDirectoryService).inSingletonScope();
  bind(LoginFlow).to(LoginFlowService).inSingletonScope();
  bind(RegistrationFlow).to(RegistrationFlowService).inSingletonScope();
  bind(RecoveryFlow).to(RecoveryFlowService).inSingletonScope();
});
