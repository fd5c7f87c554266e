import { Icon } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';
import { CHECKOUT_TEXTS } from '../form';
import type { PaymentMethodOption, PickerState } from '../methods';

export interface PickerProps {
  methods: PaymentMethodOption[];
  loading: boolean;
  fallback: boolean;
  /** Why some methods are not offered (a cart with a subscription). */
  notice?: string | null;
  choice: PickerState;
  disabled: boolean;
  onMethod: (id: string) => void;
  onIssuer: (id: string) => void;
}

function MethodLogo({ method }: { method: PaymentMethodOption }) {
  if (method.image) return <img src={method.image} alt="" width={40} height={30} className="method__logo" />;
  return (
    <span className="method__logo method__logo--generic" aria-hidden="true">
      <Icon name="lock" size={18} />
    </span>
  );
}

/** Skeleton rows while the methods load (no artificial delay: only the real call's time). */
function PickerSkeleton() {
  return (
    <div className="methods methods--loading" role="status" aria-label="Chargement des méthodes de paiement…">
      {[0, 1, 2, 3].map((i) => (
        <div className="method" key={i}>
          <Skeleton width="20px" height="20px" radius="50%" />
          <Skeleton width="40px" height="30px" radius="6px" />
          <Skeleton width={`${40 + ((i * 13) % 30)}%`} height="1rem" />
        </div>
      ))}
    </div>
  );
}

/**
 * The payment-method picker (docs/design/checkout.md): name and logo of each method; a method with banks shows a bank
 * list once chosen and only counts as selected when a bank is picked.
 */
export function PaymentMethodPicker({
  methods,
  loading,
  fallback,
  notice = null,
  choice,
  disabled,
  onMethod,
  onIssuer,
}: PickerProps) {
  if (loading) return <PickerSkeleton />;
  return (
    <fieldset className="methods" disabled={disabled}>
      <legend className="visually-hidden">Méthode de paiement</legend>
      {notice && (
        <p className="methods__notice methods__notice--info" data-testid="methods-subscription">
          <Icon name="refresh" size={18} />
          <span>{notice}</span>
        </p>
      )}
      {fallback && (
        <p className="methods__notice" role="status" data-testid="methods-fallback">
          <Icon name="info" size={18} />
          <span>{CHECKOUT_TEXTS.methodsFallback}</span>
        </p>
      )}
      {methods.map((method) => {
        const checked = choice.methodId === method.id;
        const issuersId = `checkout-issuer-${method.id}`;
        return (
          <div
            key={method.id}
            className={`method ${checked ? 'method--checked' : ''}`}
            data-testid={`method-${method.id}`}
          >
            <label className="method__choice">
              <input
                type="radio"
                name="payment-method"
                value={method.id}
                checked={checked}
                onChange={() => onMethod(method.id)}
              />
              <MethodLogo method={method} />
              <span className="method__name">{method.name}</span>
              {checked && <Icon name="check" size={18} className="method__tick" />}
            </label>
            {checked && method.issuers.length > 0 && (
              <div className="method__issuers field">
                <label htmlFor={issuersId} className="field__label">
                  Choisissez votre banque
                  <span className="field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                </label>
                <select
                  id={issuersId}
                  className="input select"
                  value={choice.issuerId ?? ''}
                  onChange={(event) => onIssuer(event.target.value)}
                  required
                >
                  <option value="" disabled>
                    Sélectionnez votre banque
                  </option>
                  {method.issuers.map((issuer) => (
                    <option key={issuer.id} value={issuer.id}>
                      {issuer.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
