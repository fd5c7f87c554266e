export { LoginPage } from './pages/LoginPage';
export { RegisterPage } from './pages/RegisterPage';
export { EmailVerificationPage } from './pages/EmailVerificationPage';
export { AuthCallbackPage } from './pages/AuthCallbackPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
export { authApi, useLogoutAllMutation } from './endpoints';
export { useEndServerSession } from './useEndServerSession';
export { StrengthMeter, CriteriaMeter } from './components/StrengthMeter';
export * from './passwordStrength';
