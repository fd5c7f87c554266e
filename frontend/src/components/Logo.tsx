import { Link } from 'react-router';

/** The BoxPlaisir wordmark: a ribboned box and the name in the heading serif. */
export function Logo({ to = '/', light = false }: { to?: string; light?: boolean }) {
  return (
    <Link
      to={to}
      className={`logo ${light ? 'logo--light' : ''}`}
      aria-label="BoxPlaisir, retour à l'accueil"
    >
      <svg
        className="logo__mark"
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="5" y="15" width="30" height="21" rx="3" fill="var(--logo-box, #5b2245)" />
        <rect x="3" y="11" width="34" height="7" rx="2" fill="var(--logo-lid, #47183a)" />
        <rect x="17.5" y="11" width="5" height="25" fill="#c9962b" />
        <path
          d="M20 11c-4-7-11-6-9.5-1.5C11.3 12 16 11.8 20 11zm0 0c4-7 11-6 9.5-1.5C28.7 12 24 11.8 20 11z"
          fill="none"
          stroke="#c9962b"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__text">
        Box<span className="logo__accent">Plaisir</span>
      </span>
    </Link>
  );
}
