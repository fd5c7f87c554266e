export { LoginPage } from './pages/LoginPage';
export { RegisterPage } from './pages/RegisterPage';
export { EmailVerificationPage } from './pages/EmailVerificationPage';
export { AuthCallbackPage } from './pages/AuthCallbackPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
export { authApi } from './endpoints';
export { StrengthMeter, CriteriaMeter } from './components/StrengthMeter';
export * from './passwordStrength';
