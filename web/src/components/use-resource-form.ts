import { type ChangeEvent, type Dispatch, type SetStateAction, useState } from 'react';
import type { z } from 'zod';
import { type FocusTarget, focusOutcome } from '../lib/focus-outcome';
import { showToast } from '../lib/toasts';
import { type FieldErrors, reportApiError, useTranslate, validate } from './form';

/** What the hook needs of a TanStack mutation (`useMutation`'s result fits as it is). */
export type FormMutation<Variables, Result> = {
  mutate: (
    variables: Variables,
    handlers: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

export type ResourceFormOptions<Values, Schema extends z.ZodType, Variables, Result> = {
  /** The form's first values, and the values it goes back to when `reset` is set. */
  initial: () => Values;
  /** The rules the server checks too, run before anything is sent; without them, only the server checks. */
  schema?: Schema;
  /** What the schema checks, when it is not the values as they are (text turned into numbers…). */
  input?: (values: Values) => unknown;
  /** Checks the schema cannot make (a number the person mistyped); they win over the schema's. */
  check?: (values: Values) => FieldErrors;
  mutation: FormMutation<Variables, Result>;
  /** The mutation's variables, from the checked data. */
  variables: (data: z.infer<Schema>, values: Values) => Variables;
  /** The success toast's text; none when the page itself shows the outcome. */
  success?: (result: Result, values: Values) => string | undefined;
  /** Back to `initial()` after a success: a form that adds one thing after another. */
  reset?: boolean;
  onSuccess?: (result: Result, values: Values) => void;
  /** Where focus goes after a success (docs/decisions/0018-focus-and-names.md). */
  focus?: FocusTarget;
};

/** What a form's fields need of the hook (a fields component can take it whole). */
export type ResourceForm<Values> = {
  values: Values;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  setValues: Dispatch<SetStateAction<Values>>;
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  submit: () => void;
  text: <K extends keyof Values & string>(
    key: K,
    error?: string,
  ) => {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    error: string | undefined;
  };
  pending: boolean;
};

/**
 * One form's sequence: its values, its errors by field, the shared schema's check before sending
 * (no call while it fails), the mutation, the success toast, and the server's refusals (422s by
 * field, anything else as a danger toast; `reportApiError`). Forms keep only their fields.
 */
export function useResourceForm<
  Values extends object,
  Variables,
  Result,
  Schema extends z.ZodType = z.ZodType<Values>,
>(options: ResourceFormOptions<Values, Schema, Variables, Result>) {
  const translate = useTranslate();
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    // Without a schema the data are the values as they are (the type's default says so).
    const checked = options.schema
      ? validate(options.schema, options.input ? options.input(values) : values, translate)
      : { data: values as z.infer<Schema>, errors: null };
    const all = { ...(checked.errors ?? {}), ...(options.check?.(values) ?? {}) };
    setErrors(all);
    if (Object.keys(all).length > 0 || !checked.data) return;
    options.mutation.mutate(options.variables(checked.data, values), {
      onSuccess: (result) => {
        const message = options.success?.(result, values);
        if (message) showToast('success', message);
        if (options.reset) setValues(options.initial());
        options.onSuccess?.(result, values);
        if (options.focus) focusOutcome(options.focus);
      },
      onError: (error) => reportApiError(error, translate, setErrors),
    });
  };

  /** A text field's (or a native select's) value, change handler and error; `error` names the error's key when it differs. */
  const text = <K extends keyof Values & string>(key: K, error: string = key) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, event.currentTarget.value as Values[K]),
    error: errors[error],
  });

  return { values, set, setValues, errors, setErrors, submit, text, pending: options.mutation.isPending };
}
