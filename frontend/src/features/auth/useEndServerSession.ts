import { useCallback } from 'react';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { useLogoutMutation } from './endpoints';

/**
 * 'Déconnexion': asks the server to end this session (POST /api/auth/logout), fire and forget. The
 * caller clears the local session whatever happens to that call (offline, server down): signing out
 * never waits on the network.
 */
export function useEndServerSession(): () => void {
  const [logout] = useLogoutMutation();
  return useCallback(() => {
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) return;
    logout({ token })
      .unwrap()
      .catch(() => undefined);
  }, [logout]);
}
