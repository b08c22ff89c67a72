import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { applyServerErrors, type ServerErrorFields } from './apply-server-errors';
import { useStaleUpdate, type StaleUpdateNoticeState, type VersionedRecord } from './use-stale-update';
import { zodFieldErrors } from './zod-field-errors';

/** What a form's banner shows: the stale-edit notice with Reload, or a message. */
export type FormBannerState =
  { kind: 'stale'; notice: StaleUpdateNoticeState } | { kind: 'message'; message: string };

/** The version the form edits: the opened record (or the latest after Reload) and the precondition to send. */
export interface RecordVersion<TRecord> {
  record: TRecord | undefined;
  precondition: { expected_updated_at?: string };
}

export interface ContractFormOptions<
  TValues extends FieldValues,
  TOutput,
  TRecord extends VersionedRecord,
  TRequest,
  TResult,
> {
  /** The contract's schema of the form (or a panel schema built on it); its output is what the form submits. */
  schema: z.ZodType<TOutput>;
  /** The record an edit form opens; none when creating. */
  record?: TRecord;
  /** The inputs' values for a record (or the empty form without one); also what Reload resets the form to. */
  toValues: (record: TRecord | undefined) => TValues;
  /** The request body from the validated values and the version the form edits. */
  toRequest: (output: TOutput, version: RecordVersion<TRecord>) => TRequest;
  /** Sends the request; a rejection keeps the form open with the failure placed. */
  save: (request: TRequest) => Promise<TResult>;
  onSaved?: (result: TResult) => void;
  /** The form fields a 422's `errors` may name. */
  fields: ServerErrorFields<NoInfer<TValues>>;
  /** The banner text of a failed save (the specification's wording around `errorMessage(error, fallback)`). */
  failureMessage: (error: unknown) => string;
  /**
   * Whether the banner also shows the server's message when every message of a 422 found its field (true by
   * default: the banner says the save failed, the fields say why).
   */
  bannerForFieldErrors?: boolean;
  /** Stale-edit protection of an edit form: the area's 409 message and how to fetch the latest version. */
  stale?: {
    message: string;
    load: (record: TRecord) => Promise<TRecord>;
    /** Called after Reload reset the form, for state the form keeps outside react-hook-form. */
    onReloaded?: (latest: TRecord) => void;
  };
}

/**
 * The panel's one form adapter: react-hook-form validated by a zod schema, a submit that maps the values to a
 * request, sends it with the edited version's precondition and places a failure: a 422's `errors` under their
 * fields, a stale save (409) as the notice with Reload, anything else as the banner message.
 */
export function useContractForm<
  TValues extends FieldValues,
  TOutput,
  TRecord extends VersionedRecord,
  TRequest,
  TResult,
>(options: ContractFormOptions<TValues, TOutput, TRecord, TRequest, TResult>) {
  const { schema, record, toValues, toRequest, save, onSaved, fields, failureMessage, stale } = options;
  const bannerForFieldErrors = options.bannerForFieldErrors ?? true;
  const [message, setMessage] = useState<string | null>(null);

  const resolver: Resolver<TValues, unknown, TOutput> = async (values, _context, resolverOptions) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors(zodFieldErrors(result.error.issues), resolverOptions) };
  };
  // A complete set of values is a valid DeepPartial of itself; TypeScript cannot show it for a generic TValues.
  const defaultValues = toValues(record) as DefaultValues<TValues>;
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues });

  const version = useStaleUpdate({
    record,
    message: stale?.message ?? '',
    load: (opened) => (stale ? stale.load(opened) : Promise.resolve(opened)),
    onReloaded: (latest) => {
      form.reset(toValues(latest));
      stale?.onReloaded?.(latest);
    },
  });

  const submit = form.handleSubmit(async (output) => {
    setMessage(null);
    try {
      const result = await save(
        toRequest(output, { record: version.current, precondition: version.precondition }),
      );
      onSaved?.(result);
    } catch (error) {
      if (stale && version.catchStale(error)) return;
      const unplaced = applyServerErrors(error, form.setError, fields);
      const fieldsTookAll = error instanceof ApiError && !!error.errors && unplaced.length === 0;
      if (bannerForFieldErrors || !fieldsTookAll) setMessage(failureMessage(error));
    }
  });

  const banner: FormBannerState | null = version.notice
    ? { kind: 'stale', notice: version.notice }
    : message === null
      ? null
      : { kind: 'message', message };

  return {
    form,
    submit,
    banner,
    /** The version the form edits: the opened record until a Reload, then the latest. */
    current: version.current,
  };
}
