import { PUBLIC_URL, uniqueEmail, useAccountsApp } from './support/accounts.js';
import { linkIn } from './support/mail-capture.js';

/** The customer's own profile against the real app: its fields, a password change, an email change verified by mail. */
describe('Accounts (real app, real PostgreSQL, real SMTP capture)', () => {
  const accounts = useAccountsApp();
  const { mail, post, profile, putProfile, registerAndVerify } = accounts;

  it('updates the profile; a password change needs the current one and ends other sessions', async () => {
    const email = uniqueEmail('profile');
    const token = await registerAndVerify(email);
    const update = await putProfile(token, {
      firstName: 'Léa',
      lastName: 'Martin',
      phone: '+32 470 12 34 56',
      gender: 'femme',
      address: { street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
      isAdmin: true,
      _id: 'ignored',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      success: true,
      message: 'Profil mis à jour avec succès',
      user: { lastName: 'Martin', gender: 'femme', isAdmin: false, address: { city: 'Bruxelles', region: '' } },
    });
    expect(update.json().token).toBeUndefined();

    const wrong = await putProfile(token, { currentPassword: 'Pasbon123!', newPassword: 'Autre-mdp-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'Mot de passe actuel incorrect',
    });

    const changed = await putProfile(token, { currentPassword: 'Motdepasse1!', newPassword: 'Autre-mdp-9' });
    expect(changed.statusCode).toBe(200);
    const newToken = changed.json().token as string;
    expect(newToken).toEqual(expect.any(String));
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(newToken)).statusCode).toBe(200);
    await mail.waitFor(email, { subject: /modifié/ });
  });

  it('keeps the old email until the new one is verified through a link sent to it', async () => {
    const email = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const taken = uniqueEmail('taken');
    const token = await registerAndVerify(email);
    await registerAndVerify(taken);

    const clash = await putProfile(token, { email: taken });
    expect(clash.statusCode).toBe(409);

    const res = await putProfile(token, { email: newEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailVerificationSent: true, user: { email, pendingEmail: newEmail } });
    const message = await mail.waitFor(newEmail);
    expect(message.text).toContain(newEmail);
    const verifyToken = new URL(linkIn(message, `${PUBLIC_URL}/email-verification?token=`)).searchParams.get('token')!;
    expect((await post('/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(200);
    const me = (await profile(token)).json();
    expect(me).toMatchObject({ email: newEmail, pendingEmail: '', isEmailVerified: true });
    expect((await post('/api/auth/login', { email: newEmail, password: 'Motdepasse1!' })).statusCode).toBe(200);
  });
});
