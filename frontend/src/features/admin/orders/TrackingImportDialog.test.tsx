import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithRouter, stubFetch } from '../../../test/utils';
import { signIn } from '../test/orders';
import { TrackingImportDialog } from './TrackingImportDialog';

beforeEach(() => signIn());

const csv = () => new File(['BP-1;Bpost;323299\n'], 'suivis.csv', { type: 'text/csv' });

function choose(file: File) {
  const input = screen.getByLabelText('Fichier des suivis');
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
}

describe("the tracking import's outcome", () => {
  it('sends the file as multipart and shows the shipped, the unchanged and each refused row', async () => {
    const sent: { type: string | null; text: string }[] = [];
    stubFetch(async (url, request) => {
      expect(url.pathname).toBe('/api/admin/orders/tracking-import');
      sent.push({ type: request.headers.get('content-type'), text: await request.text() });
      return {
        body: {
          shipped: ['BP-1', 'BP-2'],
          unchanged: ['BP-3'],
          refused: [
            { line: 3, orderNumber: 'BP-404', reason: 'commande inconnue' },
            { line: 5, orderNumber: 'BP-4', reason: 'numéro de suivi manquant' },
          ],
        },
      };
    });
    renderWithRouter(<TrackingImportDialog open onClose={() => {}} />);
    choose(csv());
    const outcome = await screen.findByRole('status');
    expect(sent[0]!.type).toMatch(/^multipart\/form-data/);
    expect(sent[0]!.text).toContain('name="file"');
    expect(within(outcome).getByText('2 commandes expédiées')).toBeInTheDocument();
    expect(within(outcome).getByText('1 déjà expédiée')).toBeInTheDocument();
    const refused = within(outcome).getByRole('list', { name: 'Lignes refusées' });
    expect(within(refused).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ligne 3 — BP-404 : commande inconnue',
      'Ligne 5 — BP-4 : numéro de suivi manquant',
    ]);
  });

  it("shows the server's French message when the file is refused", async () => {
    stubFetch(() => ({
      status: 400,
      body: { statusCode: 400, code: 'TRACKING_FILE_INVALID', message: 'Le fichier ne contient aucune ligne.' },
    }));
    renderWithRouter(<TrackingImportDialog open onClose={() => {}} />);
    choose(csv());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Le fichier ne contient aucune ligne.'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
