import { useNavigate } from '../../lib/useNavigate';
import { toast } from '../../components/toast';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { errorMessage, errorStatus } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { useLogoutAllMutation } from '../auth';
import { PROFILE_MESSAGES as M } from './form';

/**
 * 'Se déconnecter de tous les appareils': the server ends every session of the account (this one
 * included); then the local session is cleared and the customer goes to /login. When the call fails
 * nothing ended, so the customer stays here and is told.
 */
export function SignOutEverywhere() {
  const [logoutAll, { isLoading }] = useLogoutAllMutation();
  const navigate = useNavigate();

  const signOutEverywhere = async () => {
    try {
      const answer = await logoutAll().unwrap();
      clearSession();
      toast.success(answer.message, { id: 'logout-all' });
      void navigate('/login');
    } catch (error) {
      // 401: the session had ended already; the API layer has cleared it and sent us to /login.
      if (errorStatus(error) === 401) return;
      toast.error(errorMessage(error, M.signOutEverywhereFailed), { id: 'logout-all' });
    }
  };

  return (
    <section className="form-card profile-sessions" aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title" className="form-card__title">
        Sessions
      </h2>
      <p className="form-card__lead">
        Un appareil perdu, un ordinateur partagé&nbsp;? Mettez fin à toutes vos sessions, celle-ci
        comprise&nbsp;: il faudra vous reconnecter partout.
      </p>
      <Button
        variant="secondary"
        icon={<Icon name="lock" size={18} />}
        onClick={() => void signOutEverywhere()}
        disabled={isLoading}
      >
        {isLoading ? 'Déconnexion…' : 'Se déconnecter de tous les appareils'}
      </Button>
    </section>
  );
}
