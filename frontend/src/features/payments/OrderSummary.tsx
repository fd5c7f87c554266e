import { Link } from 'react-router';
import { EmailText } from '../../components/BreakText';
import { Skeleton } from '../../components/Spinner';
import { countryName } from '../../lib/countries';
import { OrderBreakdown, useGetMyOrderQuery, type CustomerOrder } from '../orders';

type Address = NonNullable<CustomerOrder['shippingInfo']>;

function AddressLines({ address }: { address: Address }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return (
    <address className="order-summary__address">
      {name && <span>{name}</span>}
      {address.address && <span>{address.address}</span>}
      {(address.postalCode || address.city) && (
        <span>{[address.postalCode, address.city].filter(Boolean).join(' ')}</span>
      )}
      {address.country && <span>{countryName(address.country)}</span>}
      {address.email && <EmailText email={address.email} />}
    </address>
  );
}

/**
 * The thank-you page's summary of the order just paid: its lines, figures and total, where it will be
 * delivered, and a link to it in 'Mes commandes' (signed-in customers; the order is read from the server).
 */
export function OrderSummary({ orderId }: { orderId: string }) {
  const { data: order, isLoading, isError } = useGetMyOrderQuery(orderId);
  if (isError) return null;
  if (isLoading || !order) {
    return (
      <section className="order-summary" aria-busy="true" aria-label="Récapitulatif de votre commande">
        <Skeleton height="1.5rem" width="60%" />
        <Skeleton height="4rem" />
      </section>
    );
  }
  const delivery =
    order.shippingInfo && !order.shippingInfo.sameAsBilling ? order.shippingInfo : order.billingInfo;
  return (
    <section className="order-summary" aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title">Récapitulatif de votre commande</h2>
      <OrderBreakdown
        order={order}
        look="summary"
        totalLabel="Total payé"
        testIds={{ total: 'order-summary-total' }}
        badge={() => <span className="badge badge--gold">Abonnement</span>}
      />
      {delivery && (
        <div className="order-summary__delivery">
          <h3>Adresse de livraison</h3>
          <AddressLines address={delivery} />
        </div>
      )}
      <Link to={`/orders?order=${encodeURIComponent(order.orderId)}`} className="link-arrow">
        Voir ma commande
      </Link>
    </section>
  );
}
