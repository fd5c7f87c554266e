import { useParams } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { RetryNotice } from '../../components/RetryNotice';
import { Spinner } from '../../components/Spinner';
import { toast } from '../../components/toast';
import { errorMessage, errorStatus } from '../../lib/api';
import { formatCalendarDate, plural } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useNavigate } from '../../lib/useNavigate';
import { useClaimGiftMutation, useGetGiftQuery, type GiftView } from './endpoints';
import './gifts.css';

export const GIFT_PAGE_TEXTS = {
  claim: 'Recevoir ce cadeau sur mon compte',
  claimed: 'Le cadeau est sur votre compte : retrouvez-le dans « Mes abonnements ».',
  loadFailed: 'Impossible de charger ce cadeau. Veuillez réessayer.',
  claimFailed: 'Impossible de recevoir ce cadeau pour le moment. Veuillez réessayer.',
} as const;

/** /cadeau/:token (docs/design/gifting.md): the gift announced to its recipient, warmly, never with a price. */
export function GiftPage() {
  const { token = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useGetGiftQuery(token);

  if (isLoading) {
    return (
      <div className="container page page-loading">
        <Spinner label="Chargement de votre cadeau…" />
      </div>
    );
  }
  if (isError || !data) {
    const status = errorStatus(error);
    // 404 / 409: the server's French words ('Ce cadeau est introuvable.'), as they are.
    const known = status === 404 || status === 409;
    return (
      <div className="container page gift-page">
        {known ? (
          <div className="empty-state empty-state--page" role="alert">
            <Icon name="gift" size={48} />
            <h1 className="empty-state__title">Cadeau indisponible</h1>
            <p>{errorMessage(error, GIFT_PAGE_TEXTS.loadFailed)}</p>
            <ButtonLink to="/">Découvrir BoxPlaisir</ButtonLink>
          </div>
        ) : (
          <RetryNotice onRetry={refetch}>
            <p>{errorMessage(error, GIFT_PAGE_TEXTS.loadFailed)}</p>
          </RetryNotice>
        )}
      </div>
    );
  }
  return <GiftAnnouncement token={token} gift={data} />;
}

function GiftAnnouncement({ token, gift }: { token: string; gift: GiftView }) {
  const session = useSession();
  const navigate = useNavigate();
  const [claim, { isLoading: claiming }] = useClaimGiftMutation();
  const here = `/cadeau/${encodeURIComponent(token)}`;
  const ended = gift.status === 'terminee' || gift.status === 'annulee';

  const receive = async () => {
    try {
      await claim(token).unwrap();
      toast.success(GIFT_PAGE_TEXTS.claimed);
      navigate('/abonnements');
    } catch (failure) {
      toast.error(errorMessage(failure, GIFT_PAGE_TEXTS.claimFailed));
    }
  };

  return (
    <div className="container page gift-page">
      <article className="gift-card" aria-labelledby="gift-title">
        <p className="gift-card__ribbon">
          <Icon name="gift" size={20} />
          Un cadeau de {gift.fromFirstName}
        </p>
        <h1 id="gift-title" className="gift-card__title">
          {gift.recipientFirstName}, {gift.fromFirstName} vous offre un abonnement BoxPlaisir
        </h1>
        <p className="gift-card__offered">{gift.offered}</p>

        {gift.message && (
          <figure className="gift-card__message">
            <blockquote>{gift.message}</blockquote>
            <figcaption>— {gift.fromFirstName}</figcaption>
          </figure>
        )}

        <dl className="gift-card__facts">
          <div>
            <dt>{gift.boxesSent === 0 ? 'Première box' : 'Prochaine box'}</dt>
            <dd>{gift.nextBoxDate ? formatCalendarDate(gift.nextBoxDate) : '—'}</dd>
          </div>
          <div>
            <dt>Box</dt>
            <dd>
              {plural(gift.boxesSent, 'box envoyée', 'box envoyées')} sur {gift.boxesTotal}
            </dd>
          </div>
          <div>
            <dt>Statut</dt>
            <dd>{gift.statusLabel}</dd>
          </div>
        </dl>

        <div className="gift-card__actions">
          {gift.claimed ? (
            <>
              <p className="gift-card__note">{GIFT_PAGE_TEXTS.claimed}</p>
              <ButtonLink to="/abonnements">Mes abonnements</ButtonLink>
            </>
          ) : ended ? null : session ? (
            <button
              type="button"
              className="btn btn--primary btn--lg"
              onClick={() => void receive()}
              disabled={claiming}
              aria-busy={claiming}
            >
              <Icon name="gift" size={20} />
              {GIFT_PAGE_TEXTS.claim}
            </button>
          ) : (
            <>
              <ButtonLink to="/login" state={{ from: here }} size="lg" icon={<Icon name="gift" size={20} />}>
                {GIFT_PAGE_TEXTS.claim}
              </ButtonLink>
              <p className="gift-card__note">
                Connectez-vous ou créez votre compte : vous reviendrez ici pour recevoir votre cadeau et
                suivre vos box.
              </p>
            </>
          )}
          <ButtonLink to={`/product/${gift.productId}`} variant="secondary">
            Découvrir {gift.productName}
          </ButtonLink>
        </div>
      </article>
    </div>
  );
}
