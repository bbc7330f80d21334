export { authCoreModule } from './auth-core.module';
export { authFlowsModule } from './auth-flows.module';
export { authSecurityModule } from './auth-security.module';
export { AuthSettings, AuthSessionSink, DEFAULT_AUTH_SETTINGS, RegistrationReferralSource } from './shared/auth.ports';
export { NO_ERRORS, NETWORK_ERROR_KEY, formErrorsOf, fieldErrors, retryAfterSecondsOf, type FormErrors } from './shared/form-errors.rules';
export { READ_RETRY_BASE_DELAY_MS, READ_RETRY_LIMIT, isTransientFailure, retryDelayMs, type CallKind } from './shared/retry.rules';
export { Countdown } from './shared/countdown';
export { CAPTCHA_MAX_ATTEMPTS, isCaptchaChallenge, captchaMessageKey, isCaptchaAnswerValid, type CaptchaRequest, type CaptchaAnswer } from './captcha/captcha.rules';
export { CaptchaPrompt, CaptchaPromptApi, CaptchaPromptService } from './captcha/captcha.prompt';
export { connectCaptcha, type CaptchaView } from './captcha/captcha.connect';
export { ProofOfWorkSolver, WebCryptoProofOfWork, PROOF_OF_WORK_BATCH, type Sha256 } from './captcha/proof-of-work';
export {
  PHONE_MIN_DIGITS,
  PHONE_MAX_DIGITS,
  phoneDigits,
  limitPhoneDigits,
  maskPhone,
  maskPlaceholder,
  nationalMask,
  phoneNumberError,
  smsCodeError,
  selectedCountry,
  maskOf,
} from './phone/phone.rules';
export { PhoneDirectory, PhoneDirectoryService } from './phone/phone-directory.service';
export { PhoneSmsStep, type PhoneNumberFields, type CodeSender } from './phone/phone-step';
export {
  LOGIN_MODES,
  DEFAULT_LOGIN_FORM,
  loginAction,
  loginNext,
  loginFieldError,
  passwordFieldError,
  type LoginMode,
  type LoginDefaults,
  type LoginStep,
  type LoginAction,
  type LoginNext,
} from './login/login.rules';
export { LoginFlow, LoginFlowService } from './login/login.flow';
export { connectLogin, loginStateOf, type LoginView, type LoginState, type FieldView } from './login/login.connect';
export {
  REGISTRATION_KINDS,
  MODAL_REGISTRATION_KINDS,
  BONUS_CHOICES,
  newPasswordError,
  passwordRepeatError,
  emailError,
  nameError,
  birthDateFieldError,
  termsError,
  type RegistrationKind,
  type BonusChoice,
  type RegistrationStep,
} from './registration/registration.rules';
export { RegistrationFlow, RegistrationFlowService, type RegistrationStart } from './registration/registration.flow';
export { connectRegistration, registrationStateOf, type RegistrationView, type RegistrationState, type RegistrationFieldView } from './registration/registration.connect';
export { RECOVERY_CHANNELS, stepAfterRequest, resetTokenOf, recoveryTitleKey, type RecoveryChannel, type RecoveryStep } from './recovery/recovery.rules';
export { RecoveryFlow, RecoveryFlowService } from './recovery/recovery.flow';
export { connectRecovery, recoveryStateOf, type RecoveryView, type RecoveryState } from './recovery/recovery.connect';
export { SecurityProfile } from './security/security.ports';
export { passwordChangeErrors, endReasonKey, browserOf, type PasswordChangeFields } from './security/security.rules';
export { SecurityService, type SecurityFormState, type PhoneBindingStep } from './security/security.service';
export { connectSecurity, type SecurityView, type SessionRowView } from './security/security.connect';
export { InMemoryAuthApi, type MemoryAccount, type MemoryCaptchaSolver } from './testing/in-memory-auth-api';
export { createAuthTestBed, RecordingSessionSink, type AuthTestBed } from './testing/auth-test-bed';
