import { SUPPORT } from '../lib/contact';
import { Icon } from './Icon';

/** The customer service's phone number, after its icon, as a tel: link. */
export function SupportPhone() {
  return (
    <>
      <Icon name="phone" size={16} /> <a href={`tel:${SUPPORT.phoneHref}`}>{SUPPORT.phone}</a>
    </>
  );
}

/** The customer service's e-mail address, after its icon, as a mailto: link. */
export function SupportEmail() {
  return (
    <>
      <Icon name="mail" size={16} /> <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
    </>
  );
}
