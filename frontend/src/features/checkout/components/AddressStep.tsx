import type { FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox, SelectField, TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { COUNTRIES } from '../../../lib/countries';
import type { BillingField, CheckoutErrors, CheckoutForm, ShippingField } from '../form';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.value, label: country.label }));

interface AddressStepProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  onBilling: (field: BillingField, value: string) => void;
  onShipping: (field: ShippingField, value: string) => void;
  onSameAsBilling: (same: boolean) => void;
  onSubmit: () => void;
}

/** Step 1: billing details (prefilled from the profile), 'same as billing', and the shipping address. */
export function AddressStep({
  form,
  errors,
  onBilling,
  onShipping,
  onSameAsBilling,
  onSubmit,
}: AddressStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const billing = (field: BillingField) => ({
    id: `checkout-billing-${field}`,
    name: `billing.${field}`,
    value: form.billing[field],
    error: errors[`billing.${field}`],
    required: true,
    onChange: (event: { target: { value: string } }) => onBilling(field, event.target.value),
  });
  const shipping = (field: ShippingField) => ({
    id: `checkout-shipping-${field}`,
    name: `shipping.${field}`,
    value: form.shipping[field],
    error: errors[`shipping.${field}`],
    required: true,
    onChange: (event: { target: { value: string } }) => onShipping(field, event.target.value),
  });

  return (
    <form className="checkout-step" onSubmit={submit} noValidate aria-labelledby="checkout-step-1-title">
      <fieldset className="checkout-card">
        <legend id="checkout-step-1-title" className="checkout-card__title">
          <Icon name="user" size={20} />
          Informations de facturation
        </legend>
        <p className="checkout-card__hint">
          Les champs marqués d'un <span aria-hidden="true">*</span>
          <span className="visually-hidden">astérisque</span> sont obligatoires.
        </p>
        <div className="form-grid">
          <TextField label="Prénom" autoComplete="billing given-name" {...billing('firstName')} />
          <TextField label="Nom" autoComplete="billing family-name" {...billing('lastName')} />
          <TextField label="Email" type="email" autoComplete="billing email" {...billing('email')} />
          <TextField label="Téléphone" type="tel" autoComplete="billing tel" {...billing('phone')} />
          <TextField
            label="Adresse"
            autoComplete="billing street-address"
            className="form-grid__wide"
            {...billing('address')}
          />
          <TextField
            label="Code postal"
            autoComplete="billing postal-code"
            inputMode="numeric"
            {...billing('postalCode')}
          />
          <TextField label="Ville" autoComplete="billing address-level2" {...billing('city')} />
          <SelectField
            label="Pays"
            autoComplete="billing country"
            options={COUNTRY_OPTIONS}
            {...billing('country')}
          />
        </div>
      </fieldset>

      <fieldset className="checkout-card">
        <legend className="checkout-card__title">
          <Icon name="truck" size={20} />
          Adresse de livraison
        </legend>
        <Checkbox
          id="checkout-same-as-billing"
          label="L'adresse de livraison est identique à l'adresse de facturation"
          checked={form.sameAsBilling}
          onChange={(event) => onSameAsBilling(event.target.checked)}
        />
        {!form.sameAsBilling && (
          <div className="form-grid checkout-card__shipping">
            <TextField label="Prénom" autoComplete="shipping given-name" {...shipping('firstName')} />
            <TextField label="Nom" autoComplete="shipping family-name" {...shipping('lastName')} />
            <TextField
              label="Adresse"
              autoComplete="shipping street-address"
              className="form-grid__wide"
              {...shipping('address')}
            />
            <TextField
              label="Code postal"
              autoComplete="shipping postal-code"
              inputMode="numeric"
              {...shipping('postalCode')}
            />
            <TextField label="Ville" autoComplete="shipping address-level2" {...shipping('city')} />
            <SelectField
              label="Pays"
              autoComplete="shipping country"
              options={COUNTRY_OPTIONS}
              {...shipping('country')}
            />
          </div>
        )}
      </fieldset>

      <div className="checkout-step__actions">
        <Button type="submit" size="lg" className="checkout-step__next">
          Continuer vers le paiement
          <Icon name="chevronRight" size={18} />
        </Button>
      </div>
    </form>
  );
}
