import { Icon } from '../../components/Icon';
import { install, reloadWithUpdate, usePwa } from './pwaState';

/** The 'nouvelle version' prompt and the offline notice, at the bottom of every screen. */
export function PwaNotices() {
  const { updateReady, online } = usePwa();
  return (
    <div className="pwa-notices">
      {!online && (
        <p className="pwa-notice pwa-notice--offline" role="status">
          Vous êtes hors ligne : vous consultez la dernière version enregistrée de la boutique. Le panier et
          le paiement reviendront avec la connexion.
        </p>
      )}
      {updateReady && (
        <div className="pwa-notice pwa-notice--update" role="alertdialog" aria-labelledby="pwa-update-text">
          <p id="pwa-update-text">Une nouvelle version de BoxPlaisir est disponible.</p>
          <button type="button" className="btn btn--primary btn--sm" onClick={() => void reloadWithUpdate()}>
            Recharger
          </button>
        </div>
      )}
    </div>
  );
}

/** The header's install button, only while the browser offers installation. */
export function InstallButton() {
  const { canInstall } = usePwa();
  if (!canInstall) return null;
  return (
    <button type="button" className="btn btn--secondary btn--sm install-app" onClick={() => void install()}>
      <Icon name="download" size={18} /> Installer l'application
    </button>
  );
}
