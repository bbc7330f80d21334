import { CaptchaApi } from '@kickoff/contracts';
import { ContainerModule } from 'inversify';
import { CaptchaPrompt, CaptchaPromptApi, CaptchaPromptService } from './captcha/captcha.prompt';

/**
 * What every page needs of auth-core: the captcha prompt, which answers a captcha challenge of any
 * call. Needs the platform ports, `CaptchaApi` (contracts) and the app's `ProofOfWorkSolver` (the
 * captcha's work on its WebCrypto). The app binds `CaptchaPrompt` as the HTTP client's `CaptchaSolver`.
 * The sign-in flows are `authFlowsModule` (auth-flows.module.ts), loaded with the views that show them.
 */
export const authCoreModule = new ContainerModule(({ bind }) => {
  bind(CaptchaPromptApi).toDynamicValue((context) => () => context.get(CaptchaApi));
  bind(CaptchaPrompt).to(CaptchaPromptService).inSingletonScope();
});
