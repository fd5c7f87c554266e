import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';

interface AdminPageHeaderProps {
  title: string;
  lead: ReactNode;
  /** A button or link on the right. */
  action?: ReactNode;
}

/** The title, a line about the room, and its main action. */
export function AdminPageHeader({ title, lead, action }: AdminPageHeaderProps) {
  return (
    <header className="admin-page__header">
      <div>
        <h1 className="admin-page__title">{title}</h1>
        <p className="admin-page__lead">{lead}</p>
      </div>
      {action}
    </header>
  );
}

/** 'Retour aux …' above a room reached from a list or the dashboard. */
export function BackLink({
  to,
  iconSize = 16,
  children,
}: {
  to: string;
  iconSize?: number;
  children: ReactNode;
}) {
  return (
    <Link to={to} className="admin-back">
      <Icon name="arrowLeft" size={iconSize} />
      {children}
    </Link>
  );
}

/** 'Créer un utilisateur', from the dashboard and the user list. */
export function CreateUserLink() {
  return (
    <Link to="/admin/create" className="btn btn--primary btn--md">
      <Icon name="plus" size={18} />
      Créer un utilisateur
    </Link>
  );
}

interface LoadPanelProps {
  loading: boolean;
  /** 'Chargement des factures…' */
  loadingLabel: string;
  error: unknown;
  /** Said when the server gives no reason. */
  failure: string;
  onRetry: () => void;
}

/** A panel in place of a room's content: loading, or the failure with 'Réessayer'. */
export function LoadPanel({ loading, loadingLabel, error, failure, onRetry }: LoadPanelProps) {
  return loading ? (
    <div className="admin-panel">
      <Spinner label={loadingLabel} />
    </div>
  ) : (
    <div className="admin-panel notice notice--error" role="alert">
      <p>{errorMessage(error, failure)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
