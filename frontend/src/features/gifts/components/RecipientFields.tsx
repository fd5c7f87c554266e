import { SelectField, TextField } from '../../../components/Field';
import { COUNTRIES } from '../../../lib/countries';
import type { GiftRecipient, RecipientField } from '../../cart';
import '../gifts.css';

const LABELS: Record<RecipientField, { label: string; autoComplete: string; type?: string }> = {
  firstName: { label: 'Prénom du destinataire', autoComplete: 'off' },
  lastName: { label: 'Nom de famille du destinataire', autoComplete: 'off' },
  email: { label: 'E-mail du destinataire', autoComplete: 'off', type: 'email' },
  address: { label: 'Adresse du destinataire', autoComplete: 'off' },
  postalCode: { label: 'Code postal', autoComplete: 'off' },
  city: { label: 'Ville', autoComplete: 'off' },
  country: { label: 'Pays', autoComplete: 'off' },
};

interface RecipientFieldsProps {
  /** Prefix of the controls' ids ('gift' → 'gift-recipient-email'). */
  idPrefix: string;
  value: Omit<GiftRecipient, 'email'> & { email?: string };
  /** The fields shown, in this order (the e-mail is left out when the address only is corrected). */
  fields: readonly RecipientField[];
  errors: Partial<Record<RecipientField, string>>;
  onChange: (field: RecipientField, value: string) => void;
}

/** The recipient of a gift subscription: names, e-mail, address, country (the shop's countries). */
export function RecipientFields({ idPrefix, value, fields, errors, onChange }: RecipientFieldsProps) {
  return (
    <div className="gift-recipient">
      {fields.map((field) => {
        const id = `${idPrefix}-recipient-${field}`;
        const { label, autoComplete, type } = LABELS[field];
        if (field === 'country') {
          return (
            <SelectField
              key={field}
              id={id}
              label={label}
              required
              value={value.country}
              error={errors.country}
              options={COUNTRIES.map((c) => ({ value: c.value, label: c.label }))}
              onChange={(event) => onChange('country', event.target.value)}
            />
          );
        }
        return (
          <TextField
            key={field}
            id={id}
            className={`gift-recipient__${field}`}
            label={label}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            required
            value={value[field] ?? ''}
            error={errors[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        );
      })}
    </div>
  );
}
