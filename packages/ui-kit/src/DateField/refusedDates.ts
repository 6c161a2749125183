/**
 * Date fields showing typed text they refused (`DateField`'s `onRefuse`: out of range, a disabled
 * weekday, not a date), per form: the form's schema never sees that text (the field's value is empty
 * meanwhile), so the save checks here too. `control` is any object standing for the form.
 */
const refusedByForm = new WeakMap<object, Map<string, string>>();

export function markRefusedDate(control: object, name: string, message: string | null): void {
  let refused = refusedByForm.get(control);
  if (!refused) {
    refused = new Map();
    refusedByForm.set(control, refused);
  }
  if (message) refused.set(name, message);
  else refused.delete(name);
}

/** The refused dates of a form, as [field name, message]. */
export function refusedDates(control: object): [string, string][] {
  return [...(refusedByForm.get(control) ?? [])];
}
