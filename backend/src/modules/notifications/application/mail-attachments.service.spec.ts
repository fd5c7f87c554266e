import { MailAttachments } from './mail-attachments.service.js';

describe('Values a mail shows but the outbox does not keep', () => {
  it('are made when the mail leaves, from the source its data names', async () => {
    const attachments = new MailAttachments();
    attachments.registerFields('gift-card', async (ref) => (ref === 'c1' ? { code: 'K3M9 7QRT 2XWZ 8HJD' } : null));
    expect(await attachments.complete({ amount: '50 €' })).toEqual({ amount: '50 €' });
    expect(await attachments.complete({ amount: '50 €', fields: { source: 'gift-card', ref: 'c1' } })).toEqual({
      amount: '50 €',
      fields: { source: 'gift-card', ref: 'c1' },
      code: 'K3M9 7QRT 2XWZ 8HJD',
    });
    // A missing source or value fails the send: the outbox tries again later.
    await expect(attachments.complete({ fields: { source: 'gift-card', ref: 'c2' } })).rejects.toThrow(/introuvables/);
    await expect(attachments.complete({ fields: { source: 'autre', ref: 'c1' } })).rejects.toThrow(/impossibles/);
  });
});
