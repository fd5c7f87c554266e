import { providerSignInUrl, useGetProvidersQuery } from '../endpoints';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.8A14.5 14.5 0 019.5 24c0-1.7.3-3.3.9-4.8l-7.8-6A24 24 0 000 24c0 3.9.9 7.5 2.6 10.8l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.9 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * 'Se connecter avec Google': shown only when the server reports the provider configured
 * (GET /api/auth/providers) and `hidden` is not set. A browser navigation, not a data call.
 */
export function GoogleButton({ hidden = false, divider = true }: { hidden?: boolean; divider?: boolean }) {
  const { data } = useGetProvidersQuery();
  if (hidden || data?.google !== true) return null;
  return (
    <>
      {divider && <p className="auth-divider">ou</p>}
      <button
        type="button"
        className="btn btn--md btn--google"
        data-testid="google-sign-in"
        onClick={() => window.location.assign(providerSignInUrl('google'))}
      >
        <GoogleMark />
        Se connecter avec Google
      </button>
    </>
  );
}
