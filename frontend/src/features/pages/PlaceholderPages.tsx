import { UnderConstruction } from '../../components/UnderConstruction';

/** Pages announced by the shop whose content arrives later: the 'Page en construction' panel. */
export function PlaceholderPage({ title, text }: { title: string; text?: string }) {
  return <UnderConstruction title={title}>{text}</UnderConstruction>;
}
