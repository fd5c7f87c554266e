// What the journeys and the bench do with an e-gift card (docs/design/gift-cards.md): read its code from
// the mail that carries it, and look it up on the balance page.

/** The code as the recipient's mail prints it: 4 groups of 4 characters. */
const CODE = /Votre code : ([0-9A-Z]{4}(?: [0-9A-Z]{4}){3})/;

/** The card's mail to `email` (the first one) and the code it carries; throws when it has none. */
export async function giftCardMailedTo(mailbox, email) {
  const mail = await mailbox.mailTo(email, 1, { subject: /carte cadeau/i });
  const code = mail.text.match(CODE)?.[1];
  if (!code) throw new Error(`no gift card code in the mail to ${email}:\n${mail.text}`);
  return { mail, code };
}

/** Opens /carte-cadeau/solde and asks for `code`'s balance (as typed: any case, spaces, dashes). */
export async function lookUpBalance(page, shopUrl, code) {
  await page.goto(`${shopUrl}/carte-cadeau/solde`);
  await page.getByLabel("Code de la carte cadeau").fill(code);
  await page.getByRole("button", { name: "Vérifier le solde" }).click();
}
