import { useState } from 'react';
import { toast } from '../../../components/toast';
import { ButtonAnchor } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  url: string;
}

export function ShareDialog({ open, onClose, title, url }: ShareDialogProps) {
  const [copied, setCopied] = useState(false);
  const text = `Découvrez la ${title} sur BoxPlaisir`;
  const encodedUrl = encodeURIComponent(url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success('Lien copié dans le presse-papiers');
    } catch {
      toast.error('Impossible de copier le lien. Sélectionnez-le et copiez-le manuellement.');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Partager cette box" description={title}>
      <div className="share">
        <label htmlFor="share-url" className="field__label">
          Lien de la page
        </label>
        <div className="share__copy">
          <input id="share-url" className="input" readOnly value={url} onFocus={(e) => e.target.select()} />
          <button type="button" className="btn btn--primary btn--md" onClick={copy}>
            <Icon name={copied ? 'check' : 'copy'} size={18} />
            {copied ? 'Copié' : 'Copier le lien'}
          </button>
        </div>
        <div className="share__links">
          <ButtonAnchor
            variant="secondary"
            href={`mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text} : ${url}`)}`}
            icon={<Icon name="mail" size={18} />}
          >
            E-mail
          </ButtonAnchor>
          <ButtonAnchor
            variant="secondary"
            href={`https://wa.me/?text=${encodeURIComponent(`${text} : ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            icon={<Icon name="phone" size={18} />}
          >
            WhatsApp
          </ButtonAnchor>
          <ButtonAnchor
            variant="secondary"
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`}
            target="_blank"
            rel="noopener noreferrer"
            icon={<Icon name="share" size={18} />}
          >
            Facebook
          </ButtonAnchor>
        </div>
      </div>
    </Dialog>
  );
}
