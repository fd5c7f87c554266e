import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox, SelectField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { COUNTRIES } from '../../../lib/countries';
import {
  shipsToBilling,
  type BillingField,
  type CheckoutErrors,
  type CheckoutFieldKey,
  type CheckoutForm,
  type GiftForm,
  type ShippingField,
} from '../form';
import { GiftFields } from './GiftFields';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.value, label: country.label }));

/** The two addresses of the form, also the browser's autofill sections. */
type Section = 'billing' | 'shipping';

interface AddressStepProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  onBilling: (field: BillingField, value: string) => void;
  onShipping: (field: ShippingField, value: string) => void;
  onSameAsBilling: (same: boolean) => void;
  onGift: (change: Partial<GiftForm>) => void;
  onSubmit: () => void;
  /** A prepaid gift subscription ships to its recipient: this block replaces the shipping one. */
  shippingBlock?: ReactNode;
}

/** Step 1: billing details (prefilled from the profile), 'same as billing', and the shipping address. */
export function AddressStep({
  form,
  errors,
  onBilling,
  onShipping,
  onSameAsBilling,
  onGift,
  onSubmit,
  shippingBlock,
}: AddressStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  /** The props of a required field of one section of the form ('billing.city' → #checkout-billing-city). */
  const fieldsOf =
    <F extends BillingField | ShippingField>(
      section: Section,
      values: Record<F, string>,
      onField: (field: F, value: string) => void,
    ) =>
    (field: F) => ({
      id: `checkout-${section}-${field}`,
      name: `${section}.${field}`,
      value: values[field],
      error: errors[`${section}.${field}` as CheckoutFieldKey],
      required: true,
      onChange: (event: { target: { value: string } }) => onField(field, event.target.value),
    });
  const billing = fieldsOf('billing', form.billing, onBilling);
  const shipping = fieldsOf('shipping', form.shipping, onShipping);

  return (
    <form className="checkout-step" onSubmit={submit} noValidate aria-labelledby="checkout-step-1-title">
      <fieldset className="form-card">
        <legend id="checkout-step-1-title" className="form-card__title">
          <Icon name="user" size={20} />
          Informations de facturation
        </legend>
        <p className="form-card__lead">
          Les champs marqués d'un <span aria-hidden="true">*</span>
          <span className="visually-hidden">astérisque</span> sont obligatoires.
        </p>
        <div className="form-grid">
          <TextField label="Prénom" autoComplete="billing given-name" {...billing('firstName')} />
          <TextField label="Nom" autoComplete="billing family-name" {...billing('lastName')} />
          <TextField label="Email" type="email" autoComplete="billing email" {...billing('email')} />
          <TextField label="Téléphone" type="tel" autoComplete="billing tel" {...billing('phone')} />
          <PostalFields section="billing" field={billing} />
        </div>
      </fieldset>

      {shippingBlock ?? (
        <fieldset className="form-card">
          <legend className="form-card__title">
            <Icon name={form.gift.enabled ? 'gift' : 'truck'} size={20} />
            {form.gift.enabled ? 'Le destinataire du cadeau' : 'Adresse de livraison'}
          </legend>
          <Checkbox
            id="checkout-gift"
            className="checkout-gift__toggle"
            label="C'est un cadeau"
            checked={form.gift.enabled}
            onChange={(event) => onGift({ enabled: event.target.checked })}
          />
          {form.gift.enabled ? (
            <p className="form-card__lead">
              La box est livrée au destinataire ; la facture et les emails avec les montants restent pour
              vous.
            </p>
          ) : (
            <Checkbox
              id="checkout-same-as-billing"
              label="L'adresse de livraison est identique à l'adresse de facturation"
              checked={form.sameAsBilling}
              onChange={(event) => onSameAsBilling(event.target.checked)}
            />
          )}
          {!shipsToBilling(form) && (
            <div className="form-grid checkout-shipping">
              <TextField label="Prénom" autoComplete="shipping given-name" {...shipping('firstName')} />
              <TextField label="Nom" autoComplete="shipping family-name" {...shipping('lastName')} />
              <PostalFields section="shipping" field={shipping} />
            </div>
          )}
          {form.gift.enabled && <GiftFields gift={form.gift} errors={errors} onGift={onGift} />}
        </fieldset>
      )}

      <div className="checkout-step__actions">
        <Button type="submit" size="lg" className="checkout-step__next">
          Continuer vers le paiement
          <Icon name="chevronRight" size={18} />
        </Button>
      </div>
    </form>
  );
}

type PostalField = 'address' | 'postalCode' | 'city' | 'country';

interface PostalFieldsProps {
  section: Section;
  field: (name: PostalField) => {
    id: string;
    name: string;
    value: string;
    error?: string;
    required: boolean;
    onChange: (event: { target: { value: string } }) => void;
  };
}

/** Street, postal code, city and country: the same fields in both addresses. */
function PostalFields({ section, field }: PostalFieldsProps) {
  return (
    <>
      <TextField
        label="Adresse"
        autoComplete={`${section} street-address`}
        className="form-grid__wide"
        {...field('address')}
      />
      <TextField
        label="Code postal"
        autoComplete={`${section} postal-code`}
        inputMode="numeric"
        {...field('postalCode')}
      />
      <TextField label="Ville" autoComplete={`${section} address-level2`} {...field('city')} />
      <SelectField
        label="Pays"
        autoComplete={`${section} country`}
        options={COUNTRY_OPTIONS}
        {...field('country')}
      />
    </>
  );
}
