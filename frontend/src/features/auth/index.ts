export { LoginPage } from './pages/LoginPage';
export { RegisterPage } from './pages/RegisterPage';
export { authApi } from './endpoints';
export { StrengthMeter, CriteriaMeter } from './components/StrengthMeter';
export * from './passwordStrength';
