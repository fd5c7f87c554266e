import { useEffect, type RefObject } from 'react';
import { toast } from '../../components/toast';
import { PROFILE_MESSAGES } from './form';

/** The address parts an autocomplete suggestion fills (docs/design/accounts.md: street, city, postalCode, region, country). */
export interface AddressParts {
  street?: string;
  postalCode?: string;
  city?: string;
  region?: string;
  country?: string;
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** Reads the Google Places address components into our fields ('Rue de la Loi 16', Belgian order). */
export function addressFromComponents(components: AddressComponent[]): AddressParts {
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const route = find('route')?.long_name ?? '';
  const number = find('street_number')?.long_name ?? '';
  const parts: AddressParts = {};
  const street = [route, number].filter(Boolean).join(' ');
  if (street) parts.street = street;
  const postalCode = find('postal_code')?.long_name;
  if (postalCode) parts.postalCode = postalCode;
  const city = (find('locality') ?? find('postal_town') ?? find('administrative_area_level_2'))?.long_name;
  if (city) parts.city = city;
  const region = (find('administrative_area_level_1') ?? find('administrative_area_level_2'))?.long_name;
  if (region) parts.region = region;
  const country = find('country')?.short_name;
  if (country) parts.country = country;
  return parts;
}

interface PlacesAutocomplete {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): { address_components?: AddressComponent[] };
}

interface GoogleMapsGlobal {
  maps?: {
    places?: {
      Autocomplete: new (
        input: HTMLInputElement,
        options: { types: string[]; fields: string[] },
      ) => PlacesAutocomplete;
    };
    event?: { clearInstanceListeners(instance: unknown): void };
  };
}

let loading: Promise<void> | null = null;

function loadMapsScript(key: string): Promise<void> {
  const existing = (window as unknown as { google?: GoogleMapsGlobal }).google;
  if (existing?.maps?.places) return Promise.resolve();
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&language=fr&region=BE`;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading = null;
        script.remove();
        reject(new Error('maps script failed'));
      };
      document.head.appendChild(script);
    });
  }
  return loading;
}

/** The maps key the SPA was built with; empty when none (plain address fields, no autocomplete). */
export function mapsApiKey(): string {
  const key: unknown = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;
  return typeof key === 'string' ? key.trim() : '';
}

/**
 * Address autocomplete on the street input, only when VITE_GOOGLE_MAPS_API_KEY is set. Without a key
 * nothing is loaded and nothing is reported: the fields are plain inputs.
 */
export function useAddressAutocomplete(
  inputRef: RefObject<HTMLInputElement | null>,
  onPick: (parts: AddressParts) => void,
  enabled: boolean,
): void {
  useEffect(() => {
    const key = mapsApiKey();
    if (!key || !enabled) return;
    let cancelled = false;
    let listener: { remove(): void } | undefined;
    loadMapsScript(key)
      .then(() => {
        if (cancelled || !inputRef.current) return;
        try {
          const google = (window as unknown as { google?: GoogleMapsGlobal }).google;
          const Autocomplete = google?.maps?.places?.Autocomplete;
          if (!Autocomplete) throw new Error('places library missing');
          const autocomplete = new Autocomplete(inputRef.current, {
            types: ['address'],
            fields: ['address_components'],
          });
          listener = autocomplete.addListener('place_changed', () => {
            const components = autocomplete.getPlace().address_components;
            if (components) onPick(addressFromComponents(components));
          });
        } catch {
          toast.error(PROFILE_MESSAGES.autocompleteInit, { id: 'autocomplete' });
        }
      })
      .catch(() => {
        if (!cancelled) toast.error(PROFILE_MESSAGES.autocompleteLoad, { id: 'autocomplete' });
      });
    return () => {
      cancelled = true;
      listener?.remove();
    };
    // onPick is read once per attach on purpose: it only sets form state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, inputRef]);
}
