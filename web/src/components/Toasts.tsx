import { alertAutoCloseMs } from '@bequest/sdk/app';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export interface ToastRequest {
  readonly title?: string;
  readonly message: string;
  readonly tone: 'success' | 'error';
  /** Stays until closed (platform-core.md 8). */
  readonly persistent?: boolean;
}

interface Toast extends ToastRequest {
  readonly id: number;
}

const ToastContext = createContext<(toast: ToastRequest) => void>(() => undefined);
const ClearToastsContext = createContext<() => void>(() => undefined);

/** Shows a toast: success is announced politely, an error at once. */
export const useToast = () => useContext(ToastContext);

/** Closes every toast shown, as a flow does when it starts a new step (platform-core.md 4.15). */
export const useClearToasts = () => useContext(ClearToastsContext);

// `onClose` is the provider's stable callback: a toast's timer runs from when it appeared, not
// from when another toast last changed the list.
const ToastItem = ({
  toast,
  onClose,
}: {
  readonly toast: Toast;
  readonly onClose: (id: number) => void;
}) => {
  useEffect(() => {
    const after = alertAutoCloseMs({ persistent: toast.persistent, toastTransition: true });
    if (after === null) return;
    const timer = setTimeout(() => onClose(toast.id), after);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div
      className={`toast toast--${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
    >
      {toast.title && <strong>{toast.title}</strong>}
      <p>{toast.message}</p>
      <button type="button" className="link-button" onClick={() => onClose(toast.id)}>
        Dismiss
      </button>
    </div>
  );
};

/** The toasts of the whole app: each closes after 4.5 s unless persistent (platform-core.md 8). */
export const ToastProvider = ({ children }: { readonly children: ReactNode }) => {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback(
    (toast: ToastRequest) =>
      setToasts((shown) => [...shown, { ...toast, id: Date.now() + Math.random() }]),
    [],
  );
  const close = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  const clear = useCallback(() => setToasts([]), []);
  return (
    <ToastContext.Provider value={show}>
      <ClearToastsContext.Provider value={clear}>
        {children}
        {/* Above an open modal, and still read out: React Aria hides the rest of the page. */}
        <div className="toasts" data-react-aria-top-layer="true">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onClose={close} />
          ))}
        </div>
      </ClearToastsContext.Provider>
    </ToastContext.Provider>
  );
};
