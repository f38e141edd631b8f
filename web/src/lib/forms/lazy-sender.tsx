// A form's call to the server, loaded when the form is used: the component that calls
// useCallable (and with it the callable wrapper and Firebase) is a lazy module rendered once the
// form is engaged, so it is not on the page's load path. A send asked for before it has arrived
// waits for it, then goes.
import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

export type Sender<V> = { send: (values: V) => void; pending: boolean; sent: boolean };
export type SenderProps<V> = { onReady: (sender: Sender<V>) => void; onSent?: () => void };

/** `Component`: React.lazy of a component that calls useCallable and reports it via onReady. */
export function useLazySender<V>(
  Component: ComponentType<SenderProps<V>>,
  engaged: boolean,
  onSent?: () => void,
): { element: ReactNode; send: (values: V) => void; pending: boolean; sent: boolean } {
  const [sender, setSender] = useState<Sender<V> | null>(null);
  const [waiting, setWaiting] = useState(false);
  const queued = useRef<{ values: V } | null>(null);
  useEffect(() => {
    if (!sender || !queued.current) return;
    const { values } = queued.current;
    queued.current = null;
    setWaiting(false);
    sender.send(values);
  }, [sender]);
  const send = (values: V) => {
    if (sender) return sender.send(values);
    queued.current = { values };
    setWaiting(true);
  };
  const element =
    engaged || waiting ? (
      <Suspense fallback={null}>
        <Component onReady={setSender} {...(onSent && { onSent })} />
      </Suspense>
    ) : null;
  return {
    element,
    send,
    pending: waiting || (sender?.pending ?? false),
    sent: sender?.sent ?? false,
  };
}
