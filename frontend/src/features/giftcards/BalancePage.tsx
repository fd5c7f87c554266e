import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { errorMessage } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { useCheckGiftCardBalanceMutation } from './endpoints';
import type { BalanceAnswer } from './types';
import './giftcards.css';

export const BALANCE_TEXTS = {
  required: 'Saisissez le code de la carte cadeau',
  failed: 'Impossible de vérifier le solde pour le moment. Veuillez réessayer.',
} as const;

/** The code as the server reads it: without spaces nor dashes, in capitals ('abcd efgh…' → 'ABCDEFGH…'). */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * /carte-cadeau/solde (docs/design/gift-cards.md): the balance of a card from its code, its end of
 * validity and its status; the server's refusals (unknown code, too many tries) as it words them.
 */
export function BalancePage() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<BalanceAnswer | null>(null);
  const [check, { isLoading }] = useCheckGiftCardBalanceMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseCode(code);
    if (!normalised) {
      setError(BALANCE_TEXTS.required);
      return;
    }
    setAnswer(null);
    try {
      setAnswer(await check(normalised).unwrap());
      setError(undefined);
    } catch (failure) {
      // 404 'Ce code ne correspond à aucune carte cadeau.' and the 429s: the server's own words.
      setError(errorMessage(failure, BALANCE_TEXTS.failed));
    }
  };

  return (
    <div className="container page card-page">
      <header className="page-header">
        <h1 className="page-title">Solde d’une carte cadeau</h1>
        <p className="page-lead">Le code figure sur la carte reçue par e-mail ou imprimée : 16 caractères.</p>
      </header>
      <form className="form-card balance-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="balance-code"
          label="Code de la carte cadeau"
          hint="Avec ou sans espaces, majuscules ou minuscules"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <div>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
            Vérifier le solde
          </Button>
        </div>
      </form>

      <div aria-live="polite">
        {answer && (
          <section
            className="form-card balance-result"
            aria-labelledby="balance-title"
            data-testid="balance-result"
          >
            <h2 id="balance-title" className="form-card__title">
              <Icon name="gift" size={20} />
              Carte •••• {answer.last4}
            </h2>
            <p className="balance-result__amount" data-testid="balance-amount">
              {formatMoney(answer.balanceCents / 100)}
            </p>
            <dl className="balance-result__facts">
              <div>
                <dt>Statut</dt>
                <dd data-testid="balance-status">{answer.statusLabel}</dd>
              </div>
              <div>
                <dt>Valable jusqu’au</dt>
                <dd>
                  <time dateTime={answer.expiresAt}>{formatDate(answer.expiresAt)}</time>
                </dd>
              </div>
            </dl>
          </section>
        )}
      </div>

      <p className="card-page__more">
        <Link to="/carte-cadeau" className="link-arrow">
          Offrir une carte cadeau
        </Link>
      </p>
    </div>
  );
}
