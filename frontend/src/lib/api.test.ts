import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/utils';
import { toast } from '../components/toast';
import {
  api,
  errorBody,
  errorCode,
  errorMessage,
  errorStatus,
  fieldErrors,
  NETWORK_ERROR_MESSAGE,
  setApiNavigator,
} from './api';

vi.mock('../components/toast', () => ({ toast: { error: vi.fn() } }));

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => '/users/profile' }) }),
});

function storeWithApi() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.mocked(toast.error).mockClear();
});

describe('base API', () => {
  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const { fetchMock } = stubFetch(() => ({ body: { ok: true } }));
    await storeWithApi().dispatch(probeApi.endpoints.probe.initiate());
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(new URL(request.url).pathname).toBe('/api/users/profile');
  });

  it('on 401 clears the session and goes to /login', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    localStorage.setItem('isAdmin', 'true');
    localStorage.setItem('userName', 'Claire');
    localStorage.setItem('cart', '{"items":[]}');
    const navigate = vi.fn();
    setApiNavigator(navigate);
    stubFetch(() => ({
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Session expirée' },
    }));
    await storeWithApi().dispatch(probeApi.endpoints.probe.initiate());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('cart')).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on 401 shows the refusal’s own message, without asking for anything else', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const navigate = vi.fn();
    setApiNavigator(navigate);
    const { fetchMock } = stubFetch(() => ({
      status: 401,
      body: {
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: 'Votre session a expiré. Veuillez vous reconnecter.',
      },
    }));
    await storeWithApi().dispatch(probeApi.endpoints.probe.initiate());
    expect(toast.error).toHaveBeenCalledWith('Votre session a expiré. Veuillez vous reconnecter.', {
      id: 'session-expired',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on 401 without a message only goes to /login', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const navigate = vi.fn();
    setApiNavigator(navigate);
    stubFetch(() => ({ status: 401, body: '' }));
    await storeWithApi().dispatch(probeApi.endpoints.probe.initiate());
    expect(toast.error).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('leaves the session alone on the sign-in pages', async () => {
    window.history.replaceState(null, '', '/login');
    localStorage.setItem('token', 'abc.def.ghi');
    const navigate = vi.fn();
    setApiNavigator(navigate);
    stubFetch(() => ({ status: 401, body: { statusCode: 401, message: 'Identifiants invalides' } }));
    await storeWithApi().dispatch(probeApi.endpoints.probe.initiate());
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('error helpers', () => {
  const validation = {
    status: 400,
    data: {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides.',
      errors: { maxPrice: ['Le prix maximum doit être positif'] },
    },
  };

  it('reads the French message and field errors of the API', () => {
    expect(errorMessage(validation, 'Erreur')).toBe('Certains champs sont invalides.');
    expect(fieldErrors(validation)).toEqual({ maxPrice: ['Le prix maximum doit être positif'] });
    expect(errorStatus(validation)).toBe(400);
  });

  it('reads the stable code and the body of the API error', () => {
    expect(errorCode(validation)).toBe('VALIDATION_FAILED');
    expect(errorBody(validation)).toBe(validation.data);
    const unverified = { status: 403, data: { statusCode: 403, code: 'EMAIL_NOT_VERIFIED', message: 'x' } };
    expect(errorCode(unverified)).toBe('EMAIL_NOT_VERIFIED');
  });

  it('has no code nor body for errors without an API body', () => {
    expect(errorCode(undefined)).toBeUndefined();
    expect(errorCode({ status: 500, data: 'oops' })).toBeUndefined();
    expect(errorCode({ status: 400, data: { code: 42 } })).toBeUndefined();
    expect(errorCode({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeUndefined();
    expect(errorCode(new Error('boom'))).toBeUndefined();
    expect(errorBody({ status: 502, data: null })).toBeUndefined();
  });

  it('falls back when there is no message, and explains network failures', () => {
    expect(errorMessage({ status: 500, data: 'oops' }, 'Erreur de mise à jour')).toBe(
      'Erreur de mise à jour',
    );
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'x')).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(undefined, 'Erreur')).toBe('Erreur');
    expect(fieldErrors(undefined)).toEqual({});
  });
});

describe('the sign-in call', () => {
  it('a 401 from /auth/login is a wrong password, not an expired session', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const navigate = vi.fn();
    setApiNavigator(navigate);
    const loginApi = api.injectEndpoints({
      endpoints: (build) => ({
        probeLogin: build.mutation<unknown, void>({
          query: () => ({ url: '/auth/login', method: 'POST', body: {} }),
        }),
      }),
    });
    stubFetch(() => ({
      status: 401,
      body: { statusCode: 401, message: 'Email ou mot de passe incorrect.' },
    }));
    await storeWithApi().dispatch(loginApi.endpoints.probeLogin.initiate());
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
    expect(navigate).not.toHaveBeenCalled();
  });
});
