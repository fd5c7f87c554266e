import { useEffect, useState } from 'react';
import { usePasswordCheckQuery } from './endpoints';
import { MIN_PASSWORD_LENGTH } from './passwordStrength';

/** How long the typing pauses before the server is asked. */
export const PASSWORD_CHECK_DELAY_MS = 300;

/**
 * The server's message when the password is one of the most common (null otherwise, while typing, or
 * when the server cannot be asked). The list and the rule stay on the server (POST
 * /api/auth/password-check); the same rule refuses the password on submit.
 */
export function useCommonPasswordMessage(password: string): string | null {
  const [settled, setSettled] = useState(password);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(password), PASSWORD_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [password]);
  const skip = settled !== password || settled.length < MIN_PASSWORD_LENGTH;
  // currentData: the answer for this very password (never the previous one's while it is asked).
  const { currentData } = usePasswordCheckQuery(settled, { skip });
  return !skip && currentData?.common ? currentData.message : null;
}
