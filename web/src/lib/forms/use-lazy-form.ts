// A server-rendered form whose checking code loads when it is used. The form's controls are plain
// uncontrolled elements painted from the HTML; its check (a shared zod schema, zod-check.ts) is a
// dynamic import started at the first focus, pointer press or input in the form, and awaited by
// the submit. What the visitor typed is read from the form itself (FormData), so nothing typed
// before the code arrived is lost. As with react-hook-form before: checked at the submit, then
// again at each change of a field once submitted; the first invalid field takes the focus.
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors = Partial<Record<string, string>>;
export type FormCheck<T> = (
  values: Record<string, string>,
) => { ok: true; values: T } | { ok: false; errors: FieldErrors };

const valuesOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(
    [...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']),
  );

const named = (element: Element): string | undefined =>
  'name' in element && typeof element.name === 'string' && element.name ? element.name : undefined;

/**
 * `onEngage`: also called at the form's first focus or press (and again at each): what else the
 * form will need can start loading then (the callable, Firebase Auth).
 */
export function useLazyForm<T>(
  load: () => Promise<FormCheck<T>>,
  onValid: (values: T) => void,
  onEngage?: () => void,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = useRef<Promise<FormCheck<T>> | undefined>(undefined);
  const submitted = useRef(false);

  const warm = useCallback(
    () =>
      (check.current ??= load().catch((error: unknown) => {
        check.current = undefined; // a failed download is tried again at the next use
        throw error;
      })),
    [load],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = (await warm())(valuesOf(form));
    submitted.current = true;
    if (result.ok) {
      setErrors({});
      onValid(result.values);
      return;
    }
    setErrors(result.errors);
    const first = [...form.elements].find((element) => {
      const name = named(element);
      return name !== undefined && result.errors[name] !== undefined;
    });
    if (first instanceof HTMLElement) first.focus();
  };

  // After a submit, a changed field is checked again (its own error only, as before).
  const onChange = useCallback(
    (event: ChangeEvent<HTMLFormElement>) => {
      const name = named(event.target);
      if (!submitted.current || !name) return;
      const form = event.currentTarget;
      void warm().then((run) => {
        const result = run(valuesOf(form));
        const message = result.ok ? undefined : result.errors[name];
        setErrors((current) =>
          current[name] === message ? current : { ...current, [name]: message },
        );
      });
    },
    [warm],
  );

  /** Back to a fresh form (its `reset`, e.g. after a send): no errors, checked again at the submit. */
  const reset = useCallback(() => {
    submitted.current = false;
    setErrors({});
  }, []);

  const start = useCallback(() => {
    void warm().catch(() => undefined);
    onEngage?.();
  }, [warm, onEngage]);
  const formProps = {
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    onChange,
    onReset: reset,
    onFocus: start,
    onPointerDown: start,
  };
  return { errors, reset, formProps };
}
