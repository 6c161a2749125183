import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { isApiError } from '../errors';

/** A contracts schema whose input is a form's values. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

/** `useForm`'s options, less the resolver (the schema's). */
export type ContractFormOptions<S extends FormSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>;

/** `useForm`'s return, typed by the schema (input values, output on submit), with `applyServerError`. */
export type ContractForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /**
   * Puts the field messages of a refused request (`{ message, errors: [{ path, message }] }`) on the
   * form's registered fields. Returns whether any was placed; when not, show the error's `message` as a
   * banner or toast instead.
   */
  applyServerError: (error: unknown) => boolean;
};

/** One field message of a refused request: `path` is dot-joined (`applicants.0.panNo`). */
export interface ServerFieldError {
  path: string;
  message: string;
}

/**
 * The field messages the server answered a refused request with: the `errors` of an `ApiError`'s body
 * (`{ message, errors?: [{ path, message }] }`), malformed entries left out; none for anything else.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error)) return [];
  const data = error.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is ServerFieldError =>
      !!e &&
      typeof e === 'object' &&
      typeof (e as ServerFieldError).path === 'string' &&
      (e as ServerFieldError).path !== '' &&
      typeof (e as ServerFieldError).message === 'string' &&
      (e as ServerFieldError).message !== '',
  );
}

/**
 * react-hook-form's `useForm` validated by a contracts schema (`zodResolver(schema)`), typed
 * `useForm<z.input<S>, unknown, z.output<S>>` so `handleSubmit` receives the parsed values, plus
 * `applyServerError(error)` for the server's field messages.
 *
 *   const form = useContractForm(panSchema, { defaultValues: { panNo: '' } });
 *   const onSubmit = form.handleSubmit(async (values) => {
 *     try { await save(values); }
 *     catch (error) { if (!form.applyServerError(error)) notify.error(toUserMessage(error)); }
 *   });
 */
export function useContractForm<S extends FormSchema>(
  schema: S,
  options: ContractFormOptions<S> = {},
): ContractForm<S> {
  type Input = z.input<S>;
  type Output = z.output<S>;
  // zodResolver's overloads cannot be chosen for a generic schema; the types are those of `S`.
  const resolver = useMemo(
    () => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    [schema],
  );
  const form = useForm<Input, unknown, Output>({ ...options, resolver });
  const shouldFocus = options.shouldFocusError ?? true;
  // Paths carrying a server message. The schema cannot clear them (it found the values valid, or the form
  // was never submitted, so react-hook-form does not re-validate on change): a change of the value does.
  const serverPaths = useRef(new Set<string>());

  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name }) => {
      if (!name || serverPaths.current.size === 0) return;
      // The field itself first, then the lists it is in (a list's message stays while a child's does).
      const touched = [...serverPaths.current]
        .filter((path) => path === name || name.startsWith(`${path}.`))
        .sort((a, b) => b.length - a.length);
      for (const path of touched) {
        const error = get(form.formState.errors, path) as Record<string, unknown> | undefined;
        if (error?.type === 'server' && !hasChildErrors(error)) form.clearErrors(path as FieldPath<Input>);
        if (!hasChildErrors(error ?? {})) serverPaths.current.delete(path);
      }
    });
    return unsubscribe;
  }, [form]);

  const applyServerError = useCallback(
    (error: unknown): boolean => {
      // The names react-hook-form tracks: registered inputs and Controllers, and field arrays (a
      // list-level message such as 'Total Nominee % should be equal to 100%').
      const { mount, array } = form.control._names;
      const placed = new Set<string>();
      for (const { path, message } of serverFieldErrors(error)) {
        if (placed.has(path) || !(mount.has(path) || array.has(path))) continue;
        form.setError(
          path as FieldPath<Input>,
          { type: 'server', message },
          { shouldFocus: shouldFocus && placed.size === 0 },
        );
        placed.add(path);
        serverPaths.current.add(path);
      }
      return placed.size > 0;
    },
    [form, shouldFocus],
  );

  // The same object useForm returns (its identity is stable across renders), with the one addition.
  return Object.assign(form, { applyServerError });
}

/** Whether a list's error object also holds its items' errors (clearing it would take those too). */
function hasChildErrors(error: Record<string, unknown>): boolean {
  return Object.entries(error).some(
    ([key, value]) => !['type', 'message', 'ref', 'types', 'root'].includes(key) && value != null,
  );
}
