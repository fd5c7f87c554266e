import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../lib/useNavigate';
import { toast } from '../../components/toast';
import { Button, ButtonLink } from '../../components/Button';
import { SelectField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { RetryNotice } from '../../components/RetryNotice';
import { Spinner } from '../../components/Spinner';
import { errorCode, errorMessage, errorStatus, fieldErrors } from '../../lib/api';
import { COUNTRIES } from '../../lib/countries';
import { fullName, updateSession } from '../../lib/session';
import { missingCheckoutFields, missingCheckoutInfo, type CheckoutField } from './completeness';
import { useGetProfileQuery } from './endpoints';
import {
  PROFILE_MESSAGES as M,
  formAsProfile,
  formField,
  toForm,
  toPayload,
  validateProfile,
  type ProfileDetails,
  type ProfileForm,
  type ProfileFormErrors,
} from './form';
import { useAddressAutocomplete, type AddressParts } from './addressAutocomplete';
import { ADDRESS_FIELDS, PASSWORD_FIELDS, PERSONAL_FIELDS, ProfileFields, type Bind } from './ProfileFields';
import { SignOutEverywhere } from './SignOutEverywhere';
import { useUpdateProfileMutation } from './updateEndpoint';
import './profile.css';
import { EmailText } from '../../components/BreakText';

/** After saving a complete profile in checkout mode, the customer goes on to /checkout after 0.8 s. */
export const CHECKOUT_REDIRECT_MS = 800;

const GENDERS = [
  { value: '', label: 'Non précisé' },
  { value: 'homme', label: 'Homme' },
  { value: 'femme', label: 'Femme' },
  { value: 'autre', label: 'Autre' },
];

/** Form fields required for checkout (docs/design/accounts.md), by the names the completeness rule uses. */
const CHECKOUT_FIELDS: Partial<Record<keyof ProfileForm, CheckoutField>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  street: 'address.street',
  postalCode: 'address.postalCode',
  city: 'address.city',
  country: 'address.country',
};

/** /profile: the customer's details, address and password; `?checkout=pending` completes them for checkout. */
export function ProfilePage() {
  const { data, isLoading, isError, refetch } = useGetProfileQuery();
  const failed = useRef(false);

  useEffect(() => {
    if (isError && !failed.current) {
      failed.current = true;
      toast.error(M.loadFailed, { id: 'profile-load' });
    }
  }, [isError]);

  if (isLoading) {
    return (
      <div className="container page profile-page">
        <h1 className="page-title">Mon profil</h1>
        <div className="page-loading">
          <Spinner label="Chargement de votre profil…" />
        </div>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="container page profile-page">
        <h1 className="page-title">Mon profil</h1>
        <RetryNotice onRetry={refetch}>
          <p>{M.loadFailed}</p>
        </RetryNotice>
      </div>
    );
  }
  return <ProfileEditor profile={data as ProfileDetails} />;
}

function ProfileEditor({ profile }: { profile: ProfileDetails }) {
  const [params] = useSearchParams();
  const checkoutMode = params.get('checkout') === 'pending';
  const navigate = useNavigate();
  const [saved, setSaved] = useState<ProfileDetails>(profile);
  const [form, setForm] = useState<ProfileForm>(() => toForm(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const streetRef = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  useAddressAutocomplete(streetRef, (parts: AddressParts) => setForm((f) => ({ ...f, ...parts })), true);

  const missing = new Set(missingCheckoutFields(formAsProfile(form)));
  const starred = (field: keyof ProfileForm): boolean => {
    if (field === 'firstName' || field === 'lastName' || field === 'email') return true;
    const checkoutField = CHECKOUT_FIELDS[field];
    return checkoutMode && checkoutField !== undefined;
  };
  const markMissing = (field: keyof ProfileForm): string | undefined => {
    const checkoutField = CHECKOUT_FIELDS[field];
    return checkoutMode && checkoutField && missing.has(checkoutField) ? 'profile-field--missing' : undefined;
  };

  const bind: Bind = (field, extraClass) => ({
    name: field,
    value: form[field],
    required: starred(field),
    error: errors[field],
    className: [extraClass, markMissing(field)].filter(Boolean).join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setForm((f) => ({ ...f, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(M.fixErrors, { id: 'profile-save' });
      return;
    }
    try {
      const result = await updateProfile(toPayload(form)).unwrap();
      const user = result.user ?? { ...saved, ...formAsProfile(form) };
      toast.success(result.message, { id: 'profile-save' });
      if (result.emailVerificationSent) {
        toast.info(
          <>
            Un email de confirmation a été envoyé à{' '}
            <EmailText email={user.pendingEmail || form.email.trim()} />. Votre nouvelle adresse sera utilisée
            après sa vérification.
          </>,
          { id: 'profile-email', duration: 6000 },
        );
      }
      updateSession({
        ...(result.token ? { token: result.token } : {}),
        userName: fullName(user.firstName ?? '', user.lastName ?? ''),
        ...(user.email ? { userEmail: user.email } : {}),
      });
      setSaved(user);
      setForm(toForm(user));
      if (checkoutMode && missingCheckoutInfo(user).length === 0) {
        redirect.current = setTimeout(() => navigate('/checkout'), CHECKOUT_REDIRECT_MS);
      }
    } catch (err) {
      const status = errorStatus(err);
      if (errorCode(err) === 'INVALID_CURRENT_PASSWORD' || status === 401) {
        // The server's words for a wrong current password, under the field and in the notification.
        const wrongPassword = errorMessage(err, M.saveFailed);
        setErrors((e) => ({ ...e, currentPassword: wrongPassword }));
        toast.error(wrongPassword, { id: 'profile-save' });
        return;
      }
      const serverErrors: ProfileFormErrors = {};
      for (const [name, messages] of Object.entries(fieldErrors(err))) {
        const field = formField(name);
        if (field && messages[0]) serverErrors[field] = messages[0];
      }
      setErrors(serverErrors);
      toast.error(errorMessage(err, M.saveFailed), { id: 'profile-save' });
    }
  };

  const cancel = () => {
    setForm(toForm(saved));
    setErrors({});
  };

  const countryOptions: { value: string; label: string }[] = COUNTRIES.some((c) => c.value === form.country)
    ? [...COUNTRIES]
    : [...COUNTRIES, { value: form.country, label: form.country }];

  return (
    <div className="container page profile-page">
      <header className="page-header profile-page__header">
        <div>
          <h1 className="page-title">Mon profil</h1>
          <p className="page-lead">Vos coordonnées servent à la livraison de vos box et à vos factures.</p>
        </div>
      </header>

      {checkoutMode && (
        <div className="profile-banner" role="status" data-testid="checkout-banner">
          <Icon name="info" size={22} />
          <p>{M.checkoutBanner}</p>
        </div>
      )}

      {saved.pendingEmail && (
        <div className="profile-banner profile-banner--pending" role="status" data-testid="pending-email">
          <Icon name="mail" size={22} />
          <p>
            Un email de confirmation a été envoyé à{' '}
            <strong>
              <EmailText email={saved.pendingEmail} />
            </strong>
            . Votre adresse actuelle (<EmailText email={saved.email ?? ''} />) reste utilisée jusqu&apos;à ce
            que la nouvelle soit vérifiée.
          </p>
        </div>
      )}

      <form className="profile-form" onSubmit={submit} noValidate aria-busy={saving}>
        <fieldset className="form-card">
          <legend className="form-card__title">Informations personnelles</legend>
          <div className="profile-grid">
            <ProfileFields fields={PERSONAL_FIELDS} bind={bind} />
            <SelectField id="profile-gender" label="Genre" options={GENDERS} {...bind('gender')} />
          </div>
        </fieldset>

        <fieldset className="form-card">
          <legend className="form-card__title">Adresse de livraison</legend>
          <div className="profile-grid">
            <ProfileFields fields={ADDRESS_FIELDS} bind={bind} streetRef={streetRef} />
            <SelectField
              id="profile-country"
              label="Pays"
              autoComplete="country"
              options={countryOptions}
              {...bind('country')}
            />
          </div>
        </fieldset>

        <fieldset className="form-card">
          <legend className="form-card__title">Changer le mot de passe</legend>
          <p className="form-card__lead">Laissez ces champs vides pour garder votre mot de passe actuel.</p>
          <div className="profile-grid">
            <ProfileFields fields={PASSWORD_FIELDS} bind={bind} password />
          </div>
        </fieldset>

        <p className="profile-form__legend">
          <span className="field__required" aria-hidden="true">
            *
          </span>{' '}
          {checkoutMode ? 'Champs obligatoires pour finaliser votre commande' : 'Champs obligatoires'}
        </p>

        <div className="profile-actions">
          {checkoutMode ? (
            <>
              <ButtonLink to="/cart" variant="ghost" icon={<Icon name="arrowLeft" size={18} />}>
                Retour au panier
              </ButtonLink>
              <Button type="submit" variant="primary" size="lg" disabled={saving}>
                {saving ? 'Enregistrement…' : 'Enregistrer et continuer'}
              </Button>
            </>
          ) : (
            <>
              <ButtonLink to="/" variant="ghost" icon={<Icon name="arrowLeft" size={18} />}>
                Retour à l&apos;accueil
              </ButtonLink>
              <Button variant="secondary" onClick={cancel} disabled={saving}>
                Annuler
              </Button>
              <Button type="submit" variant="primary" disabled={saving}>
                {saving ? 'Enregistrement…' : 'Enregistrer les modifications'}
              </Button>
            </>
          )}
        </div>
      </form>

      {!checkoutMode && <SignOutEverywhere />}
    </div>
  );
}
