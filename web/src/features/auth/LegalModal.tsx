import { Modal } from '../../ui/Modal';

export type LegalDocument = 'terms' | 'privacy';

const DOCUMENTS: Record<LegalDocument, { title: string; paragraphs: string[] }> = {
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      'Habitat is provided to help you track habits on your own and with the groups you join. You keep ownership of everything you enter.',
      'Use Habitat lawfully and respectfully: do not misuse other members’ data, send abusive encouragements, or try to break the service.',
      'You can export your data or delete your account at any time from Settings. Deleting your account removes your data permanently.',
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      'Habitat stores your account, preferences, habits and check-ins to provide the service and to sync them between your devices.',
      'Group members see only what your per-habit sharing settings allow. Nothing is sold or shared with advertisers.',
      'Your data stays on your devices and our server; you can export it or delete it, with your account, at any time.',
    ],
  },
};

export function LegalModal({ document, onClose }: { document: LegalDocument; onClose(): void }) {
  const { title, paragraphs } = DOCUMENTS[document];
  return (
    <Modal title={title} onClose={onClose}>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <button type="button" className="button button--primary" onClick={onClose} data-autofocus>
        Close
      </button>
    </Modal>
  );
}
