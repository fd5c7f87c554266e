/**
 * HTML of the sandbox's hosted checkout page, in French, styled simply after Mollie's test-mode page.
 * No script (the shop's CSP forbids inline scripts): plain forms and submit buttons.
 */

export const SANDBOX_CHOICES = ['paid', 'failed', 'canceled', 'expired', 'open'] as const;
export type SandboxChoice = (typeof SANDBOX_CHOICES)[number];

/** The buttons, in the order of Mollie's test page. */
export const SANDBOX_CHOICE_LABELS: Readonly<Record<SandboxChoice, string>> = {
  paid: 'Payé',
  failed: 'Échoué',
  canceled: 'Annulé',
  expired: 'Expiré',
  open: 'Ouvert',
};

export function isSandboxChoice(value: unknown): value is SandboxChoice {
  return typeof value === 'string' && (SANDBOX_CHOICES as readonly string[]).includes(value);
}

export interface CheckoutPageView {
  paymentId: string;
  description: string;
  /** e.g. '49,99 €'. */
  amountText: string;
  /** The method fixed at creation, or null: the shopper picks one here. */
  method: { id: string; description: string; logo: string; issuer: string | null } | null;
  /** Methods offered when none was fixed (those accepting the amount). */
  methodChoices: { id: string; description: string; logo: string }[];
  expiresText: string;
}

export interface MessagePageView {
  title: string;
  message: string;
  link?: { href: string; label: string };
  status?: number;
}

const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    background:#f4f5f7;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Arial,sans-serif;color:#0a2540}
  main{width:100%;max-width:420px;margin:24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(10,37,64,.12);overflow:hidden}
  header{background:#0a2540;color:#fff;padding:16px 24px;display:flex;justify-content:space-between;align-items:center}
  header strong{font-size:18px;letter-spacing:.02em}
  .badge{background:#ffb800;color:#0a2540;font-size:12px;font-weight:700;padding:2px 8px;border-radius:999px;text-transform:uppercase}
  section{padding:24px}
  .order{border-bottom:1px solid #e6e9ee;padding-bottom:16px;margin-bottom:16px}
  .order p{margin:0;color:#536174;font-size:14px}
  .amount{font-size:28px;font-weight:700;margin:4px 0 0}
  .method{display:flex;align-items:center;gap:12px;margin:0 0 16px}
  .method img{width:32px;height:24px}
  fieldset{border:0;padding:0;margin:0 0 16px}
  legend{font-size:14px;color:#536174;margin-bottom:8px}
  label.choice{display:flex;align-items:center;gap:10px;padding:8px 10px;border:1px solid #e6e9ee;border-radius:8px;margin-bottom:6px;cursor:pointer}
  .hint{font-size:14px;color:#536174;margin:0 0 12px}
  .buttons{display:grid;grid-template-columns:1fr 1fr;gap:8px}
  button{font:inherit;font-weight:600;padding:12px;border-radius:8px;border:1px solid #c9d1dc;background:#fff;color:#0a2540;cursor:pointer}
  button:focus-visible,a:focus-visible{outline:3px solid #0070f3;outline-offset:2px}
  button.paid{grid-column:1/-1;background:#0070f3;border-color:#0070f3;color:#fff}
  footer{padding:0 24px 20px;font-size:12px;color:#7a8799}
  a{color:#0058c4}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><strong>Mollie</strong><span class="badge">Mode test</span></header>
${body}
<footer>Bac à sable de paiement local : aucun argent réel n'est débité.</footer>
</main>
</body>
</html>
`;
}

export function renderCheckoutPage(view: CheckoutPageView): string {
  const method = view.method
    ? `<p class="method"><img src="${escapeHtml(view.method.logo)}" alt=""> <span>${escapeHtml(view.method.description)}${
        view.method.issuer ? ` — ${escapeHtml(view.method.issuer)}` : ''
      }</span></p>`
    : view.methodChoices.length > 0
      ? `<fieldset><legend>Moyen de paiement</legend>${view.methodChoices
          .map(
            (choice, index) =>
              `<label class="choice"><input type="radio" name="method" value="${escapeHtml(choice.id)}"${
                index === 0 ? ' checked' : ''
              }> <img src="${escapeHtml(choice.logo)}" alt="" width="32" height="24"> ${escapeHtml(choice.description)}</label>`,
          )
          .join('')}</fieldset>`
      : '';
  const buttons = (Object.entries(SANDBOX_CHOICE_LABELS) as [SandboxChoice, string][])
    .map(([value, label]) => `<button type="submit" name="status" value="${value}" class="${value}">${label}</button>`)
    .join('\n');
  return page(
    `Paiement test — ${view.description}`,
    `<section>
<div class="order">
<p>${escapeHtml(view.description)}</p>
<p class="amount">${escapeHtml(view.amountText)}</p>
<p>Référence ${escapeHtml(view.paymentId)} · expire ${escapeHtml(view.expiresText)}</p>
</div>
<form method="post">
${method}
<p class="hint">Choisissez le statut de ce paiement test :</p>
<div class="buttons">
${buttons}
</div>
</form>
</section>`,
  );
}

export function renderMessagePage(view: MessagePageView): string {
  return page(
    view.title,
    `<section>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(view.title)}</h1>
<p>${escapeHtml(view.message)}</p>
${view.link ? `<p><a href="${escapeHtml(view.link.href)}">${escapeHtml(view.link.label)}</a></p>` : ''}
</section>`,
  );
}
