import { Download, Share, SquarePlus } from 'lucide-react';
import { promptInstall } from './install-prompt';
import { useInstallOffer } from './useInstallOffer';
import './install.css';

/**
 * Today's one-time offer to install Habitat (issue 32, item 1): on an iPhone or iPad, the two taps
 * that add it to the Home Screen, which its reminders need; where the browser has an install
 * prompt, Habitat's own Install button. Never in the installed app, and gone for good once the
 * person says not now.
 */
export function InstallCard() {
  const { offer, dismiss } = useInstallOffer();
  if (offer === null) return null;

  if (offer === 'install-button') {
    return (
      <section className="card install-card" aria-labelledby="install-card-title">
        <h2 id="install-card-title" className="install-card__title">
          Install Habitat
        </h2>
        <p className="install-card__text">It opens in its own window, works offline and can remind you.</p>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary button--sm"
            onClick={() =>
              void promptInstall()
                .then((outcome) => outcome === 'accepted' && dismiss())
                .catch(() => {})
            }
          >
            <Download size={16} aria-hidden="true" /> Install
          </button>
          <button type="button" className="button button--ghost button--sm" onClick={dismiss}>
            Not now
          </button>
        </div>
      </section>
    );
  }

  // Compact (issue 27: Today's list comes first): a heading, its answer, and two taps in one line.
  return (
    <section className="card install-card" aria-labelledby="install-card-title">
      <div className="install-card__head">
        <h2 id="install-card-title" className="install-card__title">
          Add Habitat to your Home Screen
        </h2>
        <button type="button" className="link-button install-card__dismiss" onClick={dismiss}>
          Not now
        </button>
      </div>
      <p className="install-card__text">
        Tap <Share size={15} aria-hidden="true" className="install-card__icon" /> <strong>Share</strong>, then{' '}
        <SquarePlus size={15} aria-hidden="true" className="install-card__icon" />{' '}
        <strong>Add to Home Screen</strong>. It opens like an app and works offline; on an iPhone or iPad,
        reminders need it.
      </p>
    </section>
  );
}
