import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';

/** /admin/orders until order management arrives: says so plainly. */
export default function OrdersPlaceholderPage() {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">Gestion des commandes</h1>
          <p className="admin-page__lead">Suivi des commandes, statuts et expéditions.</p>
        </div>
      </header>
      <section className="admin-panel admin-soon" aria-labelledby="orders-soon">
        <span className="admin-soon__icon" aria-hidden="true">
          <Icon name="truck" size={36} />
        </span>
        <h2 id="orders-soon" className="admin-soon__title">
          Bientôt disponible
        </h2>
        <p>
          La liste des commandes, leurs statistiques et la mise à jour des statuts avec le suivi des colis
          arrivent dans une prochaine version du back-office.
        </p>
        <Link to="/admin" className="btn btn--secondary btn--md">
          <Icon name="arrowLeft" size={18} />
          Retour au tableau de bord
        </Link>
      </section>
    </div>
  );
}
