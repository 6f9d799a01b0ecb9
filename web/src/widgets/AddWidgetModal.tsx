import { Modal } from '../ui/Modal';
import { useToast } from '../ui/toast/ToastProvider';
import type { WidgetInfo } from './widget-catalogue';

interface AddWidgetModalProps {
  /** The widgets of this dashboard's mode. */
  available: readonly WidgetInfo[];
  active: readonly string[];
  onAdd(type: string): void;
  onClose(): void;
}

/** Spec §2 Add-widget modal: each widget with its description; 'Active' for those already shown. */
export function AddWidgetModal({ available, active, onAdd, onClose }: AddWidgetModalProps) {
  const toast = useToast();
  return (
    <Modal title="Add Widget" onClose={onClose}>
      <ul className="widget-picker">
        {available.map((widget) => {
          const isActive = active.includes(widget.type);
          const state = widget.comingSoon ? 'Not available yet' : isActive ? 'Active' : null;
          return (
            <li key={widget.type}>
              <button
                type="button"
                className="widget-picker__item"
                // Still focusable, so its 'Active' badge and description can be read from the keyboard.
                aria-disabled={isActive}
                aria-describedby={`widget-desc-${widget.type}`}
                onClick={() => {
                  if (isActive) return;
                  if (widget.comingSoon) {
                    toast.info(widget.comingSoon);
                    return;
                  }
                  onAdd(widget.type);
                  onClose();
                }}
              >
                <span className="widget-picker__title">{widget.title}</span>
                {state && <span className="badge">{state}</span>}
              </button>
              <p id={`widget-desc-${widget.type}`} className="widget-picker__description">
                {widget.description}
              </p>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
