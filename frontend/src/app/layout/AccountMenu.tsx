import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { useEndServerSession } from '../../features/auth/useEndServerSession';
import { clearSession, type Session } from '../../lib/session';

/** Visitor: 'Connexion' / 'Inscription'. Signed in: a menu (Profil, Mes commandes, Mes abonnements, Mes favoris, Administration, Déconnexion). */
export function AccountMenu({ session }: { session: Session | null }) {
  if (!session) {
    return (
      <div className="account account--visitor">
        <Link to="/login" className="btn btn--ghost btn--sm account__login">
          <Icon name="user" size={18} />
          <span>Connexion</span>
        </Link>
        <Link to="/register" className="btn btn--primary btn--sm account__register">
          Inscription
        </Link>
      </div>
    );
  }
  return <UserDropdown session={session} />;
}

function UserDropdown({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const endServerSession = useEndServerSession();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // The server ends the session (fire and forget); the local one ends now, whatever the network says.
  const logout = () => {
    endServerSession();
    clearSession();
    setOpen(false);
    navigate('/login');
  };

  const firstName = session.userName.split(' ')[0] || 'Mon compte';
  return (
    <div className="account" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--ghost btn--sm account__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {session.profilePicture ? (
          <img src={session.profilePicture} alt="" className="account__avatar" width="28" height="28" />
        ) : (
          <span className="account__avatar account__avatar--initial" aria-hidden="true">
            {firstName.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="account__name">{firstName}</span>
      </button>
      {open && (
        <ul id={menuId} className="account__menu" role="list">
          <li>
            <Link to="/profile" onClick={() => setOpen(false)}>
              Profil
            </Link>
          </li>
          <li>
            <Link to="/orders" onClick={() => setOpen(false)}>
              Mes commandes
            </Link>
          </li>
          <li>
            <Link to="/abonnements" onClick={() => setOpen(false)}>
              Mes abonnements
            </Link>
          </li>
          <li>
            <Link to="/favorites" onClick={() => setOpen(false)}>
              Mes favoris
            </Link>
          </li>
          {session.isAdmin && (
            <li>
              <Link to="/admin" onClick={() => setOpen(false)}>
                Administration
              </Link>
            </li>
          )}
          <li>
            <button type="button" onClick={logout}>
              Déconnexion
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
