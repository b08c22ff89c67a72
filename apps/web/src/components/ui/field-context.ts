import { createContext, useContext } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/** Set by <Field>; the inputs inside it take their id and ARIA links from here. */
export const FieldContext = createContext<FieldControlProps | null>(null);

export const useFieldControl = (props: { id?: string; 'aria-describedby'?: string }) => {
  const field = useContext(FieldContext);
  if (!field) return {};
  const describedBy = [field['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ');
  return { ...field, id: props.id ?? field.id, 'aria-describedby': describedBy || undefined };
};
